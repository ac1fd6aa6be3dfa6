package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.CommitTimestamp;
import java.util.Optional;

/**
 * The reader of {@link CommitTimestamp}: which writes of an attribute set Spanner's commit timestamp.
 *
 * @param onInsert whether inserts write the commit timestamp
 * @param onUpdate whether updates write the commit timestamp
 */
public record CommitTimestampDeclaration(boolean onInsert, boolean onUpdate) {

    /** The declaration on {@code attribute} of {@code type} (field or getter, superclasses included), if any. */
    public static Optional<CommitTimestampDeclaration> on(Class<?> type, String attribute) {
        return AttributeMembers.of(type, attribute).annotation(CommitTimestamp.class).map(annotation ->
                new CommitTimestampDeclaration(annotation.on() != CommitTimestamp.On.UPDATE,
                        annotation.on() != CommitTimestamp.On.INSERT));
    }

    /** The annotation as the user would write it, for messages. */
    public String describe() {
        return onInsert && onUpdate ? "@CommitTimestamp"
                : "@CommitTimestamp(on = CommitTimestamp.On." + (onInsert ? "INSERT" : "UPDATE") + ")";
    }
}
