package dev.spannerkeys.hibernate;

import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hibernate.engine.jdbc.internal.FormatStyle;
import org.hibernate.resource.transaction.spi.DdlTransactionIsolator;
import org.hibernate.tool.schema.spi.CommandAcceptanceException;
import org.hibernate.tool.schema.spi.ExceptionHandler;
import org.hibernate.tool.schema.spi.GenerationTarget;

/**
 * Sends schema statements to the database, consecutive DDL statements as one JDBC batch. The
 * Spanner driver runs a batch of DDL as a single schema change, where one statement at a time costs
 * a schema change each. Other statements (an import script's inserts) run one by one, in order.
 *
 * <p>If a batch fails, the statements Spanner did not apply are retried one by one, and each one
 * that fails again goes to the schema action's {@link ExceptionHandler}, as it would without
 * batching.
 */
final class BatchedDdlTarget implements GenerationTarget {

    private final DdlTransactionIsolator isolator;
    private final ExceptionHandler exceptionHandler;
    private final List<String> pendingDdl = new ArrayList<>();
    private Statement statement;

    BatchedDdlTarget(DdlTransactionIsolator isolator, ExceptionHandler exceptionHandler) {
        this.isolator = isolator;
        this.exceptionHandler = exceptionHandler;
    }

    @Override
    public void prepare() {
        // The connection is opened by the first statement.
    }

    @Override
    public void accept(String command) {
        if (isDdl(command)) {
            pendingDdl.add(command);
        } else {
            flush();
            executeOne(command);
        }
    }

    @Override
    public void release() {
        try {
            flush();
        } finally {
            try {
                if (statement != null) {
                    statement.close();
                }
            } catch (SQLException e) {
                throw new CommandAcceptanceException("Unable to close the DDL statement", e);
            } finally {
                statement = null;
                isolator.release();
            }
        }
    }

    private void flush() {
        if (pendingDdl.isEmpty()) {
            return;
        }
        List<String> batch = List.copyOf(pendingDdl);
        pendingDdl.clear();
        if (batch.size() == 1) {
            executeOne(batch.get(0));
            return;
        }
        try {
            Statement jdbc = statement();
            for (String ddl : batch) {
                log(ddl);
                jdbc.addBatch(ddl);
            }
            jdbc.executeBatch();
        } catch (BatchUpdateException e) {
            retryNotApplied(batch, e.getUpdateCounts());
        } catch (SQLException e) {
            retryNotApplied(batch, new int[0]);
        }
    }

    /** Spanner applies a DDL batch in order up to the failing statement; the rest are retried alone. */
    private void retryNotApplied(List<String> batch, int[] updateCounts) {
        for (int i = 0; i < batch.size(); i++) {
            boolean applied = i < updateCounts.length && updateCounts[i] != Statement.EXECUTE_FAILED;
            if (!applied) {
                executeOne(batch.get(i));
            }
        }
    }

    private void executeOne(String command) {
        log(command);
        try {
            statement().execute(command);
        } catch (SQLException e) {
            exceptionHandler.handleException(new CommandAcceptanceException(
                    "Error executing DDL \"" + command + "\" via JDBC [" + e.getMessage() + "]", e));
        }
    }

    private Statement statement() throws SQLException {
        if (statement == null) {
            Connection connection = isolator.getIsolatedConnection(true);
            statement = connection.createStatement();
        }
        return statement;
    }

    private void log(String command) {
        isolator.getJdbcContext().getSqlStatementLogger().logStatement(command, FormatStyle.NONE.getFormatter());
    }

    static boolean isDdl(String command) {
        String start = command.stripLeading().toUpperCase(Locale.ROOT);
        return start.startsWith("CREATE") || start.startsWith("ALTER") || start.startsWith("DROP");
    }
}
