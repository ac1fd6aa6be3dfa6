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
    BYTES16
}
