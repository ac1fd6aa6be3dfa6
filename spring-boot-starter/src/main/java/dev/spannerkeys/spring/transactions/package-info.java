/**
 * Annotations for Spring methods that say which Spanner transactions they run: {@link
 * dev.spannerkeys.spring.transactions.StaleRead} (read-only transactions at a staleness) and {@link
 * dev.spannerkeys.spring.transactions.TransactionTag} (transaction tag and request priority). They work with
 * Spring's {@code @Transactional} and Spring Data repositories: the starter's
 * {@code SpannerTransactionsAutoConfiguration} runs them around the method, outside its transaction, and the
 * library applies them to the Spanner transactions that begin inside. Plain JPA code uses
 * {@code dev.spannerkeys.transactions} instead. See {@code docs/transactions.md}.
 */
package dev.spannerkeys.spring.transactions;
