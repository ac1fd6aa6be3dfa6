package dev.spannerkeys.advisor.report;

/**
 * Prints an {@link AdvisorReport} for people: a summary line, then each finding with its rule id,
 * location, what is wrong, the fix and the guide rule behind it, then the suppressed findings with
 * their reasons.
 *
 * <pre>
 * Spanner key advisor: 1 error, 0 warnings, 0 infos (1 suppressed)
 *
 * ERROR [timestamp-key] Entity 'com.example.Visit' (table Visit), attribute 'visitedAt' (column visitedAt): ...
 *   Fix: declare a shard first: ...
 *   Why: Spanner's guide "Schema design best practices", best practice #1: ...
 * </pre>
 */
public final class TextReport {

    private TextReport() {
    }

    /** The report as text, lines separated by {@code \n}. */
    public static String render(AdvisorReport report) {
        StringBuilder text = new StringBuilder("Spanner key advisor: ");
        text.append(plural(report.count(Severity.ERROR), "error")).append(", ")
                .append(plural(report.count(Severity.WARNING), "warning")).append(", ")
                .append(plural(report.count(Severity.INFO), "info"));
        if (!report.suppressed().isEmpty()) {
            text.append(" (").append(report.suppressed().size()).append(" suppressed)");
        }
        text.append('\n');
        for (Finding finding : report.findings()) {
            text.append('\n').append(finding.severity().name()).append(" [").append(finding.ruleId()).append("] ")
                    .append(finding.oneLine()).append('\n')
                    .append("  Fix: ").append(finding.fix()).append('\n')
                    .append("  Why: ").append(finding.rule().guide().describe()).append('\n');
        }
        if (!report.suppressed().isEmpty()) {
            text.append("\nSuppressed:\n");
            for (SuppressedFinding suppressed : report.suppressed()) {
                text.append("  [").append(suppressed.finding().ruleId()).append("] ")
                        .append(suppressed.finding().location().describe()).append(": ")
                        .append(suppressed.suppression().reason()).append('\n');
            }
        }
        return text.toString();
    }

    private static String plural(long count, String word) {
        return count + " " + word + (count == 1 ? "" : "s");
    }
}
