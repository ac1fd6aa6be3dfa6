package dev.spannerkeys.zoo.cms;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * The columns of the Tags table that versions 2 and 3 share; each version's {@code Tag} entity extends
 * it and declares its table and indexes.
 */
@MappedSuperclass
public abstract class TagColumns {

    @Id
    @RandomUuid
    @Column(name = "TagId")
    private String tagId;

    @Column(name = "Label", nullable = false, length = 64)
    private String label;

    protected TagColumns() {
    }

    protected TagColumns(String label) {
        this.label = label;
    }

    public String getTagId() {
        return tagId;
    }

    public String getLabel() {
        return label;
    }
}
