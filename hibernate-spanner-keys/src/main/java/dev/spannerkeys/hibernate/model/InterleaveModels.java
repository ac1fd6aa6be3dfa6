package dev.spannerkeys.hibernate.model;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.hibernate.mapping.InterleavedDeclaration;
import dev.spannerkeys.hibernate.mapping.MappingProblems;
import dev.spannerkeys.schema.Interleave;
import dev.spannerkeys.schema.OnDelete;
import java.util.Optional;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.PersistentClass;

/** Turns {@link Interleaved} (read by {@link InterleavedDeclaration}) into the interleave clause, checking what the annotation alone can get wrong. */
final class InterleaveModels {

    private final Metadata metadata;

    InterleaveModels(Metadata metadata) {
        this.metadata = metadata;
    }

    /** How {@code entity}'s table is interleaved, or empty for a root table. */
    Optional<Interleave> of(PersistentClass entity) {
        Optional<InterleavedDeclaration> declaration = InterleavedDeclaration.of(entity.getMappedClass());
        if (declaration.isEmpty()) {
            return Optional.empty();
        }
        InterleavedDeclaration interleaved = declaration.get();
        String where = MappingProblems.where(entity) + ", @Interleaved(in = " + interleaved.parent().getSimpleName() + ".class)";
        if (interleaved.parent() == entity.getMappedClass()) {
            throw MappingProblems.problem(where, "the entity is interleaved in itself",
                    "name the parent entity whose rows this entity's rows belong to");
        }
        PersistentClass parent = metadata.getEntityBinding(interleaved.parent().getName());
        if (parent == null) {
            throw MappingProblems.problem(where, interleaved.parent().getName()
                    + " is not an entity of this persistence unit, so it has no table to interleave in",
                    "name an @Entity class (and add it to the persistence unit)");
        }
        if (!interleaved.parentConstraint()) {
            if (interleaved.onDeleteCascade()) {
                throw MappingProblems.problem(where, "onDeleteCascade = true needs parentConstraint = true: without the "
                        + "parent constraint a child row does not belong to a parent row that could cascade",
                        "remove onDeleteCascade, or keep parentConstraint = true");
            }
            return Optional.of(Interleave.colocatedWith(parent.getTable().getName()));
        }
        return Optional.of(Interleave.inParent(parent.getTable().getName(),
                interleaved.onDeleteCascade() ? OnDelete.CASCADE : OnDelete.NO_ACTION));
    }
}
