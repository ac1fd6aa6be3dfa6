package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.Descending;
import jakarta.persistence.Id;
import jakarta.persistence.Transient;
import java.beans.Introspector;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;

/**
 * Finds an entity's {@code @Id} attributes in the order the class declares them. Hibernate orders
 * {@code @IdClass} and {@code @EmbeddedId} parts alphabetically, but the declared order is the key
 * order users mean, and for interleaved tables the parent's key must come first.
 */
public final class KeyAttributes {

    private KeyAttributes() {
    }

    /** The key attributes of {@code entity}, in declaration order. */
    public static List<KeyAttribute> of(PersistentClass entity) {
        Class<?> type = entity.getMappedClass();
        if (entity.getIdentifierMapper() != null) {
            return ordered(entity.getIdentifierMapper(), idAttributeNames(type), type);
        }
        Property identifier = entity.getIdentifierProperty();
        if (identifier == null) {
            return List.of();
        }
        if (identifier.getValue() instanceof Component embeddedId && embeddedId.getComponentClass() != null) {
            boolean wholeIdDescending = isDescending(type, identifier.getName());
            List<KeyAttribute> parts = new ArrayList<>();
            Class<?> embeddable = embeddedId.getComponentClass();
            for (KeyAttribute part : ordered(embeddedId, persistentFieldNames(embeddable), embeddable)) {
                parts.add(new KeyAttribute(identifier.getName() + "." + part.name(), part.columns(),
                        part.descending() || wholeIdDescending));
            }
            return parts;
        }
        if (identifier.getValue() instanceof Component dynamicId) {
            return dynamicIdParts(identifier.getName(), dynamicId);
        }
        return List.of(new KeyAttribute(identifier.getName(), MappedColumns.of(identifier.getValue()),
                isDescending(type, identifier.getName())));
    }

    /**
     * The parts of a composite id without a Java class (an Envers audit entity's {@code originalId}, an
     * {@code hbm.xml} {@code <composite-id>} of a dynamic-map entity), in Hibernate's order, except that a part
     * referencing an entity whose key ascends in order (an Envers revision, {@link TakenOverKey#ordered()}) goes
     * last: leading with it would send every insert to the end of the table. An audit table's key is so
     * {@code (id, REV)}: an entity's history is stored together, spread by the audited entity's key.
     */
    private static List<KeyAttribute> dynamicIdParts(String idName, Component id) {
        List<KeyAttribute> parts = new ArrayList<>();
        List<KeyAttribute> ordered = new ArrayList<>();
        for (Property property : id.getProperties()) {
            KeyAttribute part = new KeyAttribute(idName + "." + property.getName(), MappedColumns.of(property.getValue()),
                    false);
            (referencesOrderedKey(property.getValue()) ? ordered : parts).add(part);
        }
        parts.addAll(ordered);
        return parts;
    }

    /**
     * Whether {@code entity} has no Java class and a key part referencing an entity whose key ascends in order: an
     * Envers audit entity ({@code *_AUD}), keyed by the audited key and the revision.
     */
    public static boolean isRevisionKeyed(PersistentClass entity) {
        return entity.getMappedClass() == null && entity.getIdentifier() instanceof Component id
                && id.getProperties().stream().anyMatch(property -> referencesOrderedKey(property.getValue()));
    }

    private static boolean referencesOrderedKey(org.hibernate.mapping.Value value) {
        if (!(value instanceof org.hibernate.mapping.ToOne association) || association.getReferencedEntityName() == null) {
            return false;
        }
        PersistentClass referenced = association.getBuildingContext().getMetadataCollector()
                .getEntityBinding(association.getReferencedEntityName());
        return referenced != null && TakenOverKey.of(referenced).map(TakenOverKey::ordered).orElse(false);
    }

    /**
     * Attributes of {@code type} (and its superclasses) marked {@code @Descending} that are not key
     * attributes: the annotation would have no effect there, so it is a mapping error.
     */
    public static List<String> misplacedDescending(PersistentClass entity, List<KeyAttribute> keyAttributes) {
        Set<String> keyNames = new LinkedHashSet<>();
        for (KeyAttribute attribute : keyAttributes) {
            keyNames.add(attribute.name().contains(".") ? attribute.name().substring(0, attribute.name().indexOf('.'))
                    : attribute.name());
        }
        List<String> misplaced = new ArrayList<>();
        for (Class<?> type : hierarchy(entity.getMappedClass())) {
            for (Field field : type.getDeclaredFields()) {
                if (field.isAnnotationPresent(Descending.class) && !keyNames.contains(field.getName())) {
                    misplaced.add(field.getName());
                }
            }
            for (Method method : type.getDeclaredMethods()) {
                if (method.isAnnotationPresent(Descending.class) && !keyNames.contains(propertyName(method))) {
                    misplaced.add(propertyName(method));
                }
            }
        }
        return misplaced;
    }

    /** Whether {@code type} or a superclass marks any field or getter {@code @Descending}. */
    public static boolean declaresDescending(Class<?> type) {
        for (Class<?> current : hierarchy(type)) {
            for (Member member : members(current)) {
                if (((AnnotatedElement) member).isAnnotationPresent(Descending.class)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<KeyAttribute> ordered(Component component, List<String> declared, Class<?> declaringType) {
        List<KeyAttribute> attributes = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String name : declared) {
            Property property = findProperty(component, name);
            if (property != null && seen.add(name)) {
                attributes.add(new KeyAttribute(name, MappedColumns.of(property.getValue()), isDescending(declaringType, name)));
            }
        }
        // Attributes the class scan did not see (property access) keep Hibernate's order, after the rest.
        for (Property property : component.getProperties()) {
            if (seen.add(property.getName())) {
                attributes.add(new KeyAttribute(property.getName(), MappedColumns.of(property.getValue()),
                        isDescending(declaringType, property.getName())));
            }
        }
        return attributes;
    }

    private static Property findProperty(Component component, String name) {
        for (Property property : component.getProperties()) {
            if (property.getName().equals(name)) {
                return property;
            }
        }
        return null;
    }

    /** Fields annotated {@code @Id}, superclasses first, each class in declaration order. */
    private static List<String> idAttributeNames(Class<?> type) {
        List<String> names = new ArrayList<>();
        for (Class<?> current : hierarchy(type)) {
            for (Field field : current.getDeclaredFields()) {
                if (field.isAnnotationPresent(Id.class)) {
                    names.add(field.getName());
                }
            }
        }
        return names;
    }

    private static List<String> persistentFieldNames(Class<?> type) {
        List<String> names = new ArrayList<>();
        for (Class<?> current : hierarchy(type)) {
            for (Field field : current.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers) && !field.isSynthetic()
                        && !field.isAnnotationPresent(Transient.class)) {
                    names.add(field.getName());
                }
            }
        }
        return names;
    }

    static boolean isDescending(Class<?> type, String attribute) {
        return AttributeMembers.of(type, attribute).has(Descending.class);
    }

    private static List<Member> members(Class<?> type) {
        List<Member> members = new ArrayList<>(List.of(type.getDeclaredFields()));
        members.addAll(List.of(type.getDeclaredMethods()));
        return members;
    }

    private static String propertyName(Method method) {
        String name = method.getName();
        if (name.startsWith("get") && name.length() > 3) {
            return Introspector.decapitalize(name.substring(3));
        }
        if (name.startsWith("is") && name.length() > 2) {
            return Introspector.decapitalize(name.substring(2));
        }
        return name;
    }

    /** {@code type} and its superclasses, topmost first: inherited key attributes come first. */
    private static List<Class<?>> hierarchy(Class<?> type) {
        Deque<Class<?>> classes = new ArrayDeque<>();
        for (Class<?> current = type; current != null && current != Object.class; current = current.getSuperclass()) {
            classes.push(current);
        }
        return List.copyOf(classes);
    }
}
