package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.internal.schema.SequenceDefinition;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.model.relational.Sequence;

/**
 * A Hibernate {@link Sequence} that carries the Spanner options of a {@code @BitReversedSequence},
 * so the sequence travels inside the boot metadata of its own persistence unit (no shared
 * registry) and the schema export can print it in full.
 */
public final class SpannerSequence extends Sequence {

    private final SequenceDefinition definition;
    private final String declaredBy;

    SpannerSequence(String contributor, Identifier catalog, Identifier schema, Identifier physicalName,
            SequenceDefinition definition, String declaredBy) {
        super(contributor, catalog, schema, physicalName, 1, 1);
        this.definition = definition;
        this.declaredBy = declaredBy;
    }

    /** The entity and attribute that declared the sequence first, for error messages. */
    String declaredBy() {
        return declaredBy;
    }

    public SequenceDefinition definition() {
        return definition;
    }
}
