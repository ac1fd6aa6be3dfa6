package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL-dialect DDL for Spanner: the primary key is a table element, the interleave clause
 * follows the closing parenthesis, stored columns are {@code INCLUDE (...)} and a null-filtered
 * index is {@code WHERE col IS NOT NULL AND ...}. Key parts cannot be descending in this dialect
 * ({@link #requireSupported(SchemaModel)} refuses them). PostgreSQL's reserved keywords ({@code user},
 * {@code order}) are names like any other: the renderer quotes them.
 */
public final class PostgreSqlDdlWriter extends DdlWriter {

    /** The PostgreSQL-dialect type of a column that takes commit timestamps. */
    public static final String COMMIT_TIMESTAMP_TYPE = "spanner.commit_timestamp";

    PostgreSqlDdlWriter(SpannerIdentifiers.Renderer names) {
        super(SqlDialect.POSTGRESQL, names);
    }

    @Override
    public void requireSupported(SchemaModel model) {
        requireKeptNames(model);
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
     * Every name as the database keeps it: a PostgreSQL-dialect database cuts a name longer than 63 bytes
     * ({@link SpannerIdentifiers#problem(SqlDialect, String, boolean)}).
     */
    private static void requireKeptNames(SchemaModel model) {
        for (TableDefinition table : model.tables()) {
            SpannerIdentifiers.problem(SqlDialect.POSTGRESQL, table.name(), false).ifPresent(problem -> {
                throw SchemaProblem.inTable(table.name(), "the table name is too long: " + problem, shorter("@Table(name = ...)"));
            });
            for (ColumnDefinition column : table.columns()) {
                SpannerIdentifiers.problem(SqlDialect.POSTGRESQL, column.name(), true).ifPresent(problem -> {
                    throw SchemaProblem.inColumn(table.name(), column.name(), "the column name is too long: " + problem,
                            shorter("@Column(name = ...) (in an embeddable: @AttributeOverride)"));
                });
                for (var check : column.checks()) {
                    requireKeptConstraintName(table.name(), column.name(), check.name());
                }
            }
            for (var check : table.checks()) {
                requireKeptConstraintName(table.name(), null, check.name());
            }
        }
        for (IndexDefinition index : model.indexes()) {
            SpannerIdentifiers.problem(SqlDialect.POSTGRESQL, index.name(), false).ifPresent(problem -> {
                throw SchemaProblem.inIndex(index.table(), index.name(), "the index name is too long: " + problem,
                        shorter("the index's name (@Index(name = ...), @SpannerIndex(name = ...), "
                                + "@UniqueConstraint(name = ...))"));
            });
        }
    }

    private static void requireKeptConstraintName(String table, String column, java.util.Optional<String> name) {
        name.flatMap(constraint -> SpannerIdentifiers.problem(SqlDialect.POSTGRESQL, constraint, false))
                .ifPresent(problem -> {
                    String what = "the check constraint name '" + name.get() + "' is too long: " + problem;
                    String fix = shorter("@Check(name = ...)");
                    throw column == null ? SchemaProblem.inTable(table, what, fix)
                            : SchemaProblem.inColumn(table, column, what, fix);
                });
    }

    private static String shorter(String where) {
        return "give it a name of at most " + SpannerIdentifiers.POSTGRESQL_MAX_BYTES + " bytes with " + where
                + " (the name the database stored, quoted above, keeps a database created so far)";
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
