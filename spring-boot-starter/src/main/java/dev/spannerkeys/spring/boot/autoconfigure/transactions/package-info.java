/**
 * Auto-configuration of Spanner transactions in Spring: {@code @StaleRead} and {@code @TransactionTag}
 * ({@code dev.spannerkeys.spring.transactions}) applied around Spring methods, checked at start-up, and the JPA
 * dialect's checks of a {@code @Transactional}'s isolation level. The library's {@code dev.spannerkeys.transactions}
 * does the work when each transaction begins. See {@code docs/transactions.md}.
 */
package dev.spannerkeys.spring.boot.autoconfigure.transactions;
