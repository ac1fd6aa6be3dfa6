package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.internal.schema.diff.TableContents;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Answers {@link TableContents}' questions with one aggregate query each, in autocommit mode (a
 * single-use read), in SQL both dialects accept. Table and column names come from the validated
 * schema model.
 */
public final class JdbcTableContents implements TableContents {

    private final Connection connection;

    /** Questions answered on {@code connection}, which must be in autocommit mode. */
    public JdbcTableContents(Connection connection) {
        this.connection = connection;
    }

    @Override
    public boolean hasRows(String table) throws SQLException {
        return bool("SELECT EXISTS (SELECT 1 FROM " + table + ")");
    }

    @Override
    public boolean hasDuplicates(String table, List<String> columns, boolean nullFiltered) throws SQLException {
        if (columns.isEmpty()) {
            return number("SELECT COUNT(*) FROM (SELECT 1 FROM " + table + " LIMIT 2) AS two_rows") >= 2;
        }
        String list = String.join(", ", columns);
        String where = "";
        if (nullFiltered) {
            List<String> conditions = new ArrayList<>();
            columns.forEach(column -> conditions.add(column + " IS NOT NULL"));
            where = " WHERE " + String.join(" AND ", conditions);
        }
        return bool("SELECT EXISTS (SELECT 1 FROM " + table + where + " GROUP BY " + list + " HAVING COUNT(*) > 1)");
    }

    private boolean bool(String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getBoolean(1);
        }
    }

    private long number(String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }
}
