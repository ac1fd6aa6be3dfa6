package dev.spannerkeys.transactions;

import jakarta.persistence.EntityManager;

/**
 * A unit of work on an {@link EntityManager} that the library opened, began a transaction on and will
 * commit: what {@link SpannerReads#readOnly} and {@link SpannerTransactions#runWithRetry} run. With
 * Hibernate, {@code entityManager.unwrap(org.hibernate.Session.class)} gives the session.
 *
 * <p>The work must not commit, roll back or close the entity manager itself. It may throw a checked
 * exception {@code E}; the method that runs it rolls the transaction back and throws it on unchanged.
 *
 * @param <T> what the work returns ({@code Void} and {@code null} for nothing)
 * @param <E> the checked exception the work may throw ({@code RuntimeException} when it throws none)
 */
@FunctionalInterface
public interface EntityManagerWork<T, E extends Throwable> {

    /** Runs the work in the transaction of {@code entityManager}. */
    T run(EntityManager entityManager) throws E;
}
