package dev.spannerkeys.zoo.cms.v2;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.cms.TagColumns;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** Version 2 adds tags, each label unique. */
@Entity
@Table(name = "Tags")
@SpannerIndex(name = "TagsByLabel", columns = "Label", unique = true)
public class Tag extends TagColumns {

    protected Tag() {
    }

    public Tag(String label) {
        super(label);
    }
}
