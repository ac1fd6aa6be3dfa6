package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * PostgreSQL-dialect DDL for Spanner: the primary key is a table element, the interleave clause
 * follows the closing parenthesis, stored columns are {@code INCLUDE (...)} and a null-filtered
 * index is {@code WHERE col IS NOT NULL AND ...}. Key parts cannot be descending in this dialect, and
 * names cannot be PostgreSQL's reserved keywords; {@link #requireSupported(SchemaModel)} refuses both.
 */
public final class PostgreSqlDdlWriter extends DdlWriter {

    /** The PostgreSQL-dialect type of a column that takes commit timestamps. */
    public static final String COMMIT_TIMESTAMP_TYPE = "spanner.commit_timestamp";

    PostgreSqlDdlWriter(SpannerIdentifiers.Renderer names) {
        super(SqlDialect.POSTGRESQL, names);
    }

    @Override
    public void requireSupported(SchemaModel model) {
        requireUnreservedNames(model);
        for (TableDefinition table : model.tables()) {
            for (KeyPart part : table.primaryKey()) {
                if (part.isDescending()) {
                    throw SchemaProblem.inColumn(table.name(), part.column(), "PostgreSQL-dialect databases have no "
                            + "descending primary key parts (PRIMARY KEY (..., " + part.column() + " DESC))",
                            "keep the key ascending and add a descending secondary index on "
                            + SchemaModel.describeKey(descendingIndexKey(table, part)));
                }
            }
        }
    }

    /**
     * PostgreSQL-dialect databases reject PostgreSQL's reserved keywords as names ({@code user},
     * {@code offset}, {@code order}...), which GoogleSQL accepts: refused here, where the dialect is known,
     * before any DDL is sent, rather than quoted, because every query the application writes would have
     * to quote them too.
     */
    private static void requireUnreservedNames(SchemaModel model) {
        for (TableDefinition table : model.tables()) {
            if (isReserved(table.name())) {
                throw SchemaProblem.inTable(table.name(), reservedKeywordProblem("the table name", table.name()),
                        "rename the table, e.g. @Table(name = \"" + table.name().toLowerCase(Locale.ROOT) + "s\")");
            }
            for (ColumnDefinition column : table.columns()) {
                if (isReserved(column.name())) {
                    throw SchemaProblem.inColumn(table.name(), column.name(), reservedKeywordProblem("the column name",
                            column.name()), "rename the column, e.g. @Column(name = \""
                            + table.name().toLowerCase(Locale.ROOT) + "_" + column.name().toLowerCase(Locale.ROOT) + "\")");
                }
                reservedCheckName(column.checks()).ifPresent(name -> {
                    throw SchemaProblem.inColumn(table.name(), column.name(),
                            reservedKeywordProblem("the check constraint name", name), "name the check differently");
                });
            }
            reservedCheckName(table.checks()).ifPresent(name -> {
                throw SchemaProblem.inTable(table.name(), reservedKeywordProblem("the check constraint name", name),
                        "name the check differently");
            });
        }
        for (IndexDefinition index : model.indexes()) {
            if (isReserved(index.name())) {
                throw SchemaProblem.inIndex(index.table(), index.name(), reservedKeywordProblem("the index name", index.name()),
                        "name the index differently, e.g. " + index.table() + "_by_" + index.name());
            }
        }
        for (SequenceDefinition sequence : model.sequences()) {
            if (isReserved(sequence.name())) {
                String problem = reservedKeywordProblem("the sequence name", sequence.name());
                String fix = "name the sequence differently, e.g. " + sequence.name().toLowerCase(Locale.ROOT) + "_seq";
                for (TableDefinition table : model.tables()) {
                    for (ColumnDefinition column : table.columns()) {
                        if (column.defaultExpression().filter(expression -> drawsFrom(expression, sequence)).isPresent()) {
                            throw SchemaProblem.inColumn(table.name(), column.name(), problem, fix);
                        }
                    }
                }
                throw new IllegalArgumentException("Sequence '" + sequence.name() + "': " + problem + ". Fix: " + fix);
            }
        }
    }

    private static boolean isReserved(String name) {
        return SpannerIdentifiers.isReservedIn(SqlDialect.POSTGRESQL, name);
    }

    /** The first of {@code checks}' names that is a PostgreSQL reserved keyword. */
    private static Optional<String> reservedCheckName(List<CheckDefinition> checks) {
        return checks.stream().flatMap(check -> check.name().stream()).filter(PostgreSqlDdlWriter::isReserved).findFirst();
    }

    /** Whether a column default takes its values from {@code sequence}, named with or without its schema. */
    private static boolean drawsFrom(String expression, SequenceDefinition sequence) {
        return expression.toLowerCase(Locale.ROOT).matches(".*\\bnextval\\s*\\(\\s*'(?:[^'.]+\\.)?"
                + Pattern.quote(sequence.name().toLowerCase(Locale.ROOT)) + "'.*");
    }

    /** The problem statement of {@code what} ("the table name") being a PostgreSQL reserved keyword. */
    private static String reservedKeywordProblem(String what, String name) {
        return what + " '" + name + "' is a reserved keyword in PostgreSQL, and PostgreSQL-dialect databases "
                + "reject it as a name";
    }

    private static List<KeyPart> descendingIndexKey(TableDefinition table, KeyPart descending) {
        List<KeyPart> key = new ArrayList<>();
        for (KeyPart part : table.primaryKey()) {
            key.add(part);
            if (part == descending) {
                break;
            }
        }
        return key;
    }

    @Override
    public String createTable(TableDefinition table) {
        List<String> elements = columnsAndChecks(table);
        elements.add("PRIMARY KEY (" + keyList(table.name(), table.primaryKey()) + ")");
        StringBuilder sql = new StringBuilder("CREATE TABLE ").append(names.table(table.name())).append(" (\n  ")
                .append(String.join(",\n  ", elements)).append("\n)");
        table.interleave().ifPresent(interleave -> sql.append(' ').append(interleaveClause(interleave)));
        return sql.toString();
    }

    @Override
    public String createIndex(IndexDefinition index) {
        StringBuilder sql = createIndexHead(index, "");
        if (!index.storing().isEmpty()) {
            sql.append(" INCLUDE (").append(columnList(index.table(), index.storing())).append(')');
        }
        index.interleaveIn().ifPresent(parent -> sql.append(" INTERLEAVE IN ").append(names.table(parent)));
        if (index.nullFiltered()) {
            List<String> conditions = new ArrayList<>();
            index.columns().forEach(part -> conditions.add(names.column(index.table(), part.column()) + " IS NOT NULL"));
            sql.append(" WHERE ").append(String.join(" AND ", conditions));
        }
        return sql.toString();
    }

    @Override
    public String setNotNull(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column.name()) + " SET NOT NULL";
    }

    @Override
    public String alterColumn(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column.name()) + " TYPE "
                + type(column);
    }

    @Override
    public String setDefault(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column.name())
                + " SET DEFAULT " + column.defaultExpression().orElseThrow();
    }

    @Override
    public String setCommitTimestamp(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column.name()) + " TYPE "
                + type(column);
    }

    /** The column's type; a column taking commit timestamps has the dialect's own type for it. */
    private static String type(ColumnDefinition column) {
        return column.commitTimestamp() ? COMMIT_TIMESTAMP_TYPE : column.type();
    }

    @Override
    String column(String table, ColumnDefinition column) {
        StringBuilder sql = new StringBuilder(names.column(table, column.name())).append(' ').append(type(column));
        if (!column.nullable()) {
            sql.append(" NOT NULL");
        }
        column.defaultExpression().ifPresent(expression -> sql.append(" DEFAULT ").append(expression));
        column.generatedExpression().ifPresent(expression -> sql.append(" GENERATED ALWAYS AS (").append(expression)
                .append(") STORED"));
        column.identityOptions().ifPresent(identity -> sql.append(' ').append(identity.describe(SqlDialect.POSTGRESQL)));
        // HIDDEN has no PostgreSQL-dialect form; a hidden column is simply visible there.
        return sql.toString();
    }
}
