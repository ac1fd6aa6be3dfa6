package dev.spannerkeys.internal.advisor;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.input.Suppression;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SuppressedFinding;
import dev.spannerkeys.internal.advisor.rules.AdvisorRule;
import dev.spannerkeys.internal.advisor.rules.Rules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Runs the advisor's rules over an {@link AdvisorInput} and returns the report: every finding,
 * minus those a valid suppression silences (kept aside with their reasons), plus an
 * {@code invalid-suppression} error for each suppression that names an unknown rule or gives no
 * reason.
 *
 * <p>Use {@link #standard()}; the Hibernate layer runs it at bootstrap and in the offline schema
 * tool. Stateless and thread-safe; the cost is linear in the number of tables, columns and indexes.
 */
public final class HotspotAdvisor {

    private static final Comparator<Finding> ORDER = Comparator
            .comparing((Finding finding) -> finding.severity())
            .thenComparing(finding -> finding.location().table(), String.CASE_INSENSITIVE_ORDER)
            .thenComparing(finding -> finding.location().column().orElse(""), String.CASE_INSENSITIVE_ORDER)
            .thenComparing(finding -> finding.location().index().orElse(""), String.CASE_INSENSITIVE_ORDER)
            .thenComparing(Finding::ruleId);

    private final List<AdvisorRule> rules;
    private final Set<String> knownIds;

    /** An advisor running {@code rules}. */
    public HotspotAdvisor(List<AdvisorRule> rules) {
        this.rules = List.copyOf(rules);
        this.knownIds = this.rules.stream().map(rule -> rule.info().id()).collect(Collectors.toUnmodifiableSet());
    }

    /** The advisor with the standard rules of {@link Rules#all()}. */
    public static HotspotAdvisor standard() {
        return new HotspotAdvisor(Rules.all());
    }

    /** The report for {@code input}. */
    public AdvisorReport advise(AdvisorInput input) {
        List<Finding> raw = new ArrayList<>();
        for (AdvisorRule rule : rules) {
            rule.check(input, raw::add);
        }
        List<Finding> kept = new ArrayList<>();
        List<SuppressedFinding> suppressed = new ArrayList<>();
        for (Finding finding : raw) {
            Optional<Suppression> suppression = suppressionFor(input, finding);
            if (suppression.isPresent()) {
                suppressed.add(new SuppressedFinding(finding, suppression.get()));
            } else {
                kept.add(finding);
            }
        }
        kept.addAll(invalidSuppressions(input));
        kept.sort(ORDER);
        List<RuleInfo> infos = new ArrayList<>();
        rules.forEach(rule -> infos.add(rule.info()));
        infos.add(Rules.INVALID_SUPPRESSION);
        return new AdvisorReport(kept, suppressed, infos);
    }

    /** A valid suppression of the finding's rule on its column's attribute or on its entity. */
    private Optional<Suppression> suppressionFor(AdvisorInput input, Finding finding) {
        TableFacts facts = input.facts(finding.location().table());
        List<Suppression> candidates = new ArrayList<>();
        finding.location().column().ifPresent(column -> candidates.addAll(facts.column(column).suppressions()));
        candidates.addAll(facts.suppressions());
        return candidates.stream().filter(this::isValid)
                .filter(suppression -> suppression.ruleId().equals(finding.ruleId())).findFirst();
    }

    private boolean isValid(Suppression suppression) {
        return knownIds.contains(suppression.ruleId()) && !suppression.reason().isBlank();
    }

    private List<Finding> invalidSuppressions(AdvisorInput input) {
        List<Finding> findings = new ArrayList<>();
        for (TableFacts facts : input.tables().values()) {
            for (Suppression suppression : facts.suppressions()) {
                invalid(suppression, facts.location()).ifPresent(findings::add);
            }
            for (ColumnFacts column : facts.columns().values()) {
                for (Suppression suppression : column.suppressions()) {
                    invalid(suppression, facts.location(column.column())).ifPresent(findings::add);
                }
            }
        }
        return findings;
    }

    private Optional<Finding> invalid(Suppression suppression, Location location) {
        if (!knownIds.contains(suppression.ruleId())) {
            return Optional.of(Finding.of(Rules.INVALID_SUPPRESSION, location, "@SuppressAdvisorRule(rule = \""
                    + suppression.ruleId() + "\") on " + suppression.declaredAt() + " names no rule of the advisor",
                    "use one of: " + String.join(", ", rules.stream().map(rule -> rule.info().id()).toList())));
        }
        if (suppression.reason().isBlank()) {
            return Optional.of(Finding.of(Rules.INVALID_SUPPRESSION, location, "@SuppressAdvisorRule(rule = \""
                    + suppression.ruleId() + "\") on " + suppression.declaredAt() + " gives no reason",
                    "say why the finding is accepted, e.g. reason = \"about 10 writes a day\""));
        }
        return Optional.empty();
    }
}
