package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.SqlDialect;

/** The database-side UUID generator for key column defaults, per dialect. */
public final class UuidDdl {

    private UuidDdl() {
    }

    /**
     * The expression that makes the database generate a version 4 UUID string:
     * {@code GENERATE_UUID()} or {@code spanner.generate_uuid()}.
     */
    public static String columnDefault(SqlDialect dialect) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "GENERATE_UUID()" : "spanner.generate_uuid()";
    }

    /** Spanner's native UUID column type: {@code UUID} or {@code uuid}. */
    public static String nativeType(SqlDialect dialect) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "UUID" : "uuid";
    }

    /**
     * The expression that makes the database generate a version 4 UUID of the native type:
     * {@code NEW_UUID()} or {@code gen_random_uuid()}.
     */
    public static String nativeColumnDefault(SqlDialect dialect) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "NEW_UUID()" : "gen_random_uuid()";
    }

    /** Whether a column of type {@code type} (as a DDL writer or the database prints it) is a native UUID. */
    public static boolean isNativeType(String type) {
        return type != null && type.strip().equalsIgnoreCase("UUID");
    }

    /**
     * A read-only query that needs both the native UUID type and its generator; a database without them
     * rejects it, with its own message.
     */
    public static String nativeSupportProbe(SqlDialect dialect) {
        return "SELECT " + nativeColumnDefault(dialect);
    }
}
