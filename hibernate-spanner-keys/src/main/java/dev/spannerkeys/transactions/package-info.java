/**
 * Spanner transactions from JPA and Hibernate, as Spanner runs them in production: read-only transactions,
 * strong or stale ({@link dev.spannerkeys.transactions.SpannerReads}, {@link dev.spannerkeys.transactions.Staleness}),
 * read-write transactions run again when Spanner aborts them, tagged and prioritized
 * ({@link dev.spannerkeys.transactions.SpannerTransactions}, {@link dev.spannerkeys.transactions.RequestPriority}).
 *
 * <p>What these ask for is applied by the library's Hibernate integration when a transaction begins, whoever
 * begins it: plain JPA, Hibernate, Spring's transaction manager, a Spring Data repository. The Spring Boot
 * starter adds {@code @StaleRead} and {@code @TransactionTag} for Spring methods. The persistence unit's defaults
 * are settings: {@code spanner.keys.read-only.staleness}, {@code spanner.keys.transaction.tag},
 * {@code spanner.keys.transaction.priority}, {@code spanner.keys.transaction.retry-attempts}. See
 * {@code docs/transactions.md}, which says which Spanner transaction every JPA and Spring construct gets.
 *
 * <p>Implementation in {@code dev.spannerkeys.internal.transactions}; depends on {@code hibernate.config},
 * {@code hibernate.errors} and {@code hibernate.metrics}.
 */
package dev.spannerkeys.transactions;
