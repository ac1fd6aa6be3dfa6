package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A rule about what fills the first key part of a table that decides where its rows go (see
 * {@link FirstKeyParts}): a counter, a timestamp, a time-ordered UUID, a stock sequence. A subclass
 * says, for one first key part, what is wrong and the fix; the loop over the tables, the facts and the
 * finding's location are here, once.
 */
public abstract class FirstKeyPartRule implements AdvisorRule {

    private final RuleInfo info;

    FirstKeyPartRule(RuleInfo info) {
        this.info = info;
    }

    @Override
    public final RuleInfo info() {
        return info;
    }

    @Override
    public final void check(AdvisorInput input, Consumer<Finding> findings) {
        FirstKeyParts.report(input, info, findings, part -> problem(input, part));
    }

    /** What is wrong with {@code part}, and the fix; empty when this rule has nothing to say about it. */
    abstract Optional<FirstKeyParts.Problem> problem(AdvisorInput input, FirstKeyParts.FirstKeyPart part);
}
