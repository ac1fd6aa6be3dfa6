package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.keys.ShardSource;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Prints the SQL twin of {@link dev.spannerkeys.keys.ShardFunction}: the expression that computes a
 * row's shard from its source columns, for a CHECK constraint or a query.
 *
 * <pre>
 * GoogleSQL:  MOD(MOD(FARM_FINGERPRINT(CAST(UserId AS STRING)), 16) + 16, 16)
 * PostgreSQL: mod(mod(spanner.farm_fingerprint(CAST(userid AS varchar)), 16) + 16, 16)
 * </pre>
 */
public final class ShardExpression {

    /** One source column of the shard. */
    public record Source(String column, ShardSource kind) {
        /** Validates the column name. */
        public Source {
            SpannerIdentifiers.requireColumn(column, "Shard source column");
        }
    }

    private ShardExpression() {
    }

    /**
     * The shard expression over {@code sources}, in {@code [0, shards)}.
     *
     * @throws IllegalArgumentException if a source cannot be encoded in {@code dialect}
     */
    public static String of(SqlDialect dialect, int shards, List<Source> sources) {
        return of(dialect, shards, sources, column -> SpannerIdentifiers.quoteIfNeeded(dialect, column));
    }

    /**
     * The shard expression over {@code sources}, each column name printed through {@code columns}
     * (the renderer that quotes it as the table's DDL does).
     *
     * @throws IllegalArgumentException if a source cannot be encoded in {@code dialect}
     */
    public static String of(SqlDialect dialect, int shards, List<Source> sources, UnaryOperator<String> columns) {
        String text = text(dialect, sources, columns);
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "MOD(MOD(FARM_FINGERPRINT(" + text + "), " + shards + ") + " + shards + ", " + shards + ")"
                : "mod(mod(spanner.farm_fingerprint(" + text + "), " + shards + ") + " + shards + ", " + shards + ")";
    }

    /** The canonical text of the sources, as {@code ShardFunction#encode} builds it in Java. */
    static String text(SqlDialect dialect, List<Source> sources) {
        return text(dialect, sources, UnaryOperator.identity());
    }

    private static String text(SqlDialect dialect, List<Source> sources, UnaryOperator<String> columns) {
        if (sources.size() == 1) {
            return encode(dialect, sources.get(0), columns);
        }
        List<String> parts = new ArrayList<>();
        for (Source source : sources) {
            String encoded = encode(dialect, source, columns);
            if (dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
                parts.add("CAST(CHAR_LENGTH(" + encoded + ") AS STRING)");
                parts.add("':'");
                parts.add(encoded);
            } else {
                parts.add("CAST(length(" + encoded + ") AS varchar)");
                parts.add("':'");
                parts.add(encoded);
            }
        }
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL
                ? "CONCAT(" + String.join(", ", parts) + ")"
                : "(" + String.join(" || ", parts) + ")";
    }

    private static String encode(SqlDialect dialect, Source source, UnaryOperator<String> columns) {
        String column = columns.apply(source.column());
        boolean google = dialect == SqlDialect.GOOGLE_STANDARD_SQL;
        return switch (source.kind()) {
            case STRING, UUID_STRING -> column;
            case INT64, DATE, BOOL -> google ? "CAST(" + column + " AS STRING)" : "CAST(" + column + " AS varchar)";
            case TIMESTAMP -> google
                    ? "CAST(UNIX_MICROS(" + column + ") AS STRING)"
                    : "CAST(CAST(extract(epoch from " + column + ") * 1000000 AS bigint) AS varchar)";
            case UUID_BYTES -> {
                if (!google) {
                    throw new IllegalArgumentException("Column " + column + ": a UUID stored as bytea cannot be a shard "
                            + "source on a PostgreSQL-dialect database, which has no function to turn bytes into text. "
                            + "Store the UUID as varchar(36) (@JdbcTypeCode(SqlTypes.CHAR)), or shard on another column.");
                }
                yield "TO_HEX(" + column + ")";
            }
        };
    }
}
