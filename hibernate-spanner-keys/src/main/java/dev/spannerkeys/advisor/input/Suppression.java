package dev.spannerkeys.advisor.input;

import java.util.Objects;

/**
 * A decision, written next to the mapping, to accept one rule's findings on one entity or one
 * attribute, with the reason (for example a table with a tiny write rate that keeps a timestamp
 * key). The mapping layer reads them from {@code @SuppressAdvisorRule}; where it is declared
 * decides its scope: on an entity it covers the entity's table, columns and indexes, on an attribute
 * only findings about that attribute's columns.
 *
 * @param ruleId the id of the rule to silence
 * @param reason why the finding is accepted; required, shown in reports
 * @param declaredAt where it is declared, for messages ({@code com.example.Log} or {@code com.example.Log.createdAt})
 */
public record Suppression(String ruleId, String reason, String declaredAt) {

    /** Requires every part (a blank reason is reported by the advisor, not refused here). */
    public Suppression {
        Objects.requireNonNull(ruleId, "ruleId");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(declaredAt, "declaredAt");
    }
}
