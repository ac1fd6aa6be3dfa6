package dev.spannerkeys.hibernate.errors;

import com.google.cloud.spanner.ErrorCode;
import java.util.Optional;
import org.hibernate.HibernateException;

/**
 * The commit of a transaction failed in a way that leaves its outcome unknown: Spanner may have
 * applied all of the transaction's writes, or none of them (a commit is atomic, never partly
 * applied). Raised when the commit request fails with {@code UNAVAILABLE}, {@code DEADLINE_EXCEEDED},
 * {@code UNKNOWN}, {@code INTERNAL}, {@code CANCELLED} or any other code that does not guarantee a
 * rejection (see {@link SpannerErrors#guaranteesNothingCommitted}), and when the commit did not finish
 * within its bound ({@value dev.spannerkeys.hibernate.config.SpannerKeysSettings#COMMIT_TIMEOUT}, or
 * the transaction's timeout when that is shorter), in every write mode.
 *
 * <p>What to do: do not assume either outcome. Read back something the transaction wrote (a row by its
 * key) to learn whether it committed before retrying it, or make the retry safe to repeat (a key the
 * application chose, so that a repeated insert fails with a duplicate key instead of writing twice; an
 * update that sets values rather than increments them). See {@code docs/reliability.md}.
 *
 * <p>A Hibernate {@code Session}'s {@code Transaction.commit()} throws it directly; a JPA
 * {@code EntityTransaction.commit()} throws a {@code jakarta.persistence.RollbackException} with this
 * exception as its cause, as it does for every failed commit ({@link #in(Throwable)} finds it). It is a
 * {@link jakarta.persistence.PersistenceException}.
 */
public class CommitOutcomeUnknownException extends HibernateException {

    private static final long serialVersionUID = 1L;

    private final ErrorCode errorCode;
    private final boolean timedOut;

    /**
     * @param message what was committed, how it failed and what to do
     * @param cause the driver's exception, or whatever ended the commit
     * @param errorCode Spanner's error code for the failure
     * @param timedOut whether the commit was ended because it exceeded its bound
     */
    public CommitOutcomeUnknownException(String message, Throwable cause, ErrorCode errorCode, boolean timedOut) {
        super(message, cause);
        this.errorCode = errorCode;
        this.timedOut = timedOut;
    }

    /** Spanner's error code for the failure ({@code CANCELLED} when the bound ended the commit). */
    public ErrorCode getErrorCode() {
        return errorCode;
    }

    /** Whether the commit was ended because it did not finish within its bound. */
    public boolean isTimedOut() {
        return timedOut;
    }

    /**
     * The {@code CommitOutcomeUnknownException} that {@code failure} is or was caused by (a JPA
     * {@code RollbackException}, Spring's translation of it), or empty.
     */
    public static Optional<CommitOutcomeUnknownException> in(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof CommitOutcomeUnknownException unknown) {
                return Optional.of(unknown);
            }
        }
        return Optional.empty();
    }
}
