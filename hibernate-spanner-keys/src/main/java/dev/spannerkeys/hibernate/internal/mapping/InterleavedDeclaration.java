package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.Interleaved;
import java.util.Optional;

/**
 * The one reader of {@link Interleaved} on an entity class.
 *
 * @param parent the parent entity class
 * @param onDeleteCascade whether deleting a parent row deletes its children
 * @param parentConstraint whether a child row needs its parent row ({@code INTERLEAVE IN PARENT})
 */
public record InterleavedDeclaration(Class<?> parent, boolean onDeleteCascade, boolean parentConstraint) {

    /**
     * The declaration on {@code entityClass}, if it has one; none for {@code null}, an entity without a Java class
     * (a dynamic-map entity, an Envers audit entity), which carries no annotations.
     */
    public static Optional<InterleavedDeclaration> of(Class<?> entityClass) {
        Interleaved interleaved = entityClass == null ? null : entityClass.getAnnotation(Interleaved.class);
        return interleaved == null ? Optional.empty()
                : Optional.of(new InterleavedDeclaration(interleaved.in(), interleaved.onDeleteCascade(),
                        interleaved.parentConstraint()));
    }
}
