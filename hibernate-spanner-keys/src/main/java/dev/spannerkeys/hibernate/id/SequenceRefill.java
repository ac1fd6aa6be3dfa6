package dev.spannerkeys.hibernate.id;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.schema.SqlDialect;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.id.IdentifierGenerationException;

/**
 * Fetches a batch of sequence values in one round trip, in a read-write transaction of its own that
 * is rolled back after reading (the values are consumed either way, and a refill writes nothing).
 *
 * <p>Spanner may abort any read-write transaction; an aborted refill is tried again after a short,
 * growing, jittered pause, up to a bounded number of attempts.
 *
 * <p>Needs no session: {@link #connectTo} chooses its connections once from the session factory, and
 * from then on it runs on any thread, also in the background.
 */
final class SequenceRefill implements SequencePool.BatchSource {

    /** The gRPC code Spanner's JDBC driver reports as the vendor code of an aborted transaction. */
    static final int ABORTED = 10;

    private static final long FIRST_BACKOFF_MILLIS = 5;
    private static final long MAX_BACKOFF_MILLIS = 500;

    private final String sequenceName;
    private final String fetchSql;
    private final SqlDialect dialect;
    private final int maxAttempts;
    private final RefillClientMode mode;
    private volatile RefillConnections connections;

    SequenceRefill(String sequenceName, String fetchSql, SqlDialect dialect, int maxAttempts,
            RefillClientMode mode) {
        this.sequenceName = sequenceName;
        this.fetchSql = fetchSql;
        this.dialect = dialect;
        this.maxAttempts = maxAttempts;
        this.mode = mode;
    }

    /**
     * Chooses the refill connections from {@code factory}'s connection provider, once: a client of
     * their own on an emulator (see {@link RefillClientMode}), else the provider's connections.
     *
     * @throws IdentifierGenerationException if no connection can be inspected
     */
    void connectTo(SessionFactoryImplementor factory) {
        if (connections != null) {
            return;
        }
        JdbcConnectionAccess access = factory.getJdbcServices().getBootstrapJdbcConnectionAccess();
        try {
            Connection probe = access.obtainConnection();
            try {
                connections = mode.resolve(probe) == RefillClientMode.DEDICATED
                        ? DedicatedClientConnections.beside(probe)
                        : new SharedClientConnections(access);
            } finally {
                access.releaseConnection(probe);
            }
        } catch (SQLException e) {
            throw new IdentifierGenerationException("Could not open a connection to refill sequence '" + sequenceName
                    + "': " + e.getMessage(), e);
        }
    }

    @Override
    public long[] fetch(int count) {
        SQLException last = null;
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            try {
                return fetchOnce(count);
            } catch (SQLException e) {
                if (e.getErrorCode() != ABORTED) {
                    throw new IdentifierGenerationException("Could not fetch " + count + " values from sequence '"
                            + sequenceName + "': " + e.getMessage(), e);
                }
                last = e;
                if (attempt < maxAttempts) {
                    pause(attempt);
                }
            }
        }
        throw new IdentifierGenerationException("Could not fetch values from sequence '" + sequenceName
                + "': Spanner aborted the refill transaction " + maxAttempts + " times in a row. "
                + "The database is under heavy contention; retry the operation, or raise '"
                + SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS + "'.", last);
    }

    private long[] fetchOnce(int count) throws SQLException {
        RefillConnections source = connections;
        if (source == null) {
            throw new IllegalStateException("connectTo was not called");
        }
        Connection connection = source.obtain();
        boolean autoCommit = connection.getAutoCommit();
        try {
            if (connection.isWrapperFor(CloudSpannerJdbcConnection.class)) {
                // Sequence reads cannot be replayed; retries are ours, with fresh values.
                connection.unwrap(CloudSpannerJdbcConnection.class).setRetryAbortsInternally(false);
            }
            connection.setAutoCommit(false);
            try {
                return read(connection, count);
            } finally {
                rollbackQuietly(connection);
            }
        } finally {
            try {
                connection.setAutoCommit(autoCommit);
            } finally {
                source.release(connection);
            }
        }
    }

    private long[] read(Connection connection, int count) throws SQLException {
        long[] values = new long[count];
        int read = 0;
        try (PreparedStatement statement = connection.prepareStatement(fetchSql)) {
            if (dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
                statement.setLong(1, count);
            } else {
                Long[] placeholders = new Long[count];
                Arrays.fill(placeholders, 0L);
                Array array = connection.createArrayOf("INT64", placeholders);
                statement.setArray(1, array);
            }
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next() && read < count) {
                    values[read++] = rows.getLong(1);
                }
            }
        }
        if (read != count) {
            throw new IdentifierGenerationException("Sequence '" + sequenceName + "' returned " + read
                    + " values where " + count + " were requested");
        }
        return inCounterOrder(values);
    }

    /**
     * The query returns its values in no particular order; handing them out in counter order makes
     * the ids of one session factory follow the sequence (the first id is the reversed start counter).
     */
    static long[] inCounterOrder(long[] values) {
        long[] counters = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            counters[i] = BitReversal.counterOf(values[i]);
        }
        Arrays.sort(counters);
        for (int i = 0; i < counters.length; i++) {
            counters[i] = BitReversal.reverse(counters[i]);
        }
        return counters;
    }

    private static void rollbackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // The values were read; a failed rollback of a read-only use changes nothing.
        }
    }

    private static void pause(int attempt) {
        long ceiling = Math.min(MAX_BACKOFF_MILLIS, FIRST_BACKOFF_MILLIS << (attempt - 1));
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(ceiling / 2, ceiling + 1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdentifierGenerationException("Interrupted while retrying a sequence refill", e);
        }
    }
}
