package dev.spannerkeys.advisor.report;

/**
 * Where a rule comes from: a seed (one of the project's translations of Spanner's guides, by
 * number), the section of it, and the rule restated in this project's words.
 *
 * @param seeds the seed numbers, e.g. {@code "003/004"} (the same guide in two translations)
 * @param section the section or numbered practice, e.g. {@code "best practice #1"}
 * @param rule the rule in one sentence
 */
public record SeedRule(String seeds, String section, String rule) {

    /** {@code seed 003/004, best practice #1: rule}. */
    public String describe() {
        return "seed " + seeds + ", " + section + ": " + rule;
    }
}
