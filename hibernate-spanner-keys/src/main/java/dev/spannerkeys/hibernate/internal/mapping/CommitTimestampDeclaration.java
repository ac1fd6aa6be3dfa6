package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.CommitTimestamp;
import java.util.List;
import java.util.Optional;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.CurrentTimestamp;
import org.hibernate.annotations.UpdateTimestamp;
import org.hibernate.generator.EventType;

/**
 * The reader of {@link CommitTimestamp}: which writes of an attribute set Spanner's commit timestamp. Also
 * reads Hibernate's {@link CreationTimestamp}, {@link UpdateTimestamp} and {@link CurrentTimestamp} as the
 * commit timestamps they become with {@code spanner.keys.hibernate-timestamps-from-commit}.
 *
 * @param onInsert whether inserts write the commit timestamp
 * @param onUpdate whether updates write the commit timestamp
 * @param annotation the annotation that says so, as the user wrote it, for messages
 */
public record CommitTimestampDeclaration(boolean onInsert, boolean onUpdate, String annotation) {

    /** The declaration on {@code attribute} of {@code type} (field or getter, superclasses included), if any. */
    public static Optional<CommitTimestampDeclaration> on(Class<?> type, String attribute) {
        return AttributeMembers.of(type, attribute).annotation(CommitTimestamp.class).map(annotation -> {
            boolean onInsert = annotation.on() != CommitTimestamp.On.UPDATE;
            boolean onUpdate = annotation.on() != CommitTimestamp.On.INSERT;
            return new CommitTimestampDeclaration(onInsert, onUpdate, onInsert && onUpdate ? "@CommitTimestamp"
                    : "@CommitTimestamp(on = CommitTimestamp.On." + (onInsert ? "INSERT" : "UPDATE") + ")");
        });
    }

    /**
     * Hibernate's {@code @CreationTimestamp} (inserts), {@code @UpdateTimestamp} (inserts and updates) or
     * {@code @CurrentTimestamp} (the writes its {@code event} names) on {@code attribute}, if any, read as
     * the commit timestamp it stands for.
     */
    public static Optional<CommitTimestampDeclaration> ofHibernateTimestamp(Class<?> type, String attribute) {
        AttributeMembers members = AttributeMembers.of(type, attribute);
        if (members.annotation(CreationTimestamp.class).isPresent()) {
            return Optional.of(new CommitTimestampDeclaration(true, false, "@CreationTimestamp"));
        }
        if (members.annotation(UpdateTimestamp.class).isPresent()) {
            return Optional.of(new CommitTimestampDeclaration(true, true, "@UpdateTimestamp"));
        }
        return members.annotation(CurrentTimestamp.class).map(current -> {
            List<EventType> events = List.of(current.event());
            return new CommitTimestampDeclaration(events.contains(EventType.INSERT), events.contains(EventType.UPDATE),
                    "@CurrentTimestamp");
        });
    }

    /** Whether the declaration is one of Hibernate's timestamp annotations rather than {@code @CommitTimestamp}. */
    public boolean hibernateTimestamp() {
        return !annotation.startsWith("@CommitTimestamp");
    }

    /** The annotation as the user would write it, for messages. */
    public String describe() {
        return annotation;
    }
}
