package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The catalog of the advisor's rules: the standard rules in report order, and the rule under which
 * invalid suppressions are reported. Every id listed here is documented in {@code docs/advisor.md}
 * and accepted by {@code @SuppressAdvisorRule}.
 */
public final class Rules {

    /**
     * A suppression that names no known rule or gives no reason. Reported as an error and never
     * itself suppressible, so a typo cannot silently keep a finding alive or hide one.
     */
    public static final RuleInfo INVALID_SUPPRESSION = new RuleInfo("invalid-suppression", "InvalidSuppression",
            Severity.ERROR, SpannerGuides.WRITE_RATE_EXCEPTIONS,
            "A @SuppressAdvisorRule names an unknown rule or gives no reason.",
            "Name one of the rule ids of docs/advisor.md and say why the finding is accepted.");

    private static final List<AdvisorRule> ALL = List.of(
            new SequentialKeyRule(),
            new TimeOrderedUuidKeyRule(),
            new TimestampKeyRule(),
            new CreationTimestampKeyRule(),
            new MigrationCollisionRule(),
            new MonotonicIndexRule(),
            new UninterleavedChildRule(),
            new UuidStringLengthRule(),
            new ShardCountRule(),
            new NewestFirstAscendingRule(),
            new LobInInterleavedChildRule(),
            new StockSequenceKeyRule());

    private Rules() {
    }

    /** The standard rules, in the order their findings are reported. */
    public static List<AdvisorRule> all() {
        return ALL;
    }

    /** The descriptions of all rules, including {@link #INVALID_SUPPRESSION}. */
    public static List<RuleInfo> infos() {
        List<RuleInfo> infos = new ArrayList<>();
        ALL.forEach(rule -> infos.add(rule.info()));
        infos.add(INVALID_SUPPRESSION);
        return List.copyOf(infos);
    }

    /** The rule with this id, if there is one. */
    public static Optional<RuleInfo> info(String id) {
        return infos().stream().filter(info -> info.id().equals(id)).findFirst();
    }
}
