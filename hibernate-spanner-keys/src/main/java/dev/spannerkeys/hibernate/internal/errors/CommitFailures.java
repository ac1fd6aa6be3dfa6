package dev.spannerkeys.hibernate.internal.errors;

import dev.spannerkeys.hibernate.errors.CommitOutcomeUnknownException;
import dev.spannerkeys.hibernate.errors.SpannerDatabaseNotFoundException;
import dev.spannerkeys.hibernate.errors.SpannerErrors;
import com.google.cloud.spanner.ErrorCode;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.sql.SQLException;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.hibernate.JDBCException;
import org.hibernate.TransactionException;
import org.hibernate.engine.jdbc.spi.SqlExceptionHelper;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.ConstraintViolationException.ConstraintKind;

/**
 * Translates a failed commit request into an exception that says what happened to the transaction's
 * writes, in every write mode. Hibernate reports every failed JDBC commit as a bare
 * {@link TransactionException} ("Unable to commit against JDBC Connection"), which does not tell an
 * application whether to retry, check or give up. By Spanner's error code
 * ({@link SpannerErrors#guaranteesNothingCommitted}):
 * <ul>
 *   <li>the outcome is unknown ({@code UNAVAILABLE}, {@code DEADLINE_EXCEEDED}, {@code UNKNOWN},
 *       {@code INTERNAL}, {@code CANCELLED}, ..., or the commit exceeded its bound):
 *       {@link CommitOutcomeUnknownException};</li>
 *   <li>Spanner rejected the transaction, nothing was written: the exception DML gives for the same
 *       error, whose message says that nothing was written:
 *       <ul>
 *         <li>{@code ALREADY_EXISTS} (a row with the key exists): {@link ConstraintViolationException}
 *             of kind {@code UNIQUE};</li>
 *         <li>{@code NOT_FOUND} for a row (an interleaved child's parent row, or an updated row, does
 *             not exist): {@link ConstraintViolationException} of kind {@code OTHER}; for the instance
 *             or the database: {@link SpannerDatabaseNotFoundException};</li>
 *         <li>anything else ({@code ABORTED}, {@code FAILED_PRECONDITION} for a foreign key or unique
 *             index, {@code OUT_OF_RANGE} for a check constraint, ...): what Hibernate's
 *             {@code SQLExceptionConverter} makes of the error.</li>
 *       </ul></li>
 * </ul>
 * A statement that failed before the commit request (in the flush Hibernate runs while committing,
 * or while buffering the mutations) wrote nothing either: the database never received a commit. Its
 * exception keeps its type, and its message says that nothing was written, also when its code would
 * leave a commit's outcome unknown ({@code UNAVAILABLE}, ...) or the commit's bound cut it short.
 * Other failures ({@code StaleObjectStateException} of an optimistic-lock check, a refused mutation
 * limit, failures that do not come from Spanner) are returned unchanged.
 */
public final class CommitFailures {

    /** Codes of failures that may pass: retrying the whole transaction may succeed. */
    private static final Set<ErrorCode> TRANSIENT = EnumSet.of(ErrorCode.ABORTED, ErrorCode.UNAVAILABLE,
            ErrorCode.DEADLINE_EXCEEDED, ErrorCode.CANCELLED, ErrorCode.INTERNAL, ErrorCode.UNKNOWN,
            ErrorCode.RESOURCE_EXHAUSTED);

    private CommitFailures() {
    }

    /**
     * The exception to throw for {@code failure}, a failed commit.
     *
     * @param attempt what the commit sent
     * @param converter the session factory's exception conversion (the dialect's and Hibernate's)
     */
    public static RuntimeException translate(RuntimeException failure, CommitAttempt attempt,
            SqlExceptionHelper converter) {
        if (!attempt.commitRequested()) {
            return beforeCommitRequest(failure, attempt, converter);
        }
        if (!(failure instanceof TransactionException) || !(failure.getCause() instanceof SQLException rejection)) {
            return failure;
        }
        Optional<ErrorCode> found = SpannerErrors.codeOf(rejection);
        if (found.isEmpty()) {
            return failure;
        }
        ErrorCode code = found.get();
        RuntimeException translated;
        if (attempt.timedOut() || !SpannerErrors.guaranteesNothingCommitted(code)) {
            translated = new CommitOutcomeUnknownException(unknownMessage(attempt, code, rejection), rejection,
                    code, attempt.timedOut());
        } else {
            translated = rejected(attempt, code, rejection, converter);
        }
        translated.addSuppressed(failure);
        return translated;
    }

    /**
     * A failure before the commit was requested: nothing was written. A statement's exception keeps its
     * type, and its message says so.
     */
    private static RuntimeException beforeCommitRequest(RuntimeException failure, CommitAttempt attempt,
            SqlExceptionHelper converter) {
        Optional<ErrorCode> code = SpannerErrors.codeOf(failure);
        if (!(failure instanceof JDBCException jdbc) || jdbc.getSQLException() == null
                || code.isEmpty() && !attempt.timedOut() || failure instanceof SpannerDatabaseNotFoundException) {
            return failure; // the last one says what happened already
        }
        boolean retryable = attempt.timedOut() || TRANSIENT.contains(code.get());
        String message = (attempt.timedOut()
                ? "Spanner did not answer within " + seconds(attempt.bound()) + " (" + SpannerKeysSettings.COMMIT_TIMEOUT
                        + ", or what was left of the transaction's timeout), before the commit was requested"
                : "A statement of the flush Hibernate runs before committing failed with " + code.get())
                + ": the commit was never requested, so nothing was written"
                + (retryable ? "; the transaction can be retried as a whole." : ".")
                + " " + failure.getMessage();
        // Hibernate logged the statement's error when the flush failed: convert without logging it again.
        RuntimeException translated = converter.getSqlExceptionConverter().convert(jdbc.getSQLException(), message,
                jdbc.getSQL());
        translated.addSuppressed(failure);
        return translated;
    }

    private static JDBCException rejected(CommitAttempt attempt, ErrorCode code, SQLException rejection,
            SqlExceptionHelper converter) {
        String message = rejectedMessage(attempt, code) + " Spanner: " + rejection.getMessage();
        if (code == ErrorCode.ALREADY_EXISTS) {
            return new ConstraintViolationException(message, rejection, ConstraintKind.UNIQUE, null);
        }
        if (code == ErrorCode.NOT_FOUND && attempt.mutationRows() > 0 && isAboutRows(rejection)) {
            return new ConstraintViolationException(message, rejection, ConstraintKind.OTHER, null);
        }
        // Missing instance or database, foreign keys, unique indexes, checks, aborts: as for DML.
        return converter.convert(rejection, message);
    }

    /** A {@code NOT_FOUND} about a row, not about the instance, database, session or transaction. */
    private static boolean isAboutRows(SQLException rejection) {
        if (SpannerErrors.missingInstanceOrDatabase(rejection).isPresent()) {
            return false;
        }
        String text = rejection.getMessage() == null ? "" : rejection.getMessage().toLowerCase(Locale.ROOT);
        return !text.contains("session not found") && !text.contains("transaction not found");
    }

    private static String rejectedMessage(CommitAttempt attempt, ErrorCode code) {
        if (attempt.mutationRows() > 0) {
            return "Spanner rejected the commit of the " + attempt.mutationRows() + " rows (" + attempt.mutations()
                    + " mutations) this transaction wrote to " + String.join(", ", attempt.mutationTables())
                    + " as mutations (" + SpannerKeysSettings.WRITE_MODE + "=" + attempt.writeMode()
                    + ": errors that DML raises at flush are raised at commit) with " + code
                    + "; nothing was written, neither the mutations nor the DML statements of the transaction.";
        }
        return "Spanner rejected the commit of this transaction with " + code
                + "; nothing was written: a rejected commit applies none of the transaction's statements.";
    }

    private static String unknownMessage(CommitAttempt attempt, ErrorCode code, SQLException rejection) {
        String what = attempt.mutationRows() > 0
                ? "this transaction's DML statements and the " + attempt.mutationRows() + " rows ("
                        + attempt.mutations() + " mutations) it wrote to " + String.join(", ", attempt.mutationTables())
                        + " as mutations"
                : "this transaction's writes";
        String how = attempt.timedOut()
                ? "Spanner did not answer the commit within " + seconds(attempt.bound()) + " ("
                        + SpannerKeysSettings.COMMIT_TIMEOUT + ", or what was left of the transaction's timeout)"
                : "The commit failed with " + code + " after " + seconds(attempt.elapsed());
        return how + ": Spanner may or may not have applied " + what + " (a commit is applied entirely or not"
                + " at all). Do not assume either outcome: read back a row the transaction wrote before retrying it,"
                + " or retry only writes that are safe to repeat (see docs/reliability.md)."
                + " Spanner: " + rejection.getMessage();
    }

    private static String seconds(Duration duration) {
        return duration == null ? "?" : String.format(Locale.ROOT, "%.1f s", duration.toMillis() / 1000.0);
    }
}
