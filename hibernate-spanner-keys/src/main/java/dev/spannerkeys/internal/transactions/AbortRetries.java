package dev.spannerkeys.internal.transactions;

import com.google.cloud.spanner.SpannerException;
import dev.spannerkeys.hibernate.errors.SpannerErrors;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.transactions.EntityManagerWork;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.EntityTransaction;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Runs a unit of work in a new transaction of its own and runs it again, in a new transaction, while Spanner
 * aborts it ({@link SpannerErrors#abortedTransaction}): at most {@link TransactionSettings#retryAttempts()}
 * times, pausing between attempts for the delay Spanner asked for, or else for a growing, jittered pause (10 ms
 * doubling to 1 s), and counting each abort ({@link SpannerKeysMetrics#transactionAborted}).
 *
 * <p>Any other failure, and the last attempt's abort, is thrown as it is, with the aborts of the earlier
 * attempts as suppressed exceptions. The work's transaction is committed by this class; a failure rolls it
 * back.
 */
public final class AbortRetries {

    private static final System.Logger LOG = System.getLogger(AbortRetries.class.getName());
    private static final long FIRST_PAUSE_MILLIS = 10;
    private static final long LONGEST_PAUSE_MILLIS = 1_000;

    private AbortRetries() {
    }

    /**
     * Runs {@code work} as described above.
     *
     * @param properties the properties of each entity manager (empty for none)
     */
    public static <T, E extends Throwable> T run(EntityManagerFactory factory, Map<String, ?> properties,
            EntityManagerWork<T, E> work) throws E {
        Map<String, Object> settings = factory.getProperties();
        int attempts = TransactionSettings.of(settings).retryAttempts();
        SpannerKeysMetrics metrics = null;
        Throwable[] aborts = new Throwable[attempts - 1];
        for (int attempt = 1; ; attempt++) {
            try {
                return inTransaction(factory, properties, work);
            } catch (Throwable failure) {
                if (!SpannerErrors.abortedTransaction(failure)) {
                    addAborts(failure, aborts, attempt - 1);
                    throw failure;
                }
                if (metrics == null) {
                    metrics = SpannerKeysMetrics.from(settings);
                }
                if (attempt >= attempts) {
                    metrics.transactionAborted("gave-up");
                    addAborts(failure, aborts, attempt - 1);
                    throw failure;
                }
                metrics.transactionAborted("retried");
                aborts[attempt - 1] = failure;
                long pause = pauseMillis(attempt, failure);
                int failed = attempt;
                LOG.log(System.Logger.Level.DEBUG, () -> "Spanner aborted attempt " + failed + " of " + attempts
                        + " of a unit of work; running it again in " + pause + " ms: " + failure);
                if (!sleep(pause)) {
                    addAborts(failure, aborts, attempt - 1);
                    throw failure; // interrupted: the thread is asked to stop, and the abort says why nothing was done
                }
            }
        }
    }

    private static <T, E extends Throwable> T inTransaction(EntityManagerFactory factory, Map<String, ?> properties,
            EntityManagerWork<T, E> work) throws E {
        EntityManager entityManager = properties.isEmpty() ? factory.createEntityManager()
                : factory.createEntityManager(properties);
        try {
            EntityTransaction transaction = entityManager.getTransaction();
            transaction.begin();
            try {
                T result = work.run(entityManager);
                transaction.commit();
                return result;
            } catch (Throwable failure) {
                rollBack(transaction, failure);
                throw failure;
            }
        } finally {
            entityManager.close();
        }
    }

    /** Rolls back what is still active; a failure to do so is added to {@code failure}, which stays the one thrown. */
    static void rollBack(EntityTransaction transaction, Throwable failure) {
        try {
            if (transaction.isActive()) {
                transaction.rollback();
            }
        } catch (RuntimeException rollbackFailure) {
            failure.addSuppressed(rollbackFailure);
        }
    }

    private static void addAborts(Throwable failure, Throwable[] aborts, int count) {
        for (int i = 0; i < count; i++) {
            if (aborts[i] != failure) {
                failure.addSuppressed(aborts[i]);
            }
        }
    }

    /** The delay Spanner asked for, else 10 ms doubling per attempt up to 1 s, jittered down to half. */
    static long pauseMillis(int attempt, Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SpannerException spanner && spanner.getRetryDelayInMillis() > 0) {
                return Math.min(spanner.getRetryDelayInMillis(), 10 * LONGEST_PAUSE_MILLIS);
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        long ceiling = Math.min(LONGEST_PAUSE_MILLIS, FIRST_PAUSE_MILLIS << Math.min(attempt - 1, 20));
        return ThreadLocalRandom.current().nextLong(ceiling / 2, ceiling + 1);
    }

    private static boolean sleep(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
