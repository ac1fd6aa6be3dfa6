package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.annotations.SpannerIndexes;
import java.util.ArrayList;
import java.util.List;

/**
 * The one reader of {@link SpannerIndex} (repeated, or in {@link SpannerIndexes}) on an entity class.
 *
 * @param name the index name
 * @param columns the indexed columns, each optionally followed by {@code ASC} or {@code DESC}
 * @param unique whether the key is unique
 * @param nullFiltered whether rows with a NULL key column are left out
 * @param storing the non-key columns stored in the index
 * @param interleaveIn the entity whose table the index is interleaved in, {@code void.class} for none
 */
public record SpannerIndexDeclaration(String name, List<String> columns, boolean unique, boolean nullFiltered,
        List<String> storing, Class<?> interleaveIn) {

    /** Copies the lists. */
    public SpannerIndexDeclaration {
        columns = List.copyOf(columns);
        storing = List.copyOf(storing);
    }

    /** Whether the index is interleaved in an ancestor's table. */
    public boolean isInterleaved() {
        return interleaveIn != void.class;
    }

    /**
     * The declarations on {@code entityClass}, in declaration order; none for {@code null}, an entity without a
     * Java class (a dynamic-map entity, an Envers audit entity).
     */
    public static List<SpannerIndexDeclaration> of(Class<?> entityClass) {
        List<SpannerIndexDeclaration> declarations = new ArrayList<>();
        if (entityClass == null) {
            return declarations;
        }
        for (SpannerIndex index : entityClass.getAnnotationsByType(SpannerIndex.class)) {
            declarations.add(new SpannerIndexDeclaration(index.name(), List.of(index.columns()), index.unique(),
                    index.nullFiltered(), List.of(index.storing()), index.interleaveIn()));
        }
        return declarations;
    }
}
