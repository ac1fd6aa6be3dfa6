package dev.spannerkeys.transactions;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.internal.transactions.TransactionRequests;
import dev.spannerkeys.internal.transactions.TransactionRequests.Request;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.EntityTransaction;
import java.time.Duration;
import java.util.Objects;

/**
 * Reads in Spanner read-only transactions, strong or stale, from plain JPA/Hibernate and around code that
 * opens its own transactions (Spring Data repositories, {@code @Transactional} services).
 *
 * <p>A Spanner read-only transaction takes no locks, is never aborted, and reads one consistent snapshot; it
 * cannot write. A stale one ({@link Staleness}) is also served by the nearest replica without asking the leader.
 * Spring's {@code @Transactional(readOnly = true)} and Spring Data's read methods run read-only transactions
 * already; plain JPA has no way to ask for one, which {@link #readOnly(EntityManagerFactory, EntityManagerWork)}
 * gives:
 * <pre>{@code
 * List<Singer> singers = SpannerReads.readOnly(entityManagerFactory, entityManager ->
 *         entityManager.createQuery("from Singer", Singer.class).getResultList());
 * }</pre>
 * The {@code with...Staleness} methods make the read-only transactions that begin on the calling thread inside
 * a unit of work stale:
 * <pre>{@code
 * List<Singer> singers = SpannerReads.withMaxStaleness(Duration.ofSeconds(15), () -> repository.findAll());
 * }</pre>
 * The default staleness of every read-only transaction of a persistence unit is the setting
 * {@value SpannerKeysSettings#READ_ONLY_STALENESS}. A write in a read-only transaction fails with
 * {@code dev.spannerkeys.hibernate.errors.ReadOnlyTransactionWriteException}; a stale read asked for a
 * read-write transaction is refused. See {@code docs/transactions.md}.
 */
public final class SpannerReads {

    private SpannerReads() {
    }

    /**
     * Runs {@code work} in a new entity manager, in a Spanner read-only transaction at the persistence unit's
     * staleness ({@value SpannerKeysSettings#READ_ONLY_STALENESS}, strong unless set), and returns what it
     * returns. The transaction is committed after the work (a write it attempted fails then, at the latest) and
     * rolled back if the work throws; the entity manager is closed either way.
     *
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T readOnly(EntityManagerFactory entityManagerFactory,
            EntityManagerWork<T, E> work) throws E {
        return readOnly(entityManagerFactory, null, "SpannerReads.readOnly", work);
    }

    /**
     * Runs {@code work} like {@link #readOnly(EntityManagerFactory, EntityManagerWork)}, at {@code staleness}.
     *
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T readOnly(EntityManagerFactory entityManagerFactory, Staleness staleness,
            EntityManagerWork<T, E> work) throws E {
        Objects.requireNonNull(staleness, "staleness");
        return readOnly(entityManagerFactory, staleness, "SpannerReads.readOnly(" + staleness + ")", work);
    }

    private static <T, E extends Throwable> T readOnly(EntityManagerFactory entityManagerFactory, Staleness staleness,
            String origin, EntityManagerWork<T, E> work) throws E {
        Objects.requireNonNull(entityManagerFactory, "entityManagerFactory");
        Objects.requireNonNull(work, "work");
        EntityManager entityManager = entityManagerFactory.createEntityManager();
        try {
            EntityTransaction transaction = entityManager.getTransaction();
            // The request is for this transaction only: it is in force while it begins.
            TransactionRequests.forBegin(new Request(origin, true, staleness, null, null), () -> {
                transaction.begin();
                return null;
            });
            try {
                T result = work.run(entityManager);
                transaction.commit();
                return result;
            } catch (Throwable failure) {
                try {
                    if (transaction.isActive()) {
                        transaction.rollback();
                    }
                } catch (RuntimeException rollbackFailure) {
                    failure.addSuppressed(rollbackFailure);
                }
                throw failure;
            }
        } finally {
            entityManager.close();
        }
    }

    /**
     * Runs {@code work} on this thread with the read-only transactions that begin inside it reading at most
     * {@code maxStaleness} old data, and returns what it returns. Spanner picks the freshest timestamp the
     * nearest replica can serve at once within the bound, and each transaction reads all its statements at its
     * one timestamp (see {@link Staleness#max(Duration)}).
     *
     * @throws IllegalStateException if a transaction is running on this thread already (its staleness was fixed
     *         when it began), or, when one begins inside {@code work}, if that transaction is a read-write one
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T withMaxStaleness(Duration maxStaleness, SpannerWork<T, E> work) throws E {
        return withStaleness(Staleness.max(maxStaleness), work);
    }

    /**
     * Runs {@code work} on this thread with the read-only transactions that begin inside it reading the data as
     * it was exactly {@code staleness} ago, and returns what it returns.
     *
     * @throws IllegalStateException as {@link #withMaxStaleness}
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T withExactStaleness(Duration staleness, SpannerWork<T, E> work) throws E {
        return withStaleness(Staleness.exact(staleness), work);
    }

    /**
     * Runs {@code work} on this thread with the read-only transactions that begin inside it reading at
     * {@code staleness} ({@link Staleness#strong()} overrides a stale default of the persistence unit), and
     * returns what it returns. When no transaction begins inside {@code work}, a warning says that the
     * staleness was not used.
     *
     * @throws IllegalStateException as {@link #withMaxStaleness}
     * @throws E what {@code work} throws
     */
    public static <T, E extends Throwable> T withStaleness(Staleness staleness, SpannerWork<T, E> work) throws E {
        Objects.requireNonNull(staleness, "staleness");
        return TransactionRequests.with(new Request("SpannerReads.withStaleness(" + staleness + ")", false, staleness,
                null, null), work);
    }
}
