package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.ShardId;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.beans.Introspector;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.mapping.PersistentClass;

/**
 * Annotations Hibernate would silently ignore where they are written: key generators on an attribute
 * that is not an {@code @Id} (Hibernate only binds {@code @IdGeneratorType} on identifiers), a key
 * generator next to {@code @GeneratedValue}, two {@code @ShardId} in one entity, and {@code @Interleaved}
 * on an entity subclass or a {@code @MappedSuperclass} (the table would not be interleaved).
 */
public final class KeyAnnotationPlacement {

    private static final List<Class<? extends Annotation>> KEY_GENERATORS =
            List.of(BitReversedSequence.class, RandomUuid.class, ShardId.class);

    /** Whether {@code annotationType} is one of this library's key generator annotations. */
    static boolean isKeyGenerator(Class<? extends Annotation> annotationType) {
        return KEY_GENERATORS.contains(annotationType);
    }

    private KeyAnnotationPlacement() {
    }

    public static void check(PersistentClass entity) {
        Class<?> mapped = entity.getMappedClass();
        if (mapped == null) {
            return;
        }
        checkInterleaved(entity, mapped);
        List<String> shardIds = new ArrayList<>();
        for (Class<?> type = mapped; type != null && type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                checkMember(entity, field, field, field.getName(), shardIds);
            }
            for (Method method : type.getDeclaredMethods()) {
                String attribute = attributeName(method);
                if (attribute != null) {
                    checkMember(entity, method, method, attribute, shardIds);
                }
            }
        }
        if (shardIds.size() > 1) {
            throw MappingProblems.problem(MappingProblems.where(entity, shardIds.get(1)),
                    "a second @ShardId in one entity (the first is on '" + shardIds.get(0) + "'); a key has one shard "
                    + "part, its first column", "keep one @ShardId and list every attribute to hash in its of = {...}");
        }
    }

    private static void checkMember(PersistentClass entity, AnnotatedElement element, Member member, String attribute,
            List<String> shardIds) {
        boolean key = element.isAnnotationPresent(Id.class) || element.isAnnotationPresent(EmbeddedId.class);
        for (Class<? extends Annotation> generator : KEY_GENERATORS) {
            if (!element.isAnnotationPresent(generator)) {
                continue;
            }
            String name = "@" + generator.getSimpleName();
            String where = MappingProblems.where(entity, attribute) + declaredIn(entity, member);
            if (!key) {
                throw MappingProblems.problem(where, name + " generates primary key values, but this attribute is not an "
                        + "@Id attribute, so Hibernate would ignore the annotation and never generate a value",
                        "add @Id to the attribute (for a composite key use @IdClass), or remove " + name);
            }
            if (element.isAnnotationPresent(GeneratedValue.class)) {
                throw MappingProblems.problem(where, name + " and @GeneratedValue both declare how this key is "
                        + "generated", "remove @GeneratedValue: " + name + " is the generator");
            }
            if (generator == ShardId.class) {
                shardIds.add(attribute);
            }
        }
    }

    private static void checkInterleaved(PersistentClass entity, Class<?> mapped) {
        if (mapped.isAnnotationPresent(Interleaved.class) && entity.getSuperclass() != null) {
            String root = entity.getRootClass().getEntityName();
            throw MappingProblems.problem(MappingProblems.where(entity) + ", @Interleaved", "the entity is a subclass in an "
                    + "inheritance hierarchy (root " + root + "), whose key and interleaving the root entity's table "
                    + "decides; on a subclass (SINGLE_TABLE, JOINED or TABLE_PER_CLASS) the annotation would be ignored",
                    "put @Interleaved on the root entity " + root + ", or map this entity without inheritance");
        }
        for (Class<?> type = mapped.getSuperclass(); type != null && type != Object.class; type = type.getSuperclass()) {
            if (type.isAnnotationPresent(MappedSuperclass.class) && type.isAnnotationPresent(Interleaved.class)) {
                throw MappingProblems.problem(MappingProblems.where(entity) + ", @Interleaved on @MappedSuperclass "
                        + type.getName(), "@Interleaved is not inherited, so the table of this entity would not be "
                        + "interleaved", "put @Interleaved on each entity class that extends " + type.getSimpleName()
                        + ", and remove it from the @MappedSuperclass");
            }
        }
    }

    private static String declaredIn(PersistentClass entity, Member member) {
        return member.getDeclaringClass() == entity.getMappedClass() ? ""
                : " (declared in " + member.getDeclaringClass().getName() + ")";
    }

    private static String attributeName(Method method) {
        String name = method.getName();
        if (method.getParameterCount() != 0) {
            return null;
        }
        if (name.startsWith("get") && name.length() > 3) {
            return Introspector.decapitalize(name.substring(3));
        }
        if (name.startsWith("is") && name.length() > 2) {
            return Introspector.decapitalize(name.substring(2));
        }
        return null;
    }
}
