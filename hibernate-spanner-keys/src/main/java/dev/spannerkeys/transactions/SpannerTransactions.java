package dev.spannerkeys.transactions;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.errors.SpannerErrors;
import dev.spannerkeys.internal.transactions.AbortRetries;
import dev.spannerkeys.internal.transactions.TransactionRequests;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import dev.spannerkeys.internal.transactions.TransactionRequests.Request;
import jakarta.persistence.EntityManagerFactory;
import java.util.Map;
import java.util.Objects;

/**
 * Read-write transactions as Spanner runs them: retried when Spanner aborts them, and tagged and prioritized.
 *
 * <p><b>Aborted transactions.</b> Spanner may abort a read-write transaction at any time (a lock conflict with
 * another transaction, a leader change); nothing it wrote is committed, and the application is expected to run
 * it again, from its first read. The Spanner JDBC driver retries an aborted transaction internally by replaying
 * its statements, and gives up with an {@code ABORTED} error when a replayed read returns something else. The
 * library reports both as Hibernate's {@code LockAcquisitionException} (JPA: inside a {@code PersistenceException};
 * Spring: {@code CannotAcquireLockException}, a {@code ConcurrencyFailureException}). {@link #runWithRetry} runs a
 * unit of work in a transaction of its own and runs it again while it is aborted:
 * <pre>{@code
 * SpannerTransactions.runWithRetry(entityManagerFactory, entityManager -> {
 *     Account account = entityManager.find(Account.class, id);
 *     account.setBalance(account.getBalance() + 20);
 *     return null;
 * });
 * }</pre>
 * With Spring, the same is {@code @Retryable(includes = ConcurrencyFailureException.class)} on the
 * {@code @Transactional} method (see {@code docs/transactions.md}).
 *
 * <p><b>Tags and priority.</b> A transaction tag names the code behind a transaction in Spanner's lock and
 * transaction statistics; a request priority lets batch work yield to interactive work. Per persistence unit:
 * {@value SpannerKeysSettings#TRANSACTION_TAG} and {@value SpannerKeysSettings#TRANSACTION_PRIORITY}; per entity
 * manager: the same names as entity manager properties; per unit of work: {@link #withTag}.
 */
public final class SpannerTransactions {

    private SpannerTransactions() {
    }

    /**
     * Runs {@code work} in a new entity manager and transaction, commits, and returns what {@code work} returns;
     * while Spanner aborts the transaction, rolls back and runs {@code work} again in a new entity manager and
     * transaction. At most {@value SpannerKeysSettings#TRANSACTION_RETRY_ATTEMPTS} attempts (default 10), with a
     * pause between them: the delay Spanner asks for, else 10 ms doubling up to 1 s, jittered. Each abort is
     * counted in the metric {@code spanner.keys.transaction.aborts} (outcome {@code retried} or {@code gave-up}).
     *
     * <p>Run only work that may run more than once: an attempt's database writes are undone by the abort, but
     * what it did elsewhere (a message sent, a field of an object from outside) is not. A commit whose outcome is
     * unknown ({@code CommitOutcomeUnknownException}) is never retried: it may have been applied.
     *
     * @throws E what {@code work} throws; the last abort when every attempt was aborted (the earlier ones
     *         suppressed in it); any other failure at once
     */
    public static <T, E extends Throwable> T runWithRetry(EntityManagerFactory entityManagerFactory,
            EntityManagerWork<T, E> work) throws E {
        return runWithRetry(entityManagerFactory, Map.of(), work);
    }

    /**
     * Runs {@code work} like {@link #runWithRetry(EntityManagerFactory, EntityManagerWork)}, with
     * {@code entityManagerProperties} given to each entity manager, e.g. the transaction tag:
     * {@code Map.of(SpannerKeysSettings.TRANSACTION_TAG, "checkout")}.
     *
     * @throws E as {@link #runWithRetry(EntityManagerFactory, EntityManagerWork)}
     */
    public static <T, E extends Throwable> T runWithRetry(EntityManagerFactory entityManagerFactory,
            Map<String, ?> entityManagerProperties, EntityManagerWork<T, E> work) throws E {
        Objects.requireNonNull(entityManagerFactory, "entityManagerFactory");
        Objects.requireNonNull(entityManagerProperties, "entityManagerProperties");
        Objects.requireNonNull(work, "work");
        return AbortRetries.run(entityManagerFactory, entityManagerProperties, work);
    }

    /**
     * Whether {@code failure} means that Spanner aborted the transaction, so that nothing it wrote is committed
     * and running the whole transaction again may succeed (see {@link SpannerErrors#abortedTransaction}). For
     * retry logic of one's own.
     */
    public static boolean isAborted(Throwable failure) {
        return SpannerErrors.abortedTransaction(failure);
    }

    /**
     * Runs {@code work} on this thread with the read-write transactions that begin inside it tagged {@code tag},
     * and returns what it returns. A transaction that was running already keeps its tag.
     *
     * @param tag printable ASCII, at most 50 characters
     * @throws IllegalArgumentException if Spanner would cut or refuse {@code tag}
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T withTag(String tag, SpannerWork<T, E> work) throws E {
        return withOptions(tag, null, work);
    }

    /**
     * Runs {@code work} like {@link #withTag(String, SpannerWork)}, with its transactions' statements and commits
     * sent at {@code priority} as well.
     *
     * @throws IllegalArgumentException if Spanner would cut or refuse {@code tag}
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T withTag(String tag, RequestPriority priority, SpannerWork<T, E> work)
            throws E {
        Objects.requireNonNull(priority, "priority");
        return withOptions(tag, priority, work);
    }

    /**
     * Runs {@code work} on this thread with the statements and commits of the transactions that begin inside it
     * sent at {@code priority}, and returns what it returns.
     *
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T withPriority(RequestPriority priority, SpannerWork<T, E> work) throws E {
        Objects.requireNonNull(priority, "priority");
        return withOptions(null, priority, work);
    }

    private static <T, E extends Throwable> T withOptions(String tag, RequestPriority priority, SpannerWork<T, E> work)
            throws E {
        if (tag != null) {
            String problem = TransactionSettings.tagProblem(tag);
            if (problem != null) {
                throw new IllegalArgumentException("Transaction tag '" + tag + "': " + problem);
            }
        }
        return TransactionRequests.with(new Request("SpannerTransactions.withTag", false, null, tag, priority), work);
    }
}
