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
}
