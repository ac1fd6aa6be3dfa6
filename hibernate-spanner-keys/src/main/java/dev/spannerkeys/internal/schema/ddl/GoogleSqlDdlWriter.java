package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;

/**
 * GoogleSQL DDL: the primary key follows the column list ({@code ) PRIMARY KEY (...)}), the
 * interleave clause follows the key, defaults are parenthesized, and indexes use
 * {@code NULL_FILTERED}, {@code STORING} and {@code , INTERLEAVE IN}.
 */
public final class GoogleSqlDdlWriter extends DdlWriter {

    GoogleSqlDdlWriter(SpannerIdentifiers.Renderer names) {
        super(SqlDialect.GOOGLE_STANDARD_SQL, names);
    }

    @Override
    public void requireSupported(SchemaModel model) {
        // GoogleSQL can express every object of the model.
    }

    @Override
    public String createTable(TableDefinition table) {
        StringBuilder sql = new StringBuilder("CREATE TABLE ").append(names.table(table.name())).append(" (\n  ")
                .append(String.join(",\n  ", columnsAndChecks(table)))
                .append("\n) PRIMARY KEY (").append(keyList(table.name(), table.primaryKey())).append(')');
        table.interleave().ifPresent(interleave -> sql.append(", ").append(interleaveClause(interleave)));
        return sql.toString();
    }

    @Override
    public String createIndex(IndexDefinition index) {
        StringBuilder sql = createIndexHead(index, index.nullFiltered() ? "NULL_FILTERED " : "");
        if (!index.storing().isEmpty()) {
            sql.append(" STORING (").append(columnList(index.table(), index.storing())).append(')');
        }
        index.interleaveIn().ifPresent(parent -> sql.append(", INTERLEAVE IN ").append(names.table(parent)));
        return sql.toString();
    }

    @Override
    public String setNotNull(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column.name()) + " "
                + column.type() + " NOT NULL";
    }

    @Override
    public String alterColumn(String table, ColumnDefinition column) {
        StringBuilder sql = new StringBuilder("ALTER TABLE ").append(names.table(table)).append(" ALTER COLUMN ")
                .append(names.column(table, column.name())).append(' ').append(column.type());
        if (!column.nullable()) {
            sql.append(" NOT NULL");
        }
        column.defaultExpression().ifPresent(expression -> sql.append(" DEFAULT ").append(parenthesized(expression)));
        return sql.toString();
    }

    @Override
    public String setDefault(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column.name())
                + " SET DEFAULT " + parenthesized(column.defaultExpression().orElseThrow());
    }

    @Override
    public String setCommitTimestamp(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column.name())
                + " SET OPTIONS (allow_commit_timestamp = " + (column.commitTimestamp() ? "true" : "null") + ")";
    }

    @Override
    String column(String table, ColumnDefinition column) {
        StringBuilder sql = new StringBuilder(names.column(table, column.name())).append(' ').append(column.type());
        if (!column.nullable()) {
            sql.append(" NOT NULL");
        }
        column.defaultExpression().ifPresent(expression -> sql.append(" DEFAULT ").append(parenthesized(expression)));
        column.generatedExpression().ifPresent(expression -> sql.append(" AS (").append(expression).append(") STORED"));
        column.identityOptions().ifPresent(identity -> sql.append(' ').append(identity.describe(SqlDialect.GOOGLE_STANDARD_SQL)));
        if (column.hidden()) {
            sql.append(" HIDDEN");
        }
        if (column.commitTimestamp()) {
            sql.append(" OPTIONS (allow_commit_timestamp = true)");
        }
        return sql.toString();
    }

    /** GoogleSQL needs {@code DEFAULT (expr)}; mappings often say {@code @ColumnDefault("0")}. */
    private static String parenthesized(String expression) {
        String trimmed = expression.trim();
        return trimmed.startsWith("(") && closingParenthesis(trimmed) == trimmed.length() - 1
                ? trimmed
                : "(" + trimmed + ")";
    }

    private static int closingParenthesis(String expression) {
        int depth = 0;
        for (int i = 0; i < expression.length(); i++) {
            char c = expression.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
