package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import java.util.Optional;

/**
 * The one reader of {@link RandomUuid}: how the key is stored.
 *
 * @param storage {@code STRING(36)} or {@code BYTES(16)}
 */
public record RandomUuidDeclaration(UuidStorage storage) {

    /** Reads {@code annotation}. */
    public static RandomUuidDeclaration read(RandomUuid annotation) {
        return new RandomUuidDeclaration(annotation.storage());
    }

    /** The declaration on the attribute's field or getter, if it has one. */
    public static Optional<RandomUuidDeclaration> on(AttributeMembers members) {
        return members.annotation(RandomUuid.class).map(RandomUuidDeclaration::read);
    }

    /** Whether the attribute's field or getter carries {@code @RandomUuid}. */
    public static boolean isDeclared(AttributeMembers members) {
        return members.has(RandomUuid.class);
    }
}
