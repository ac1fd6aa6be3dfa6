package dev.spannerkeys.advisor.report;

import java.util.List;

/**
 * The advisor's result for one schema: the findings in report order (most severe first), the
 * findings suppressions silenced, and the rules that ran. Print it with {@link #toText()} or
 * {@link SarifReport}.
 */
public final class AdvisorReport {

    private final List<Finding> findings;
    private final List<SuppressedFinding> suppressed;
    private final List<RuleInfo> rules;

    /**
     * A report.
     *
     * @param findings the findings, in report order
     * @param suppressed the silenced findings
     * @param rules the rules that ran
     */
    public AdvisorReport(List<Finding> findings, List<SuppressedFinding> suppressed, List<RuleInfo> rules) {
        this.findings = List.copyOf(findings);
        this.suppressed = List.copyOf(suppressed);
        this.rules = List.copyOf(rules);
    }

    /** The findings, most severe first. */
    public List<Finding> findings() {
        return findings;
    }

    /** The findings of one rule. */
    public List<Finding> findings(String ruleId) {
        return findings.stream().filter(finding -> finding.ruleId().equals(ruleId)).toList();
    }

    /** The findings at {@code threshold} or more serious. */
    public List<Finding> atLeast(Severity threshold) {
        return findings.stream().filter(finding -> finding.severity().atLeast(threshold)).toList();
    }

    /** Whether any finding is at {@code threshold} or more serious. */
    public boolean has(Severity threshold) {
        return findings.stream().anyMatch(finding -> finding.severity().atLeast(threshold));
    }

    /** How many findings have exactly {@code severity}. */
    public long count(Severity severity) {
        return findings.stream().filter(finding -> finding.severity() == severity).count();
    }

    /** Whether there are no findings (suppressed ones do not count). */
    public boolean isEmpty() {
        return findings.isEmpty();
    }

    /** The silenced findings, with the suppression of each. */
    public List<SuppressedFinding> suppressed() {
        return suppressed;
    }

    /** The rules that ran. */
    public List<RuleInfo> rules() {
        return rules;
    }

    /** The report as readable text ({@link TextReport}). */
    public String toText() {
        return TextReport.render(this);
    }

    @Override
    public String toString() {
        return toText();
    }
}
