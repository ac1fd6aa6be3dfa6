package dev.spannerkeys.advisor.report;

import dev.spannerkeys.advisor.input.Location;
import java.util.Objects;

/**
 * One thing the advisor found: which rule, how serious, where, what is wrong and the concrete fix
 * (which annotation to use, with its values where they can be computed).
 *
 * @param rule the rule that found it
 * @param severity the severity of this finding (usually the rule's default)
 * @param location the table/entity and column/attribute or index it is about
 * @param message what is wrong, one line, without the location
 * @param fix the concrete fix
 */
public record Finding(RuleInfo rule, Severity severity, Location location, String message, String fix) {

    /** Requires every part. */
    public Finding {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
    }

    /** A finding with the rule's default severity. */
    public static Finding of(RuleInfo rule, Location location, String message, String fix) {
        return new Finding(rule, rule.severity(), location, message, fix);
    }

    /** The rule's id. */
    public String ruleId() {
        return rule.id();
    }

    /** {@code location: message} on one line. */
    public String oneLine() {
        return location.describe() + ": " + message;
    }
}
