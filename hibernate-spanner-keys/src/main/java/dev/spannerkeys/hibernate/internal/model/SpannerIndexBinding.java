package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.hibernate.internal.mapping.SpannerIndexDeclaration;
import org.hibernate.mapping.Index;

/**
 * A {@link SpannerIndex} registered on its Hibernate table, so Hibernate's schema tools create,
 * migrate and drop it like any other index, and the index exporter prints it with its Spanner
 * options.
 */
final class SpannerIndexBinding extends Index {

    private static final long serialVersionUID = 1L;

    private final transient SpannerIndexDeclaration declaration;
    private final String declaredBy;

    SpannerIndexBinding(SpannerIndexDeclaration declaration, String declaredBy) {
        this.declaration = declaration;
        this.declaredBy = declaredBy;
        setName(declaration.name());
    }

    SpannerIndexDeclaration declaration() {
        return declaration;
    }

    /** The entity that declares the index, for error messages. */
    String declaredBy() {
        return declaredBy;
    }
}
