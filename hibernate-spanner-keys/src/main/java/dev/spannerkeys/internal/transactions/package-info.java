/**
 * Internal to hibernate-spanner-keys: the implementation behind {@code dev.spannerkeys.transactions}.
 * What a thread asked of the transactions it begins ({@link dev.spannerkeys.internal.transactions.TransactionRequests}),
 * the persistence unit's defaults ({@link dev.spannerkeys.internal.transactions.TransactionSettings}), the
 * step that applies both to the Spanner connection when a Hibernate transaction begins and restores the
 * connection when it ends ({@link dev.spannerkeys.internal.transactions.SpannerTransactionSetup}, registered by
 * the write path's transaction coordinator), and the retry of aborted units of work
 * ({@link dev.spannerkeys.internal.transactions.AbortRetries}). Depends on {@code hibernate.config},
 * {@code hibernate.errors}, {@code hibernate.metrics} and {@code jdbc}. Not part of the public API (see
 * docs/api.md); may change in any release.
 */
package dev.spannerkeys.internal.transactions;
