package dev.spannerkeys.internal.transactions;

import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.TimestampBound;
import com.google.cloud.spanner.connection.TransactionMode;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.internal.transactions.TransactionRequests.Request;
import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.transactions.RequestPriority;
import dev.spannerkeys.transactions.Staleness;
import jakarta.transaction.Synchronization;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.hibernate.Session;
import org.hibernate.TransactionException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.resource.transaction.spi.TransactionCoordinator;
import org.hibernate.resource.transaction.spi.TransactionObserver;

/**
 * Makes each Spanner transaction of a session what was asked of it, when it begins, and leaves the
 * connection as it found it when it ends. Asked, in this order of precedence: the code running on the thread
 * ({@link TransactionRequests}), the session's properties ({@value SpannerKeysSettings#TRANSACTION_TAG},
 * {@value SpannerKeysSettings#TRANSACTION_PRIORITY}), the persistence unit's settings ({@link TransactionSettings}).
 *
 * <ul>
 *   <li><b>read-only</b>: a transaction the opener made read-only (Spring's {@code @Transactional(readOnly = true)}
 *       sets the connection read-only before it begins) or that a request asks to be read-only
 *       ({@code SpannerReads.readOnly}: the transaction mode {@code READ_ONLY_TRANSACTION}, for this transaction
 *       only);</li>
 *   <li><b>staleness</b>, read-only transactions only: exact staleness as the transaction's timestamp bound; a
 *       maximum staleness, which Spanner grants only to single-use reads, through one single-use read
 *       ({@code SELECT 1}) at that bound whose read timestamp the transaction then reads at; a staleness asked
 *       for a read-write transaction is refused;</li>
 *   <li><b>transaction tag</b>, read-write transactions (Spanner tags no read-only ones): on the transaction,
 *       so every statement and the commit carry it, also a commit of mutations;</li>
 *   <li><b>request priority</b>: the connection's {@code RPC_PRIORITY}, restored when the transaction ends.</li>
 * </ul>
 * Client-side statements ({@code SET}, {@code SHOW}) go to the connection under the emulator's
 * {@link SerializedConnection}, so they neither wait for nor take the emulator's transaction lock.
 *
 * <p>One per session's transaction coordinator, registered as its observer by the write path; confined to the
 * session, like the coordinator.
 */
public final class SpannerTransactionSetup implements TransactionObserver, TransactionRequests.Running {

    private static final System.Logger LOG = System.getLogger(SpannerTransactionSetup.class.getName());

    private final TransactionCoordinator coordinator;
    /** The session whose coordinator this observes, or {@code null} (then nothing is done). */
    private final SharedSessionContractImplementor session;
    private final TransactionSettings settings;
    /** Whether the session's connections are Spanner connections; {@code null} until known. */
    private Boolean spannerConnections;

    public SpannerTransactionSetup(TransactionCoordinator coordinator, SharedSessionContractImplementor session,
            TransactionSettings settings) {
        this.coordinator = coordinator;
        this.session = session;
        this.settings = settings;
    }

    @Override
    public void afterBegin() {
        if (session == null || Boolean.FALSE.equals(spannerConnections)) {
            return;
        }
        Connection connection = session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection();
        CloudSpannerJdbcConnection spanner = spannerOf(connection);
        if (spanner == null) {
            return;
        }
        Restore restore = new Restore(connection, spanner);
        coordinator.getLocalSynchronizations().registerSynchronization(restore);
        TransactionRequests.begun(this);
        Request request = TransactionRequests.current();
        try {
            boolean readOnly = request.readOnly() || connection.isReadOnly();
            if (request.staleness() != null && !readOnly) {
                // Ends the transaction that just began (and the thread's record of it), so nothing can use it.
                coordinator.getTransactionDriverControl().rollback();
                throw new TransactionException(request.origin() + " asks for a stale read (" + request.staleness()
                        + "), but the transaction that began inside it is a read-write transaction, which Spanner never "
                        + "runs stale. Fix: make that transaction read-only (@Transactional(readOnly = true), a Spring "
                        + "Data repository read method, SpannerReads.readOnly), or drop the stale read");
            }
            Staleness staleness = request.staleness() != null ? request.staleness() : settings.readOnlyStaleness();
            if (readOnly && !staleness.isStrong()) {
                restore.staleness = spanner.getReadOnlyStaleness();
                applyStaleness(connection, spanner, staleness);
            }
            if (request.readOnly() && !connection.isReadOnly()) {
                spanner.setTransactionMode(TransactionMode.READ_ONLY_TRANSACTION);
            }
            String tag = request.tag() != null ? request.tag() : entityManagerProperty(SpannerKeysSettings.TRANSACTION_TAG,
                    TransactionSettings::tag, settings.tag());
            if (tag != null && !readOnly) {
                spanner.setTransactionTag(tag);
            }
            RequestPriority priority = request.priority() != null ? request.priority()
                    : entityManagerProperty(SpannerKeysSettings.TRANSACTION_PRIORITY, TransactionSettings::priority,
                            settings.priority());
            if (priority != null) {
                String variable = rpcPriorityVariable(spanner);
                restore.priorityVariable = variable;
                String previous = clientSideQuery(connection, "SHOW VARIABLE " + variable);
                restore.priority = settable(previous);
                clientSideStatement(connection, "SET " + variable + " = '" + priority.name() + "'");
            }
        } catch (SQLException e) {
            throw session.getJdbcServices().getSqlExceptionHelper().convert(e,
                    "Could not set up the Spanner transaction as asked (read-only, staleness, tag, priority)");
        }
    }

    /**
     * Exact staleness is the transaction's own bound. A maximum staleness is granted to single-use reads only:
     * one such read, in autocommit mode, learns the timestamp Spanner picks within the bound, and the
     * transaction reads at it. Nothing has run in the transaction yet, so it can leave autocommit for that read.
     */
    private static void applyStaleness(Connection connection, CloudSpannerJdbcConnection spanner, Staleness staleness)
            throws SQLException {
        long nanos = staleness.duration().toNanos();
        if (staleness.mode() == Staleness.Mode.EXACT) {
            spanner.setReadOnlyStaleness(TimestampBound.ofExactStaleness(nanos, TimeUnit.NANOSECONDS));
            return;
        }
        connection.setAutoCommit(true);
        Timestamp readAt;
        try {
            spanner.setReadOnlyStaleness(TimestampBound.ofMaxStaleness(nanos, TimeUnit.NANOSECONDS));
            try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery("SELECT 1")) {
                while (rows.next()) {
                    // the read timestamp is known once the result is read
                }
            }
            readAt = spanner.getReadTimestamp();
        } finally {
            connection.setAutoCommit(false);
        }
        spanner.setReadOnlyStaleness(TimestampBound.ofReadTimestamp(com.google.cloud.Timestamp.of(readAt)));
    }

    private interface Reader<T> {
        T read(String source, Object value);
    }

    /** The entity manager's property {@code name}, read by {@code reader}, else {@code fallback}. */
    private <T> T entityManagerProperty(String name, Reader<T> reader, T fallback) {
        if (!(session instanceof Session entityManager)) {
            return fallback;
        }
        Map<String, Object> properties = entityManager.getProperties();
        Object value = properties.get(name);
        T read;
        try {
            read = value == null ? null : reader.read(name, value);
        } catch (InvalidSettingException e) {
            throw new IllegalArgumentException("EntityManager property " + e.getMessage(), e);
        }
        return read != null ? read : fallback;
    }

    /**
     * {@code previous}, as {@code SHOW} reports it ({@code PRIORITY_UNSPECIFIED}, {@code UNSPECIFIED}, {@code LOW},
     * ...), in the form {@code SET} takes: {@code LOW}, {@code MEDIUM}, {@code HIGH} or {@code NULL} (Spanner's default).
     */
    private static String settable(String previous) {
        String value = previous == null ? "" : previous.strip().toUpperCase(java.util.Locale.ROOT).replace("PRIORITY_", "");
        return switch (value) {
            case "LOW", "MEDIUM", "HIGH" -> value;
            default -> "NULL";
        };
    }

    /** The connection variable of the request priority: {@code RPC_PRIORITY}, {@code spanner.rpc_priority} in PostgreSQL. */
    private static String rpcPriorityVariable(CloudSpannerJdbcConnection spanner) {
        return spanner.getDialect() == Dialect.POSTGRESQL ? "spanner.rpc_priority" : "RPC_PRIORITY";
    }

    private CloudSpannerJdbcConnection spannerOf(Connection connection) {
        try {
            boolean spanner = connection.isWrapperFor(CloudSpannerJdbcConnection.class);
            spannerConnections = spanner;
            return spanner ? connection.unwrap(CloudSpannerJdbcConnection.class) : null;
        } catch (SQLException e) {
            return null;
        }
    }

    /** The connection client-side statements go to: under the emulator's serialization, which they need not take. */
    private static Connection clientSide(Connection connection) throws SQLException {
        return connection.isWrapperFor(SerializedConnection.class)
                ? connection.unwrap(SerializedConnection.class).delegate() : connection;
    }

    private static void clientSideStatement(Connection connection, String sql) throws SQLException {
        try (Statement statement = clientSide(connection).createStatement()) {
            statement.execute(sql);
        }
    }

    private static String clientSideQuery(Connection connection, String sql) throws SQLException {
        try (Statement statement = clientSide(connection).createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            return rows.next() ? rows.getString(1) : null;
        }
    }

    /** Whether this session's transaction is running: begun, not ended, and the session open. */
    @Override
    public boolean running() {
        return session != null && !session.isClosed() && coordinator.isTransactionActive();
    }

    @Override
    public void beforeCompletion() {
    }

    @Override
    public void afterCompletion(boolean successful, boolean delayed) {
    }

    /**
     * Told of the transaction's end before Hibernate releases the connection (a local synchronization): puts
     * back the connection state the transaction changed. Hibernate has switched autocommit back on by then.
     */
    private final class Restore implements Synchronization {
        private final Connection connection;
        private final CloudSpannerJdbcConnection spanner;
        /** The staleness to put back, or {@code null} if unchanged. */
        TimestampBound staleness;
        /** The {@code RPC_PRIORITY} to put back ({@code NULL} for Spanner's default), or {@code null} if unchanged. */
        String priority;
        /** How the connection's dialect names the priority. */
        String priorityVariable;

        Restore(Connection connection, CloudSpannerJdbcConnection spanner) {
            this.connection = connection;
            this.spanner = spanner;
        }

        @Override
        public void beforeCompletion() {
        }

        @Override
        public void afterCompletion(int status) {
            TransactionRequests.ended(SpannerTransactionSetup.this);
            try {
                if (staleness != null) {
                    spanner.setReadOnlyStaleness(staleness);
                }
                if (priority != null) {
                    clientSideStatement(connection, "SET " + priorityVariable + " = '" + priority + "'");
                }
            } catch (SQLException | RuntimeException e) {
                // The transaction is over; its outcome must not be reported as failed for this.
                LOG.log(System.Logger.Level.WARNING, "Could not restore the connection's read-only staleness or request "
                        + "priority after a transaction; the next transaction on this connection may inherit them", e);
            }
        }
    }
}
