package dev.spannerkeys.zoo.helpdesk.v3;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Version 3, reached only by migration scripts: service-level policies, each name unique. */
@Entity
@Table(check = @CheckConstraint(name = "sla_policy_hours_positive", constraint = "response_hours > 0"))
@SpannerIndex(name = "sla_policies_by_name", columns = "name", unique = true)
public class SlaPolicy {

    @Id
    @RandomUuid
    private String id;

    private String name;

    private int responseHours;

    protected SlaPolicy() {
    }
}
