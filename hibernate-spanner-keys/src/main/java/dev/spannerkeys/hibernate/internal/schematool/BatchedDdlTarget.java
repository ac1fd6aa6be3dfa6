package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
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
import org.hibernate.tool.schema.spi.SchemaManagementException;

/**
 * Sends schema statements to the database, consecutive DDL statements as one JDBC batch. The
 * Spanner driver runs a batch of DDL as a single schema change, where one statement at a time costs
 * a schema change each. Other statements (an import script's inserts) run one by one, in order.
 *
 * <p>With {@code oneStatementPerBatch} each DDL statement is sent as a schema change of its own, in
 * order, stopping at the first one the database rejects: schema update uses that on the emulator,
 * which resets every sequence counter after a DDL batch of two or more statements.
 *
 * <p>A batch the database rejects is never re-sent statement by statement: retrying the rest of a
 * batch one statement at a time would leave a schema half changed. With {@code haltOnError} the
 * failure ends the schema action with a {@link SchemaManagementException} that carries the
 * database's message and the batch; otherwise it goes, once, to the schema action's
 * {@link ExceptionHandler}, which logs it.
 */
final class BatchedDdlTarget implements GenerationTarget {

    private final DdlTransactionIsolator isolator;
    private final ExceptionHandler exceptionHandler;
    private final boolean haltOnError;
    private final boolean oneStatementPerBatch;
    private final List<String> pendingDdl = new ArrayList<>();
    private Statement statement;

    BatchedDdlTarget(DdlTransactionIsolator isolator, ExceptionHandler exceptionHandler, boolean haltOnError,
            boolean oneStatementPerBatch) {
        this.isolator = isolator;
        this.exceptionHandler = exceptionHandler;
        this.haltOnError = haltOnError;
        this.oneStatementPerBatch = oneStatementPerBatch;
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
        if (oneStatementPerBatch) {
            for (int i = 0; i < batch.size(); i++) {
                log(batch.get(i));
                try {
                    statement().execute(batch.get(i));
                } catch (SQLException e) {
                    rejected(batch, i, e);
                    return;
                }
            }
            return;
        }
        try {
            Statement jdbc = statement();
            for (String ddl : batch) {
                log(ddl);
                jdbc.addBatch(ddl);
            }
            jdbc.executeBatch();
        } catch (SQLException e) {
            rejected(batch, e instanceof BatchUpdateException update ? applied(update.getUpdateCounts()) : UNKNOWN, e);
        }
    }

    /** The number of applied statements when the driver's exception does not say it. */
    private static final int UNKNOWN = -1;

    /** How many statements of a batch Spanner applied: it applies in order up to the failing one. */
    private static int applied(int[] updateCounts) {
        int applied = 0;
        while (applied < updateCounts.length && updateCounts[applied] != Statement.EXECUTE_FAILED) {
            applied++;
        }
        return applied;
    }

    private void rejected(List<String> batch, int applied, SQLException cause) {
        StringBuilder message = new StringBuilder("Spanner rejected the schema change: ")
                .append(cause.getMessage()).append(". ");
        if (batch.size() == 1) {
            message.append("Statement: ").append(batch.get(0));
        } else if (oneStatementPerBatch) {
            // Sent one at a time: the statement that failed is known.
            message.append(applied).append(" of ").append(batch.size())
                    .append(" statements were applied before the failure; the statements: ");
            for (int i = 0; i < batch.size(); i++) {
                message.append("\n  ").append(i < applied ? "[applied] " : i == applied ? "[rejected] " : "[not run] ")
                        .append(batch.get(i));
            }
        } else {
            // Spanner applies a batch in order and stops at the statement it rejects, but it may also refuse the
            // batch as a whole (the emulator does for some errors, applying none): which statement it refused is
            // then known only from its message, not from the count of applied statements.
            message.append(applied == UNKNOWN ? "The driver did not say how many" : String.valueOf(applied))
                    .append(" of ").append(batch.size()).append(" statements of the batch were applied; Spanner's "
                    + "message above names what it refused; the batch: ");
            for (int i = 0; i < batch.size(); i++) {
                message.append("\n  ").append(applied == UNKNOWN ? "[unknown] " : i < applied ? "[applied] "
                        : "[not applied] ").append(batch.get(i));
            }
        }
        if (haltOnError) {
            throw new SchemaManagementException(message + "\nFix the mapping (or the database) and start again; "
                    + "set " + SpannerKeysSettings.SCHEMA_HALT_ON_ERROR + "=false to log the failure and start anyway.",
                    cause);
        }
        exceptionHandler.handleException(new CommandAcceptanceException(message.toString(), cause));
    }

    private void executeOne(String command) {
        log(command);
        try {
            statement().execute(command);
        } catch (SQLException e) {
            rejected(List.of(command), 0, e);
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
