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

    /** The declaration on {@code entityClass}, if it has one. */
    public static Optional<InterleavedDeclaration> of(Class<?> entityClass) {
        Interleaved interleaved = entityClass.getAnnotation(Interleaved.class);
        return interleaved == null ? Optional.empty()
                : Optional.of(new InterleavedDeclaration(interleaved.in(), interleaved.onDeleteCascade(),
                        interleaved.parentConstraint()));
    }
}
