package dev.spannerkeys.annotations;

/**
 * How a {@link RandomUuid} key is stored in Spanner.
 */
public enum UuidStorage {
    /**
     * {@code STRING(36)}: the lowercase 36-character form. Readable in the console and in SQL, and
     * the column gets {@code DEFAULT (GENERATE_UUID())} so other writers get keys too. For
     * {@code String} attributes, and {@code java.util.UUID} attributes mapped with
     * {@code @JdbcTypeCode(SqlTypes.CHAR)}.
     */
    STRING36,
    /**
     * {@code BYTES(16)}: the 16 raw bytes, less than half the storage of {@code STRING36}. For
     * {@code java.util.UUID} attributes, which Hibernate maps to {@code BYTES(16)} on Spanner.
     */
    BYTES16,
    /**
     * Spanner's native {@code UUID} type (PostgreSQL dialect: {@code uuid}), with the database's own
     * default {@code DEFAULT (NEW_UUID())} (PostgreSQL: {@code gen_random_uuid()}): 16 bytes stored,
     * printed and compared as a UUID in SQL. For {@code java.util.UUID} attributes bound as UUIDs
     * ({@code @JdbcType(UUIDJdbcType.class)}: Hibernate's Spanner dialects bind a {@code java.util.UUID} as bytes
     * otherwise); the JDBC driver sends the value as a Spanner UUID, without
     * conversion. Needs a Spanner version with the UUID type: a database that rejects it (emulator 1.5.28 does)
     * is refused before any DDL is sent, with the database's message; use {@link #STRING36} or
     * {@link #BYTES16} there.
     */
    UUID
}
