package dev.spannerkeys.hibernate.internal.offline;

import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.Objects;
import java.util.Optional;

/**
 * The DDL script the offline schema tool produced for one SQL dialect, or why the mapping cannot be
 * expressed in it (for example descending key parts, which PostgreSQL-dialect databases lack).
 *
 * @param dialect the SQL dialect
 * @param script the statements, each ending with {@code ;}, exactly as schema creation would run them
 * @param problem the bootstrap error when the mapping cannot be expressed in this dialect
 */
public record DialectDdl(SqlDialect dialect, Optional<String> script, Optional<String> problem) {

    /** Requires exactly one of script and problem. */
    public DialectDdl {
        Objects.requireNonNull(dialect, "dialect");
        if (script.isPresent() == problem.isPresent()) {
            throw new IllegalArgumentException("Either a script or a problem");
        }
    }

    /** The file name the DDL is written to: {@code googlesql.sql} or {@code postgresql.sql}. */
    public String fileName() {
        return name(dialect) + ".sql";
    }

    /** {@code googlesql} or {@code postgresql}, as the Maven plugin's {@code dialects} parameter names them. */
    public static String name(SqlDialect dialect) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "googlesql" : "postgresql";
    }

    /**
     * The dialect named {@code googlesql} (or {@code google_standard_sql}) or {@code postgresql}, case-insensitive.
     *
     * @throws IllegalArgumentException for any other name
     */
    public static SqlDialect parse(String name) {
        String value = name == null ? "" : name.trim().toLowerCase(java.util.Locale.ROOT);
        return switch (value) {
            case "googlesql", "google_standard_sql" -> SqlDialect.GOOGLE_STANDARD_SQL;
            case "postgresql", "postgres" -> SqlDialect.POSTGRESQL;
            default -> throw new IllegalArgumentException("Unknown dialect '" + name + "': use googlesql or postgresql");
        };
    }
}
