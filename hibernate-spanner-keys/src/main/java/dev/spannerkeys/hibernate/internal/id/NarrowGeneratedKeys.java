package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.SequenceGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.RootClass;

/**
 * Refuses a key type narrower than 64 bits ({@code Integer}, {@code int}, {@code Short}, ...) for an
 * id that Spanner itself generates with a stock {@code @GeneratedValue}: on Spanner every sequence
 * and every identity column is {@code bit_reversed_positive}, so its values use all 63 positive bits
 * of INT64 from the first one on (counter 1 is 2<sup>62</sup>). A 32-bit attribute cannot hold them;
 * the first insert would fail or, worse, store a truncated value. ({@code @BitReversedSequence}
 * refuses such a type itself.) Ids taken over by {@link GeneratedValueTakeOver} are not checked: their
 * {@code Integer} keys are 31 bits wide.
 *
 * <p>Reads the mapping as Hibernate resolves it: {@code IDENTITY} is an identity column,
 * {@code SEQUENCE} and {@code AUTO} are a database sequence unless the generator they name is
 * declared as something else ({@code @TableGenerator}, {@code @GenericGenerator}: those are left
 * alone, as is a name declared nowhere this check can see).
 */
public final class NarrowGeneratedKeys {

    private static final Set<Class<?>> NARROW = Set.of(Integer.class, int.class, Short.class, short.class, Byte.class,
            byte.class);

    private NarrowGeneratedKeys() {
    }

    /**
     * Checks every entity of {@code metadata}.
     *
     * @throws dev.spannerkeys.hibernate.mapping.MappingProblemException for the first id a Spanner
     *     sequence or identity column fills whose type is narrower than {@code Long}
     */
    public static void check(Metadata metadata) {
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (entity instanceof RootClass && entity.getMappedClass() != null && entity.getIdentifierMapper() == null
                    && entity.getIdentifierProperty() != null
                    && !(entity.getIdentifierProperty().getValue() instanceof Component)
                    && TakenOverKey.of(entity).isEmpty()) {
                check(entity, entity.getIdentifierProperty());
            }
        }
    }

    private static void check(PersistentClass entity, Property id) {
        AttributeMembers members = AttributeMembers.of(entity.getMappedClass(), id.getName());
        Class<?> type = members.javaType().orElse(id.getType().getReturnedClass());
        Optional<GeneratedValue> generated = members.annotation(GeneratedValue.class);
        if (!NARROW.contains(type) || generated.isEmpty()) {
            return;
        }
        String generator = spannerGenerator(generated.get(), members, entity.getMappedClass());
        if (generator == null) {
            return;
        }
        String where = MappingProblems.where(entity, id.getName())
                + members.declaringClass().filter(declaring -> declaring != entity.getMappedClass())
                        .map(declaring -> " (declared in " + declaring.getName() + ")").orElse("");
        throw MappingProblems.problem(where, generator + " hands out bit-reversed values that use all 63 positive bits of"
                + " INT64 (the first one is 4611686018427387904), which the " + type.getSimpleName()
                + " attribute cannot hold", "leave '" + SpannerKeysSettings.GENERATED_VALUES + "' at take-over (its default),"
                + " which gives Integer ids 31-bit keys from a pooled sequence, or declare the attribute as Long (or long)");
    }

    /** How Spanner generates the value, or {@code null} if it is not a Spanner sequence or identity column. */
    private static String spannerGenerator(GeneratedValue generated, AttributeMembers members, Class<?> owner) {
        if (generated.strategy() == GenerationType.IDENTITY) {
            return "@GeneratedValue(strategy = IDENTITY) makes a Spanner identity column, which";
        }
        if (generated.strategy() != GenerationType.SEQUENCE && generated.strategy() != GenerationType.AUTO) {
            return null;
        }
        String name = generated.generator();
        if (name.isEmpty() || declares(members, owner, SequenceGenerator.class, name)) {
            return "@GeneratedValue(strategy = " + generated.strategy() + ") draws from a Spanner sequence, which";
        }
        return null;
    }

    private static boolean declares(AttributeMembers members, Class<?> owner, Class<SequenceGenerator> type, String name) {
        List<SequenceGenerator> declared = new ArrayList<>(members.annotations(type));
        declared.addAll(AttributeMembers.onClasses(owner, type));
        return declared.stream().anyMatch(generator -> generator.name().equals(name));
    }
}
