package dev.spannerkeys.hibernate;

import java.util.ArrayList;
import java.util.List;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.dialect.Dialect;
import org.hibernate.mapping.CheckConstraint;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Table;
import org.hibernate.tool.schema.spi.Exporter;

/**
 * Writes GoogleSQL {@code CREATE TABLE} statements with the primary key after the column list,
 * {@code CREATE TABLE t (...) PRIMARY KEY (a, b)}, and column defaults in the parentheses GoogleSQL
 * requires. Hibernate's stock exporter puts the key inside the parentheses, which the emulator
 * rejects; dropping, and the hidden row-id key the stock exporter adds to key-less tables, stay
 * with the stock exporter.
 */
final class GoogleSqlTableExporter implements Exporter<Table> {

    private final Dialect dialect;
    private final Exporter<Table> stock;

    GoogleSqlTableExporter(Dialect dialect, Exporter<Table> stock) {
        this.dialect = dialect;
        this.stock = stock;
    }

    @Override
    public String[] getSqlCreateStrings(Table table, Metadata metadata, SqlStringGenerationContext context) {
        // The stock exporter first completes key-less tables with a hidden key; its first statement
        // is the CREATE TABLE we replace, the rest (init commands) we keep.
        String[] statements = stock.getSqlCreateStrings(table, metadata, context);
        if (statements.length == 0 || !table.isPhysicalTable()) {
            return statements;
        }
        statements[0] = createTable(table, metadata, context);
        return statements;
    }

    @Override
    public String[] getSqlDropStrings(Table table, Metadata metadata, SqlStringGenerationContext context) {
        return stock.getSqlDropStrings(table, metadata, context);
    }

    private String createTable(Table table, Metadata metadata, SqlStringGenerationContext context) {
        List<String> elements = new ArrayList<>();
        for (Column column : table.getColumns()) {
            elements.add(column(column, metadata));
        }
        for (CheckConstraint check : table.getChecks()) {
            elements.add(check(check));
        }
        for (Column column : table.getColumns()) {
            for (CheckConstraint check : column.getCheckConstraints()) {
                elements.add(check(check));
            }
        }
        StringBuilder sql = new StringBuilder("CREATE TABLE ")
                .append(context.format(table.getQualifiedTableName()))
                .append(" (\n  ")
                .append(String.join(",\n  ", elements))
                .append("\n)");
        if (table.hasPrimaryKey()) {
            List<String> keyColumns = new ArrayList<>();
            for (Column column : table.getPrimaryKey().getColumns()) {
                keyColumns.add(column.getQuotedName(dialect));
            }
            sql.append(" PRIMARY KEY (").append(String.join(", ", keyColumns)).append(')');
        }
        return sql.toString();
    }

    private String column(Column column, Metadata metadata) {
        StringBuilder sql = new StringBuilder(column.getQuotedName(dialect)).append(' ');
        if (column.isIdentity()) {
            sql.append(column.getSqlType(metadata)).append(' ')
                    .append(dialect.getIdentityColumnSupport().getIdentityColumnString(column.getSqlTypeCode(metadata)));
        } else {
            sql.append(column.getSqlType(metadata));
            if (!column.isNullable()) {
                sql.append(" NOT NULL");
            }
            if (column.getGeneratedAs() != null) {
                sql.append(" AS (").append(column.getGeneratedAs()).append(") STORED");
            } else if (column.getDefaultValue() != null) {
                sql.append(" DEFAULT ").append(parenthesized(column.getDefaultValue()));
            }
        }
        if (column.getOptions() != null && !column.getOptions().isBlank()) {
            sql.append(' ').append(column.getOptions());
        }
        return sql.toString();
    }

    private static String check(CheckConstraint check) {
        return (check.isNamed() ? "CONSTRAINT " + check.getName() + " " : "") + "CHECK (" + check.getConstraint() + ")";
    }

    /** GoogleSQL needs {@code DEFAULT (expr)}; Hibernate users often write {@code @ColumnDefault("0")}. */
    private static String parenthesized(String expression) {
        String trimmed = expression.trim();
        return trimmed.startsWith("(") && trimmed.endsWith(")") && balancedOuterParentheses(trimmed)
                ? trimmed
                : "(" + trimmed + ")";
    }

    private static boolean balancedOuterParentheses(String expression) {
        int depth = 0;
        for (int i = 0; i < expression.length(); i++) {
            char c = expression.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth == 0 && i < expression.length() - 1) {
                    return false;
                }
            }
        }
        return depth == 0;
    }
}
