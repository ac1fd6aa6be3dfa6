package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import java.util.function.Consumer;

/**
 * One executable rule: its description ({@link RuleInfo}) and the check that reports findings.
 * The standard rules are listed by {@link Rules#all()}; {@code advisor.HotspotAdvisor} (which depends
 * on this package, not the other way round) runs them and applies suppressions, so a rule reports
 * everything it sees.
 *
 * <p>Implementations are stateless and thread-safe.
 */
public interface AdvisorRule {

    /** The rule's id, severity, guide rule and fix. */
    RuleInfo info();

    /** Reports every finding of this rule in {@code input} to {@code findings}. */
    void check(AdvisorInput input, Consumer<Finding> findings);
}
