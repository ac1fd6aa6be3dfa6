package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;

/**
 * The first key part is a time-based or time-ordered UUID (Hibernate {@code @UuidGenerator} with
 * style {@code TIME}, {@code VERSION_6} or {@code VERSION_7}): its leading bits carry the time, so
 * new keys sort after old ones and every insert goes to the end of the table.
 */
public final class TimeOrderedUuidKeyRule extends FirstKeyPartRule {

    public static final RuleInfo RULE = new RuleInfo("time-ordered-uuid-key", "TimeOrderedUuidKey", Severity.ERROR,
            SpannerGuides.UUID_VERSION,
            "The first key part is a UUID whose leading bits are a timestamp (version 1, 6 or 7).",
            "Use @RandomUuid (version 4), or @UuidGenerator(style = RANDOM).");

    /** Creates the rule. */
    public TimeOrderedUuidKeyRule() {
        super(RULE);
    }

    @Override
    Optional<FirstKeyParts.Problem> problem(AdvisorInput input, FirstKeyParts.FirstKeyPart part) {
        ValueSource source = part.facts().source();
        if (source != ValueSource.TIME_UUID && source != ValueSource.UUID_V6 && source != ValueSource.UUID_V7) {
            return Optional.empty();
        }
        return Optional.of(new FirstKeyParts.Problem("the first key part is " + source.description()
                + ", whose leading bits are the time of creation, so new keys sort after old ones and every "
                + "insert lands on the last split",
                "replace @UuidGenerator(style = " + style(source) + ") on '"
                + FirstKeyParts.attributeToFix(part.facts()) + "' with @RandomUuid (random version 4 UUIDs), "
                + "or use @UuidGenerator(style = RANDOM)"));
    }

    private static String style(ValueSource source) {
        return switch (source) {
            case TIME_UUID -> "TIME";
            case UUID_V6 -> "VERSION_6";
            default -> "VERSION_7";
        };
    }
}
