package dev.spannerkeys.hibernate.internal.advisor;

import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import dev.spannerkeys.hibernate.internal.mapping.RandomUuidDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.SequenceDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.ShardIdDeclaration;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.TableGenerator;
import jakarta.persistence.Version;
import java.lang.annotation.Annotation;
import java.time.temporal.Temporal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.CurrentTimestamp;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.UpdateTimestamp;
import org.hibernate.annotations.UuidGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.id.IncrementGenerator;

/**
 * Reads from an attribute's annotations how its value is produced on insert: this library's
 * generators (asked of their readers in {@code hibernate.mapping}), Hibernate's and JPA's stock
 * generators, and the timestamp annotations.
 */
final class ValueSources {

    private ValueSources() {
    }

    /** The value source of the attribute declared by {@code members} in {@code owner}. */
    static ValueSource of(AttributeMembers members, Class<?> owner) {
        if (SequenceDeclaration.isDeclared(members)) {
            return ValueSource.BIT_REVERSED_SEQUENCE;
        }
        if (RandomUuidDeclaration.isDeclared(members)) {
            return ValueSource.RANDOM_UUID;
        }
        if (ShardIdDeclaration.isDeclared(members)) {
            return ValueSource.SHARD;
        }
        Optional<UuidGenerator> uuid = members.annotation(UuidGenerator.class);
        if (uuid.isPresent()) {
            return switch (uuid.get().style()) {
                case TIME -> ValueSource.TIME_UUID;
                case VERSION_6 -> ValueSource.UUID_V6;
                case VERSION_7 -> ValueSource.UUID_V7;
                default -> ValueSource.RANDOM_UUID;
            };
        }
        Optional<GeneratedValue> generated = members.annotation(GeneratedValue.class);
        if (generated.isPresent()) {
            return stock(generated.get(), members, owner);
        }
        if (members.has(CreationTimestamp.class)) {
            return ValueSource.CREATION_TIMESTAMP;
        }
        if (members.has(UpdateTimestamp.class)) {
            return ValueSource.UPDATE_TIMESTAMP;
        }
        Optional<CurrentTimestamp> current = members.annotation(CurrentTimestamp.class);
        if (current.isPresent()) {
            boolean insertOnly = Arrays.stream(current.get().event()).allMatch(event -> event == EventType.INSERT);
            return insertOnly ? ValueSource.CREATION_TIMESTAMP : ValueSource.UPDATE_TIMESTAMP;
        }
        if (members.has(Version.class) && members.javaType().map(ValueSources::isTemporal).orElse(false)) {
            return ValueSource.UPDATE_TIMESTAMP;
        }
        return ValueSource.ASSIGNED;
    }

    private static ValueSource stock(GeneratedValue generated, AttributeMembers members, Class<?> owner) {
        String generator = generated.generator();
        if (!generator.isEmpty()) {
            if (declaresIncrement(members, owner, generator)) {
                return ValueSource.INCREMENT;
            }
            if (declaresTable(members, owner, generator)) {
                return ValueSource.TABLE_COUNTER;
            }
        }
        GenerationType strategy = generated.strategy();
        boolean uuidType = members.javaType().map(type -> type == UUID.class).orElse(false);
        return switch (strategy) {
            case TABLE -> ValueSource.TABLE_COUNTER;
            case IDENTITY -> ValueSource.IDENTITY;
            case UUID -> ValueSource.RANDOM_UUID;
            case SEQUENCE -> ValueSource.DATABASE_SEQUENCE;
            case AUTO -> uuidType ? ValueSource.RANDOM_UUID : ValueSource.DATABASE_SEQUENCE;
        };
    }

    @SuppressWarnings("deprecation") // strategy() is how older mappings name the increment generator
    private static boolean declaresIncrement(AttributeMembers members, Class<?> owner, String name) {
        for (GenericGenerator declared : generators(members, owner, GenericGenerator.class)) {
            if (declared.name().equals(name) && (declared.type() == IncrementGenerator.class
                    || declared.strategy().equals("increment"))) {
                return true;
            }
        }
        return false;
    }

    private static boolean declaresTable(AttributeMembers members, Class<?> owner, String name) {
        return generators(members, owner, TableGenerator.class).stream().anyMatch(declared -> declared.name().equals(name));
    }

    /** Generator declarations on the attribute, the entity class and its superclasses. */
    private static <A extends Annotation> List<A> generators(AttributeMembers members, Class<?> owner, Class<A> type) {
        List<A> all = new ArrayList<>(members.annotations(type));
        all.addAll(AttributeMembers.onClasses(owner, type));
        return all;
    }

    private static boolean isTemporal(Class<?> type) {
        return Temporal.class.isAssignableFrom(type) || Date.class.isAssignableFrom(type)
                || Calendar.class.isAssignableFrom(type);
    }
}
