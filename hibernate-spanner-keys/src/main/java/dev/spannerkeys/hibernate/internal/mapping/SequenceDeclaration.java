package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import java.util.Optional;

/**
 * The one reader of {@link BitReversedSequence}: the sequence it declares (name, start counter, skip
 * range) and the pool size, validated. The generator reads the annotation Hibernate hands it through
 * here, the advisor the annotation on the attribute's field or getter.
 *
 * @param sequence the sequence, valid
 * @param poolSize how many values one round trip fetches, 1 to {@link BitReversedSequence#MAX_POOL_SIZE}
 */
public record SequenceDeclaration(SequenceDefinition sequence, int poolSize) {

    /**
     * Reads and checks {@code annotation}.
     *
     * @param where the entity and attribute, for the bootstrap error
     * @throws org.hibernate.MappingException naming what is wrong and the fix
     */
    public static SequenceDeclaration read(BitReversedSequence annotation, String where) {
        if (annotation.poolSize() < 1 || annotation.poolSize() > BitReversedSequence.MAX_POOL_SIZE) {
            throw MappingProblems.problem(where, "@BitReversedSequence(poolSize = " + annotation.poolSize()
                    + ") is out of range; one round trip fetches between 1 and " + BitReversedSequence.MAX_POOL_SIZE
                    + " values", "use a poolSize in that range, or leave the default of "
                    + BitReversedSequence.DEFAULT_POOL_SIZE);
        }
        try {
            return new SequenceDeclaration(new SequenceDefinition(annotation.name(), annotation.startCounter(),
                    annotation.skipRangeMin(), annotation.skipRangeMax()), annotation.poolSize());
        } catch (IllegalArgumentException e) {
            throw MappingProblems.problem(where, "@BitReversedSequence(name = \"" + annotation.name()
                    + "\") is invalid: " + e.getMessage(), "correct the annotation's options");
        }
    }

    /** The declaration on the attribute's field or getter, if it has one. */
    public static Optional<SequenceDeclaration> on(AttributeMembers members, String where) {
        return members.annotation(BitReversedSequence.class).map(annotation -> read(annotation, where));
    }

    /** Whether the attribute's field or getter carries {@code @BitReversedSequence}. */
    public static boolean isDeclared(AttributeMembers members) {
        return members.has(BitReversedSequence.class);
    }
}
