package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.id.IdentifierGenerationException;

/**
 * Fetches a batch of sequence values in one round trip, in a read-write transaction of its own that
 * is rolled back after reading (the values are consumed either way, and a refill writes nothing).
 *
 * <p>Spanner may abort any read-write transaction, and a server may be briefly unreachable; a refill
 * that failed with {@code ABORTED}, {@code UNAVAILABLE} or {@code DEADLINE_EXCEEDED} (or the emulator's
 * sequence race, {@link #EMULATOR_SEQUENCE_SCHEMA_RACE}) is tried again
 * after a short, growing, jittered pause, up to a bounded number of attempts, and all of it within the
 * refill timeout ({@link SpannerKeysSettings#SEQUENCE_REFILL_TIMEOUT}). The timeout is enforced by
 * interrupting the refilling thread ({@link ThreadDeadline}): it covers opening the connection too,
 * which no timeout of the driver does, and which against a server that accepts connections but does
 * not answer was measured to wait for minutes.
 *
 * <p>Needs no session: {@link #connectTo} chooses its connections once from the session factory, and
 * from then on it runs on any thread, also in the background.
 */
final class SequenceRefill implements SequencePool.BatchSource {

    /** The gRPC code Spanner's JDBC driver reports as the vendor code of an aborted transaction. */
    static final int ABORTED = 10;
    /** The gRPC code of a server that cannot be reached (or a channel that broke). */
    static final int UNAVAILABLE = 14;
    /** The gRPC code of a call that ran out of its own time. */
    static final int DEADLINE_EXCEEDED = 4;
    /** The gRPC code of an internal error. */
    static final int INTERNAL = 13;
    /**
     * The emulator's {@code INTERNAL} error for {@code nextval} on a PostgreSQL-dialect database while another
     * transaction runs (emulator 1.5.28, measured: 26 of 553 refill-shaped fetches beside one writer thread, each
     * followed by a successful one): a race of the emulator's, not a fault of the statement, so tried again.
     */
    static final String EMULATOR_SEQUENCE_SCHEMA_RACE = "Sequence function needs access to the schema in the Emulator";

    private static final long FIRST_BACKOFF_MILLIS = 5;
    private static final long MAX_BACKOFF_MILLIS = 500;

    private final String sequenceName;
    private final String fetchSql;
    private final SqlDialect dialect;
    private final int maxAttempts;
    private final RefillClientMode mode;
    private final Duration timeout;
    private final Function<String, String> missingSequenceAdvice;
    private volatile RefillConnections connections;

    /**
     * @param timeout how long one {@link #fetch} may take, all attempts included
     * @param missingSequenceAdvice the message for a sequence the database does not have, given the
     *        database's own message: what to recreate and how
     */
    SequenceRefill(String sequenceName, String fetchSql, SqlDialect dialect, int maxAttempts,
            RefillClientMode mode, Duration timeout, Function<String, String> missingSequenceAdvice) {
        this.sequenceName = sequenceName;
        this.fetchSql = fetchSql;
        this.dialect = dialect;
        this.maxAttempts = maxAttempts;
        this.mode = mode;
        this.timeout = timeout;
        this.missingSequenceAdvice = missingSequenceAdvice;
    }

    /** How long one refill may take. */
    Duration timeout() {
        return timeout;
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
        // Opening a connection can wait for minutes on a server that does not answer: bounded like a refill.
        ThreadDeadline deadline = ThreadDeadline.start(timeout);
        try {
            Connection probe = access.obtainConnection();
            try {
                connections = mode.resolve(probe) == RefillClientMode.DEDICATED
                        ? DedicatedClientConnections.beside(probe)
                        : new SharedClientConnections(access);
            } finally {
                access.releaseConnection(probe);
            }
        } catch (SQLException | RuntimeException e) {
            if (deadline.timedOut()) {
                throw new IdentifierGenerationException("Could not open a connection to refill sequence '"
                        + sequenceName + "' within " + SettingValues.describe(timeout) + " ('"
                        + SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT + "'): the database did not answer in time. Check"
                        + " that Spanner (or the emulator) is reachable and responding at the JDBC URL.", e);
            }
            if (e instanceof RuntimeException unexpected) {
                throw unexpected;
            }
            throw new IdentifierGenerationException("Could not open a connection to refill sequence '" + sequenceName
                    + "': " + e.getMessage(), e);
        } finally {
            deadline.stop();
        }
    }

    /**
     * Fetches {@code count} values within {@link #timeout}: the attempts, their connections and the pauses
     * between them all run under one {@link ThreadDeadline}, which interrupts this thread when the time is
     * up (the Spanner client then gives up at once with {@code CANCELLED}) and clears that interrupt
     * before this method returns.
     *
     * @throws IdentifierGenerationException naming the sequence: when the time is up, when the sequence
     *     does not exist (with how to recreate it), when transient errors outlast the attempts, or for any
     *     other error at once
     */
    @Override
    public long[] fetch(int count) {
        ThreadDeadline deadline = ThreadDeadline.start(timeout);
        try {
            return fetchWithin(count, deadline);
        } finally {
            deadline.stop();
        }
    }

    private long[] fetchWithin(int count, ThreadDeadline deadline) {
        SQLException last = null;
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            Progress progress = new Progress();
            try {
                return fetchOnce(count, deadline, progress);
            } catch (SQLException | RuntimeException e) {
                if (deadline.timedOut()) {
                    throw timedOut(count, attempt, progress.step, e, deadline);
                }
                if (e instanceof RuntimeException unexpected) {
                    throw unexpected;
                }
                SQLException failure = (SQLException) e;
                if (isSequenceMissing(failure)) {
                    throw new IdentifierGenerationException(missingSequenceAdvice.apply(failure.getMessage()), failure);
                }
                if (!isTransient(failure)) {
                    throw new IdentifierGenerationException("Could not fetch " + count + " values from sequence '"
                            + sequenceName + "': " + failure.getMessage(), failure);
                }
                last = failure;
                if (attempt < maxAttempts) {
                    pause(attempt, deadline, count);
                }
            }
        }
        throw new IdentifierGenerationException("Could not fetch values from sequence '" + sequenceName
                + "': the refill failed " + maxAttempts + " times in a row with a transient error ("
                + codeName(last.getErrorCode()) + "), the last time: " + last.getMessage()
                + ". The database is under heavy contention or hard to reach; retry the operation, or raise '"
                + SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS + "' (" + maxAttempts + ").", last);
    }

    private IdentifierGenerationException timedOut(int count, int attempt, Step step, Exception cause,
            ThreadDeadline deadline) {
        IdentifierGenerationException failure = new IdentifierGenerationException("Could not fetch " + count + " values from sequence '" + sequenceName
                + "' within " + SettingValues.describe(timeout) + " ('" + SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT
                + "'; attempt " + attempt + " of " + maxAttempts + " was still " + step.waitingFor + ", and ended with: "
                + firstLine(cause) + "): the database did not answer in time. Check that Spanner (or the emulator) is"
                + " reachable and responding at the JDBC URL, and that no long transaction holds the emulator; raise"
                + " the setting only if refills are merely slow.", cause);
        Exception where = deadline.whereItWaited();
        if (where != null) {
            failure.addSuppressed(where);
        }
        return failure;
    }

    private static String firstLine(Throwable failure) {
        String message = String.valueOf(failure.getMessage());
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }

    /** The steps of one attempt, named by what a timed-out attempt was waiting for. */
    enum Step {
        CONNECTING("opening a connection"),
        QUERYING("waiting for the sequence query"),
        ROLLING_BACK("rolling back its read"),
        PAUSING("pausing after a transient failure");

        final String waitingFor;

        Step(String waitingFor) {
            this.waitingFor = waitingFor;
        }
    }

    /** Where an attempt is: read when it timed out, to say what it waited for. */
    private static final class Progress {
        Step step = Step.CONNECTING;
    }

    private static String codeName(int code) {
        return switch (code) {
            case ABORTED -> "ABORTED";
            case UNAVAILABLE -> "UNAVAILABLE";
            case DEADLINE_EXCEEDED -> "DEADLINE_EXCEEDED";
            case INTERNAL -> "INTERNAL";
            default -> "code " + code;
        };
    }

    /** Whether a refill failed because the sequence is not in the database: measured wording, both dialects. */
    static boolean isSequenceMissing(SQLException failure) {
        String message = failure.getMessage();
        return message != null && message.toLowerCase(Locale.ROOT).contains("sequence not found");
    }

    /**
     * Whether a refill that failed this way may succeed when tried again: Spanner aborted the
     * transaction, or could not be reached or answer in time, or the emulator lost its race
     * ({@link #EMULATOR_SEQUENCE_SCHEMA_RACE}).
     */
    static boolean isTransient(SQLException failure) {
        int code = failure.getErrorCode();
        return code == ABORTED || code == UNAVAILABLE || code == DEADLINE_EXCEEDED
                || code == INTERNAL && failure.getMessage() != null
                        && failure.getMessage().contains(EMULATOR_SEQUENCE_SCHEMA_RACE);
    }

    /**
     * One attempt on a connection of the refill's own. A connection whose attempt failed is not kept;
     * when the deadline ended the attempt, the database is not answering, and rolling back or closing
     * would wait for it (the driver's close rolls back first, without a bound): the connection is then
     * closed in the background, so that the caller gets its timeout on time.
     */
    private long[] fetchOnce(int count, ThreadDeadline deadline, Progress progress) throws SQLException {
        RefillConnections source = connections;
        if (source == null) {
            throw new IllegalStateException("connectTo was not called");
        }
        Connection connection = source.obtain();
        progress.step = Step.QUERYING;
        Boolean autoCommit = null;
        boolean reusable = false;
        try {
            autoCommit = connection.getAutoCommit();
            if (connection.isWrapperFor(CloudSpannerJdbcConnection.class)) {
                // Sequence reads cannot be replayed; retries are ours, with fresh values.
                connection.unwrap(CloudSpannerJdbcConnection.class).setRetryAbortsInternally(false);
            }
            connection.setAutoCommit(false);
            long[] values;
            try {
                values = read(connection, count);
            } catch (SQLException | RuntimeException e) {
                if (!deadline.timedOut()) {
                    rollbackQuietly(connection);
                }
                throw e;
            }
            progress.step = Step.ROLLING_BACK;
            rollbackQuietly(connection);
            connection.setAutoCommit(autoCommit);
            reusable = !deadline.timedOut();
            return values;
        } finally {
            if (reusable) {
                source.release(connection);
            } else if (deadline.timedOut()) {
                source.discardInBackground(connection);
            } else {
                restoreQuietly(connection, autoCommit);
                source.discard(connection);
            }
        }
    }

    private static void restoreQuietly(Connection connection, Boolean autoCommit) {
        if (autoCommit != null) {
            try {
                connection.setAutoCommit(autoCommit);
            } catch (SQLException | RuntimeException ignored) {
                // The connection is given up anyway; the refill's failure is what the caller sees.
            }
        }
    }

    /** Closes the connections kept for later refills; the session factory is closing. */
    void closeConnections() {
        RefillConnections open = connections;
        if (open != null) {
            open.close();
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

    /** Waits before the next attempt, a short, growing, jittered time; the deadline ends the wait too. */
    private void pause(int attempt, ThreadDeadline deadline, int count) {
        long ceiling = Math.min(MAX_BACKOFF_MILLIS, FIRST_BACKOFF_MILLIS << Math.min(20, attempt - 1));
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(ceiling / 2, ceiling + 1));
        } catch (InterruptedException e) {
            if (deadline.timedOut()) {
                throw timedOut(count, attempt, Step.PAUSING, e, deadline);
            }
            Thread.currentThread().interrupt();
            throw new IdentifierGenerationException("Interrupted while retrying a refill of sequence '" + sequenceName
                    + "'", e);
        }
    }
}
