package dev.spannerkeys.zoo.cms.v2;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Version 2 adds tags, each label unique. */
@Entity
@Table(name = "Tags")
@SpannerIndex(name = "TagsByLabel", columns = "Label", unique = true)
public class Tag {

    @Id
    @RandomUuid
    @Column(name = "TagId")
    private String tagId;

    @Column(name = "Label", nullable = false, length = 64)
    private String label;

    protected Tag() {
    }

    public Tag(String label) {
        this.label = label;
    }

    public String getTagId() {
        return tagId;
    }

    public String getLabel() {
        return label;
    }
}
