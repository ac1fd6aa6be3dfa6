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
