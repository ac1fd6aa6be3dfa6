package dev.spannerkeys.advisor.report;

import dev.spannerkeys.advisor.input.Suppression;

/**
 * A finding that a suppression silenced, kept in the report so the decision and its reason stay
 * visible.
 *
 * @param finding the finding
 * @param suppression the suppression that silenced it
 */
public record SuppressedFinding(Finding finding, Suppression suppression) {
}
