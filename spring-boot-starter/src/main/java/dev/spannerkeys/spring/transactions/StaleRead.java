package dev.spannerkeys.spring.transactions;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes the Spanner read-only transactions that begin while the annotated method runs read stale data: at most
 * {@link #maxStaleness()} old (Spanner picks the freshest the nearest replica serves at once), or exactly
 * {@link #exactStaleness()} old. A stale read takes no locks and is served by the nearest replica without a round
 * trip to the leader.
 *
 * <pre>{@code
 * @StaleRead(maxStaleness = "15s")
 * @Transactional(readOnly = true)
 * public List<Order> recentOrders(long customerId) { ... }
 *
 * @StaleRead(exactStaleness = "10s")
 * public List<Singer> singers() { return singers.findAll(); }   // the repository's read-only transaction
 * }</pre>
 *
 * The transactions it applies to are read-only ones: the method's own {@code @Transactional(readOnly = true)},
 * or those of the repository read methods and read-only services it calls. The starter refuses it at start-up on
 * a method whose {@code @Transactional} is read-write, and at call time when the method is called inside a
 * transaction that is running already (its staleness was fixed when it began), or when a read-write transaction
 * begins inside it. On a class, it applies to every public method. Durations as Spring writes them
 * ({@code 15s}, {@code 500ms}, {@code PT15S}, or a number of milliseconds), or a {@code ${...}} placeholder. The default of every
 * read-only transaction is the property {@code spanner.keys.read-only.staleness}. See {@code docs/transactions.md}.
 */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface StaleRead {

    /** The oldest the data may be, e.g. {@code "15s"}; set this or {@link #exactStaleness()}. */
    String maxStaleness() default "";

    /** How old the data is to be, e.g. {@code "10s"}; set this or {@link #maxStaleness()}. */
    String exactStaleness() default "";
}
