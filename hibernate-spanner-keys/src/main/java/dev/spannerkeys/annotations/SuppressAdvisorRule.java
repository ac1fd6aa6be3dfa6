package dev.spannerkeys.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Accepts one hotspot advisor rule's findings on this entity or attribute, and says why. The
 * finding still appears in the report, under "suppressed" with the reason, but no longer counts:
 * {@code spanner.keys.advisor=fail} starts and the Maven plugin's {@code check} goal passes.
 *
 * <p>Use it for a decision the advisor cannot see: a table with a tiny write rate may keep a
 * timestamp key, a child table that is never read with its parent need not be interleaved.
 *
 * <pre>{@code
 * @Entity
 * @SuppressAdvisorRule(rule = "uninterleaved-child", reason = "audit rows are read by the nightly export only")
 * class AuditEntry { ... }
 *
 * @Id
 * @SuppressAdvisorRule(rule = "timestamp-key", reason = "one row per day, written by a batch job")
 * LocalDate day;
 * }</pre>
 *
 * <p>On an entity class it covers every finding about the entity's table, its columns and its
 * indexes; on an attribute, only findings about that attribute's columns (for an index, its first
 * column). {@code rule} must be a rule id listed in {@code docs/advisor.md}; an unknown id or a
 * blank reason is itself reported as an {@code invalid-suppression} error. Repeatable.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD})
@Repeatable(SuppressAdvisorRules.class)
public @interface SuppressAdvisorRule {

    /** The id of the rule to silence, e.g. {@code "timestamp-key"}. */
    String rule();

    /** Why the finding is accepted; required and shown in every report. */
    String reason();
}
