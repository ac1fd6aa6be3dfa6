package dev.spannerkeys.spring.boot.autoconfigure.data;

import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Id;
import java.beans.Introspector;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.data.util.DirectFieldAccessFallbackBeanWrapper;

/**
 * The key parts of an entity class whose values a generator fills in on insert ({@code @BitReversedSequence},
 * {@code @RandomUuid}, {@code @ShardId}, {@code @GeneratedValue}, ...): {@code @Id} attributes (also those of
 * an {@code @IdClass} key) and the attributes of an {@code @EmbeddedId}. A row in the database has every key
 * part, so an entity with one of them still {@code null} has never been stored: it is new.
 */
final class GeneratedKeyParts {

    /** A generated key part: the entity's attribute, and the attribute inside it for an {@code @EmbeddedId}. */
    private record Part(String attribute, String embeddedAttribute) {
    }

    private final List<Part> parts;

    private GeneratedKeyParts(List<Part> parts) {
        this.parts = List.copyOf(parts);
    }

    /** The generated key parts of {@code entityType}. */
    static GeneratedKeyParts of(Class<?> entityType) {
        List<Part> parts = new ArrayList<>();
        for (String attribute : annotatedAttributes(entityType, Id.class)) {
            if (AttributeMembers.of(entityType, attribute).generator().isPresent()) {
                parts.add(new Part(attribute, null));
            }
        }
        for (String attribute : annotatedAttributes(entityType, EmbeddedId.class)) {
            AttributeMembers.of(entityType, attribute).javaType().ifPresent(embeddable -> {
                for (Field field : embeddable.getDeclaredFields()) {
                    if (!Modifier.isStatic(field.getModifiers())
                            && AttributeMembers.of(embeddable, field.getName()).generator().isPresent()) {
                        parts.add(new Part(attribute, field.getName()));
                    }
                }
            });
        }
        return new GeneratedKeyParts(parts);
    }

    /** Whether the class has any generated key part. */
    boolean isEmpty() {
        return parts.isEmpty();
    }

    /** Whether a generated key part of {@code entity} is still {@code null}: the entity was never stored. */
    boolean anyMissing(Object entity) {
        for (Part part : parts) {
            Object value = new DirectFieldAccessFallbackBeanWrapper(entity).getPropertyValue(part.attribute());
            if (value != null && part.embeddedAttribute() != null) {
                value = new DirectFieldAccessFallbackBeanWrapper(value).getPropertyValue(part.embeddedAttribute());
            }
            if (value == null) {
                return true;
            }
        }
        return false;
    }

    /** The attributes of the class and its superclasses whose field or getter carries {@code annotation}. */
    private static Set<String> annotatedAttributes(Class<?> type, Class<? extends java.lang.annotation.Annotation> annotation) {
        Set<String> names = new LinkedHashSet<>();
        for (Class<?> current = type; current != null && current != Object.class; current = current.getSuperclass()) {
            for (Field field : current.getDeclaredFields()) {
                if (field.isAnnotationPresent(annotation)) {
                    names.add(field.getName());
                }
            }
            for (Method method : current.getDeclaredMethods()) {
                if (((AnnotatedElement) method).isAnnotationPresent(annotation) && method.getParameterCount() == 0) {
                    names.add(propertyName(method.getName()));
                }
            }
        }
        return names;
    }

    private static String propertyName(String getter) {
        if (getter.startsWith("get") && getter.length() > 3) {
            return Introspector.decapitalize(getter.substring(3));
        }
        return getter.startsWith("is") && getter.length() > 2 ? Introspector.decapitalize(getter.substring(2)) : getter;
    }
}
