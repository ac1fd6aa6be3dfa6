package dev.spannerkeys.advisor.report;

import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.input.Suppression;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Prints an {@link AdvisorReport} as a SARIF 2.1.0 log, the format code-scanning tools read: one
 * run whose tool driver lists every rule (id, name, descriptions, help with the guide rule and the
 * fix, default level), and one result per finding (rule id and index, level, message with the fix,
 * a logical location naming entity and attribute, and a physical location where a
 * {@link SourceLocator} finds the source). Suppressed findings are included with an
 * {@code inSource} suppression carrying the reason, as SARIF intends.
 */
public final class SarifReport {

    /** The schema the output conforms to. */
    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    /** The tool name in the log. */
    public static final String TOOL = "spanner-keys-advisor";

    private static final String INFORMATION_URI = "https://github.com/spannerkeys/hibernate-spanner-keys";
    private static final String RULES_DOC = INFORMATION_URI + "/blob/main/docs/advisor.md#";

    private SarifReport() {
    }

    /** The SARIF log of {@code report}, with logical locations only. */
    public static String render(AdvisorReport report) {
        return render(report, SourceLocator.NONE);
    }

    /** The SARIF log of {@code report}, with physical locations where {@code sources} finds them. */
    public static String render(AdvisorReport report, SourceLocator sources) {
        List<RuleInfo> rules = report.rules();
        List<Object> results = new ArrayList<>();
        for (Finding finding : report.findings()) {
            results.add(result(finding, rules, sources, Optional.empty()));
        }
        for (SuppressedFinding suppressed : report.suppressed()) {
            results.add(result(suppressed.finding(), rules, sources, Optional.of(suppressed.suppression())));
        }
        Map<String, Object> driver = new LinkedHashMap<>();
        driver.put("name", TOOL);
        driver.put("informationUri", INFORMATION_URI);
        driver.put("rules", rules.stream().map(SarifReport::rule).toList());
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("tool", Map.of("driver", driver));
        run.put("results", results);
        Map<String, Object> log = new LinkedHashMap<>();
        log.put("$schema", SCHEMA);
        log.put("version", "2.1.0");
        log.put("runs", List.of(run));
        return JsonText.write(log);
    }

    private static Map<String, Object> rule(RuleInfo rule) {
        Map<String, Object> descriptor = new LinkedHashMap<>();
        descriptor.put("id", rule.id());
        descriptor.put("name", rule.name());
        descriptor.put("shortDescription", text(rule.summary()));
        descriptor.put("fullDescription", text(rule.summary() + " " + rule.guide().describe()));
        descriptor.put("helpUri", RULES_DOC + rule.id());
        descriptor.put("help", text(rule.fix() + " Why: " + rule.guide().describe()
                + " Silence one entity or attribute with @SuppressAdvisorRule(rule = \"" + rule.id()
                + "\", reason = \"...\")."));
        descriptor.put("defaultConfiguration", Map.of("level", level(rule.severity())));
        descriptor.put("properties", ordered("guide", rule.guide().guide(), "guideSection", rule.guide().section()));
        return descriptor;
    }

    private static Map<String, Object> result(Finding finding, List<RuleInfo> rules, SourceLocator sources,
            Optional<Suppression> suppression) {
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("ruleId", finding.ruleId());
        int index = rules.indexOf(finding.rule());
        if (index >= 0) {
            result.put("ruleIndex", index);
        }
        result.put("level", level(finding.severity()));
        result.put("message", text(finding.oneLine() + ". Fix: " + finding.fix()));
        result.put("locations", List.of(location(finding.location(), sources)));
        suppression.ifPresent(silenced -> result.put("suppressions",
                List.of(ordered("kind", "inSource", "justification", silenced.reason()))));
        return result;
    }

    private static Map<String, Object> location(Location where, SourceLocator sources) {
        Map<String, Object> location = new LinkedHashMap<>();
        sources.locate(where).ifPresent(line -> location.put("physicalLocation", ordered(
                "artifactLocation", Map.of("uri", line.uri()),
                "region", Map.of("startLine", line.line()))));
        Map<String, Object> logical = new LinkedHashMap<>();
        logical.put("fullyQualifiedName", where.qualifiedName());
        logical.put("kind", where.attribute().isPresent() || where.column().isPresent() ? "member" : "type");
        location.put("logicalLocations", List.of(logical));
        location.put("message", text(where.describe()));
        return location;
    }

    /**
     * A two-entry object in the given order. Not {@code Map.of}: its iteration order changes from one JVM
     * to the next, and the log is a build artifact that should not change while the report does not.
     */
    private static Map<String, Object> ordered(String key1, Object value1, String key2, Object value2) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put(key1, value1);
        object.put(key2, value2);
        return object;
    }

    private static Map<String, Object> text(String value) {
        return Map.of("text", value);
    }

    /** SARIF's levels: error, warning, note. */
    static String level(Severity severity) {
        return switch (severity) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case INFO -> "note";
        };
    }
}
