package dev.spannerkeys.hibernate.internal.id;

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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import org.hibernate.id.IdentifierGenerationException;

/**
 * Fetches a batch of sequence values in one round trip, in a read-write transaction of its own that
 * is rolled back after reading (the values are consumed either way, and a refill writes nothing).
 *
 * <p>Spanner may abort any read-write transaction, and a server may be briefly unreachable; a refill
 * that failed with {@code ABORTED}, {@code UNAVAILABLE} or {@code DEADLINE_EXCEEDED} (or the emulator's
 * sequence race, {@link #EMULATOR_SCHEMA_RACE}, below) is tried again
 * after a short, growing, jittered pause, up to a bounded number of attempts, and all of it within the
 * refill timeout ({@link SpannerKeysSettings#SEQUENCE_REFILL_TIMEOUT}). The timeout is enforced by
 * interrupting the refilling thread ({@link ThreadDeadline}): it covers opening the connection too,
 * which no timeout of the driver does, and which against a server that accepts connections but does
 * not answer was measured to wait for minutes.
 *
 * <p><b>The emulator's PostgreSQL dialect</b> evaluates {@code nextval} against the schema of whichever
 * PostgreSQL statement it analysed last, in any of its databases (one catalog for the whole process, measured on
 * 1.5.28 and read in its source up to 1.5.51): while a statement of another session is analysed, a refill fails
 * with {@code INTERNAL: Sequence function needs access to the schema in the Emulator} (up to 1.5.30, whose
 * change-stream check analyses every query without a schema) or, when that statement is another database's,
 * with {@code NOT_FOUND: Sequence not found}. Both are tried again at once, up to
 * {@value #EMULATOR_RACE_RETRIES} times beside the attempts above (within the timeout), logged once per sequence at
 * {@code WARNING} and then at {@code DEBUG}; a sequence still not found after them is missing, and the
 * {@code INTERNAL} error is then counted among the attempts, like one from a connection not known to be the
 * emulator's.
 *
 * <p>Needs no session: it runs on the connections of one database ({@link #from}), on any thread, also in
 * the background.
 */
final class SequenceRefill {

    /** The gRPC code Spanner's JDBC driver reports as the vendor code of an aborted transaction. */
    static final int ABORTED = 10;
    /** The gRPC code of a server that cannot be reached (or a channel that broke). */
    static final int UNAVAILABLE = 14;
    /** The gRPC code of a call that ran out of its own time. */
    static final int DEADLINE_EXCEEDED = 4;
    /** The gRPC code of an error inside the server. */
    static final int INTERNAL = 13;
    /** The gRPC code of something that does not exist. */
    static final int NOT_FOUND = 5;
    /**
     * What the emulator says when a sequence function finds no schema to read (see the class comment); transient
     * wherever it comes from (measured on 1.5.28: 26 of 553 refill-shaped fetches beside one writer thread).
     */
    static final String EMULATOR_SCHEMA_RACE = "Sequence function needs access to the schema";
    /** How often a refill hit by the emulator's defect is tried again, beside the attempts. */
    static final int EMULATOR_RACE_RETRIES = 20;

    private static final long FIRST_BACKOFF_MILLIS = 5;
    private static final long MAX_BACKOFF_MILLIS = 500;
    private static final long MAX_RACE_PAUSE_MILLIS = 5;

    private final String sequenceName;
    private final String fetchSql;
    private final SqlDialect dialect;
    private final int maxAttempts;
    private final Duration timeout;
    private final BiFunction<PoolDatabase, String, String> missingSequenceAdvice;
    /** Whether the emulator's defect was logged at WARNING for this sequence already. */
    private final AtomicBoolean raceReported = new AtomicBoolean();

    /**
     * @param timeout how long one {@link #fetch} may take, all attempts included
     * @param missingSequenceAdvice the message for a sequence the database does not have, given the
     *        database and the database's own message: what to recreate and how
     */
    SequenceRefill(String sequenceName, String fetchSql, SqlDialect dialect, int maxAttempts, Duration timeout,
            BiFunction<PoolDatabase, String, String> missingSequenceAdvice) {
        this.sequenceName = sequenceName;
        this.fetchSql = fetchSql;
        this.dialect = dialect;
        this.maxAttempts = maxAttempts;
        this.timeout = timeout;
        this.missingSequenceAdvice = missingSequenceAdvice;
    }

    /** How long one refill may take. */
    Duration timeout() {
        return timeout;
    }

    /** The pool's source of values: refills of this sequence in {@code database}, on {@code connections}. */
    SequencePool.BatchSource from(RefillConnections connections, PoolDatabase database) {
        return count -> fetch(connections, database, count);
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
    long[] fetch(RefillConnections connections, PoolDatabase database, int count) {
        ThreadDeadline deadline = ThreadDeadline.start(timeout);
        try {
            return fetchWithin(connections, database, count, deadline);
        } finally {
            deadline.stop();
        }
    }

    private long[] fetchWithin(RefillConnections connections, PoolDatabase database, int count,
            ThreadDeadline deadline) {
        SQLException last = null;
        int raceRetries = 0;
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            Progress progress = new Progress();
            try {
                return fetchOnce(connections, count, deadline, progress);
            } catch (SQLException | RuntimeException e) {
                if (deadline.timedOut()) {
                    throw timedOut(database, count, attempt, progress.step, e, deadline);
                }
                if (e instanceof RuntimeException unexpected) {
                    throw unexpected;
                }
                SQLException failure = (SQLException) e;
                boolean race = connections.onEmulator() && dialect == SqlDialect.POSTGRESQL && isEmulatorRace(failure);
                if (race && raceRetries < EMULATOR_RACE_RETRIES) {
                    raceRetries++;
                    reportRace(database, failure, raceRetries);
                    pause(MAX_RACE_PAUSE_MILLIS, attempt, deadline, database, count);
                    attempt--;                        // the emulator's defect, not a failed attempt
                    continue;
                }
                if (isSequenceMissing(failure)) {
                    throw new IdentifierGenerationException(missingSequenceAdvice.apply(database, failure.getMessage()),
                            failure);
                }
                if (!isTransient(failure)) {
                    throw new IdentifierGenerationException("Could not fetch " + count + " values from sequence '"
                            + sequenceName + "'" + database.describe() + ": " + failure.getMessage(), failure);
                }
                last = failure;
                if (attempt < maxAttempts) {
                    pause(Math.min(MAX_BACKOFF_MILLIS, FIRST_BACKOFF_MILLIS << Math.min(20, attempt - 1)), attempt,
                            deadline, database, count);
                }
            }
        }
        throw new IdentifierGenerationException("Could not fetch values from sequence '" + sequenceName + "'"
                + database.describe() + ": the refill failed " + maxAttempts + " times in a row with a transient error ("
                + codeName(last.getErrorCode()) + "), the last time: " + last.getMessage()
                + ". The database is under heavy contention or hard to reach; retry the operation, or raise '"
                + SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS + "' (" + maxAttempts + ").", last);
    }

    /**
     * Whether a refill failed the way the emulator's PostgreSQL dialect fails a sequence function while it analyses
     * another statement (see the class comment): only asked on an emulator in that dialect.
     */
    static boolean isEmulatorRace(SQLException failure) {
        String message = failure.getMessage();
        return failure.getErrorCode() == INTERNAL && message != null && message.contains(EMULATOR_SCHEMA_RACE)
                || failure.getErrorCode() == NOT_FOUND && isSequenceMissing(failure);
    }

    private void reportRace(PoolDatabase database, SQLException failure, int retry) {
        boolean first = raceReported.compareAndSet(false, true);
        SequencePoolService.LOG.log(first ? System.Logger.Level.WARNING : System.Logger.Level.DEBUG, () ->
                "A refill of sequence '" + sequenceName + "'" + database.describe() + " failed with '" + firstLine(failure)
                + "', tried again (" + retry + " of " + EMULATOR_RACE_RETRIES + "): the Spanner emulator's PostgreSQL"
                + " dialect evaluates sequence functions against the schema of the statement it analysed last, which"
                + " was another session's. A defect of the emulator only (up to at least 1.5.51), where a statement of"
                + " another database at the same moment can also hand out that database's values of a sequence of"
                + " the same name: see docs/keys/bit-reversed-sequence.md, 'On the emulator'."
                + (first ? " Further occurrences for this sequence are logged at DEBUG." : ""));
    }

    private IdentifierGenerationException timedOut(PoolDatabase database, int count, int attempt, Step step,
            Exception cause, ThreadDeadline deadline) {
        IdentifierGenerationException failure = new IdentifierGenerationException("Could not fetch " + count
                + " values from sequence '" + sequenceName + "'" + database.describe() + " within "
                + SettingValues.describe(timeout) + " ('" + SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT
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
     * ({@link #EMULATOR_SCHEMA_RACE}).
     */
    static boolean isTransient(SQLException failure) {
        int code = failure.getErrorCode();
        return code == ABORTED || code == UNAVAILABLE || code == DEADLINE_EXCEEDED
                || code == INTERNAL && failure.getMessage() != null
                        && failure.getMessage().contains(EMULATOR_SCHEMA_RACE);
    }

    /**
     * One attempt on a connection of the refill's own. A connection whose attempt failed is not kept;
     * when the deadline ended the attempt, the database is not answering, and rolling back or closing
     * would wait for it (the driver's close rolls back first, without a bound): the connection is then
     * closed in the background, so that the caller gets its timeout on time.
     */
    private long[] fetchOnce(RefillConnections source, int count, ThreadDeadline deadline, Progress progress)
            throws SQLException {
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

    /** Waits before the next attempt, a jittered time up to {@code ceiling}; the deadline ends the wait too. */
    private void pause(long ceiling, int attempt, ThreadDeadline deadline, PoolDatabase database, int count) {
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(ceiling / 2, ceiling + 1));
        } catch (InterruptedException e) {
            if (deadline.timedOut()) {
                throw timedOut(database, count, attempt, Step.PAUSING, e, deadline);
            }
            Thread.currentThread().interrupt();
            throw new IdentifierGenerationException("Interrupted while retrying a refill of sequence '" + sequenceName
                    + "'" + database.describe(), e);
        }
    }
}
