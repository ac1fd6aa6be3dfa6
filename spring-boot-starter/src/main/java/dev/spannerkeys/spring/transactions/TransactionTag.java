package dev.spannerkeys.spring.transactions;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Tags the Spanner read-write transactions that begin while the annotated method runs, and optionally sends their
 * statements and commit at a request priority:
 *
 * <pre>{@code
 * @TransactionTag("checkout")
 * @Transactional
 * public Order placeOrder(Cart cart) { ... }
 *
 * @TransactionTag(value = "nightly-report", priority = "low")
 * public Report report() { ... }
 * }</pre>
 *
 * Spanner records the tag with the transaction's lock waits, aborts and statistics, so contention can be traced to
 * the code behind it; it reaches every statement and the commit, also a commit of writes the library sends as
 * mutations. Read-only transactions carry no tag, only the priority. A method that joins a transaction that is
 * running already leaves that transaction's tag and priority as they are. On a class, it applies to every public
 * method; on the method, it wins over the class. The defaults of every transaction are the properties
 * {@code spanner.keys.transaction.tag} and {@code spanner.keys.transaction.priority}. See
 * {@code docs/transactions.md}.
 */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface TransactionTag {

    /**
     * The tag: printable ASCII, at most 50 characters (Spanner's limit; a longer tag is refused at start-up, not
     * cut), or a {@code ${...}} placeholder. Empty: only the priority is set.
     */
    String value() default "";

    /**
     * The request priority: {@code "low"}, {@code "medium"} or {@code "high"} (any case), or a {@code ${...}}
     * placeholder. Empty: as the enclosing code or the property {@code spanner.keys.transaction.priority} says,
     * else Spanner's default (high).
     */
    String priority() default "";
}
