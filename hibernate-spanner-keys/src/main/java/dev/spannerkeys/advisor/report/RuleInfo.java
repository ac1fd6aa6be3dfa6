package dev.spannerkeys.advisor.report;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What a rule is, independently of any finding: its stable id (used in reports, SARIF and
 * {@code @SuppressAdvisorRule}), a short name, its default severity, the guide rule it enforces, a
 * one-line summary and the general fix. Documented in {@code docs/advisor.md}.
 *
 * @param id the stable id, lowercase words joined by dashes, e.g. {@code timestamp-key}
 * @param name a PascalCase name for tools that want one (SARIF {@code name})
 * @param severity the default severity of its findings
 * @param guide the rule of Spanner's guides it makes executable
 * @param summary what the rule detects, one sentence
 * @param fix what to do about it, in general terms; findings give the concrete fix
 */
public record RuleInfo(String id, String name, Severity severity, GuideRule guide, String summary, String fix) {

    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    /** Validates the id. */
    public RuleInfo {
        Objects.requireNonNull(id, "id");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("Rule id '" + id + "' must be lowercase words joined by dashes");
        }
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(guide, "guide");
    }
}
