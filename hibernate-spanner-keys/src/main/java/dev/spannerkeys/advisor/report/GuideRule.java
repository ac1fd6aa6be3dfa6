package dev.spannerkeys.advisor.report;

/**
 * Where a rule comes from: one of Spanner's schema guides, the section of it, and the rule in this
 * project's words. The guides are listed in {@link SpannerGuides}.
 *
 * @param guide the guide's title, e.g. {@code Schema design best practices}
 * @param section the section of the guide, e.g. {@code best practice #1}
 * @param rule the rule, restated
 */
public record GuideRule(String guide, String section, String rule) {

    /** {@code Spanner's guide "Schema design best practices", best practice #1: rule}. */
    public String describe() {
        return "Spanner's guide \"" + guide + "\", " + section + ": " + rule;
    }
}
