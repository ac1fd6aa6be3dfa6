package dev.spannerkeys.zoo.cms.v3;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.cms.TagColumns;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** Version 3, reached only by migration scripts: a colour, and a null-filtered index over it. */
@Entity
@Table(name = "Tags")
@SpannerIndex(name = "TagsByLabel", columns = "Label", unique = true)
@SpannerIndex(name = "TagsByColor", columns = {"Color", "Label"}, nullFiltered = true)
public class Tag extends TagColumns {

    @Column(name = "Color", length = 7)
    private String color;

    protected Tag() {
    }
}
