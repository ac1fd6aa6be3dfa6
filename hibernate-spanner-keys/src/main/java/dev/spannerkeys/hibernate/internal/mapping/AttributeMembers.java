package dev.spannerkeys.hibernate.internal.mapping;

import jakarta.persistence.GeneratedValue;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * Finds the field and getter that declare an attribute, in a class or its superclasses, so an
 * annotation is found on it whichever access type the entity uses. The readers of this library's
 * annotations ({@code ...Declaration}) and the advisor's reading of Hibernate's and JPA's
 * annotations look them up here.
 */
public final class AttributeMembers {

    private final List<AnnotatedElement> members;
    private final Class<?> javaType;

    private AttributeMembers(List<AnnotatedElement> members, Class<?> javaType) {
        this.members = members;
        this.javaType = javaType;
    }

    /** The members declaring {@code attribute} in {@code type} or its superclasses; none if not found. */
    public static AttributeMembers of(Class<?> type, String attribute) {
        List<AnnotatedElement> found = new ArrayList<>();
        Class<?> javaType = null;
        String suffix = attribute.isEmpty() ? attribute
                : Character.toUpperCase(attribute.charAt(0)) + attribute.substring(1);
        for (Class<?> current = type; current != null && current != Object.class; current = current.getSuperclass()) {
            for (Field field : current.getDeclaredFields()) {
                if (field.getName().equals(attribute)) {
                    found.add(field);
                    javaType = javaType != null ? javaType : field.getType();
                }
            }
            for (Method method : current.getDeclaredMethods()) {
                if (method.getParameterCount() == 0
                        && (method.getName().equals("get" + suffix) || method.getName().equals("is" + suffix))) {
                    found.add(method);
                    javaType = javaType != null ? javaType : method.getReturnType();
                }
            }
        }
        return new AttributeMembers(List.copyOf(found), javaType);
    }

    /** The annotation of this type on any of the members. */
    public <A extends Annotation> Optional<A> annotation(Class<A> annotationType) {
        for (AnnotatedElement member : members) {
            A annotation = member.getAnnotation(annotationType);
            if (annotation != null) {
                return Optional.of(annotation);
            }
        }
        return Optional.empty();
    }

    /** Every (possibly repeated) annotation of this type on the members. */
    public <A extends Annotation> List<A> annotations(Class<A> annotationType) {
        List<A> all = new ArrayList<>();
        for (AnnotatedElement member : members) {
            all.addAll(List.of(member.getAnnotationsByType(annotationType)));
        }
        return all;
    }

    /** Every (possibly repeated) annotation of this type on {@code type} and its superclasses. */
    public static <A extends Annotation> List<A> onClasses(Class<?> type, Class<A> annotationType) {
        List<A> all = new ArrayList<>();
        for (Class<?> current = type; current != null && current != Object.class; current = current.getSuperclass()) {
            all.addAll(List.of(current.getAnnotationsByType(annotationType)));
        }
        return all;
    }

    /**
     * The annotation that makes the attribute's value generated on insert, if any: JPA's
     * {@code @GeneratedValue}, or any annotation marked {@code @IdGeneratorType} or
     * {@code @ValueGenerationType} (this library's {@code @BitReversedSequence}, {@code @RandomUuid},
     * {@code @ShardId}, Hibernate's {@code @UuidGenerator}, ...), e.g. {@code "@BitReversedSequence"}.
     */
    public Optional<String> generator() {
        if (has(GeneratedValue.class)) {
            return Optional.of("@GeneratedValue");
        }
        for (AnnotatedElement member : members) {
            for (Annotation annotation : member.getAnnotations()) {
                Class<? extends Annotation> type = annotation.annotationType();
                if (type.isAnnotationPresent(IdGeneratorType.class) || type.isAnnotationPresent(ValueGenerationType.class)) {
                    return Optional.of("@" + type.getSimpleName());
                }
            }
        }
        return Optional.empty();
    }

    /** Whether any annotation on the members is itself annotated with {@code metaAnnotation}. */
    public boolean metaAnnotated(Class<? extends Annotation> metaAnnotation) {
        for (AnnotatedElement member : members) {
            for (Annotation annotation : member.getAnnotations()) {
                if (annotation.annotationType().isAnnotationPresent(metaAnnotation)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether an annotation of this type is present. */
    public boolean has(Class<? extends Annotation> annotationType) {
        return annotation(annotationType).isPresent();
    }

    /**
     * Whether any of the members carries an annotation of the class named {@code annotationClassName}: for the
     * annotations of optional libraries (Envers), which the library must not load.
     */
    public boolean hasAnnotationNamed(String annotationClassName) {
        for (AnnotatedElement member : members) {
            for (Annotation annotation : member.getAnnotations()) {
                if (annotation.annotationType().getName().equals(annotationClassName)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The class that declares the attribute: the nearest class, from the one searched up through its
     * superclasses, with a field or getter of that name; empty if none was found.
     */
    public Optional<Class<?>> declaringClass() {
        if (members.isEmpty()) {
            return Optional.empty();
        }
        AnnotatedElement first = members.get(0);
        return Optional.of(first instanceof Field field ? field.getDeclaringClass() : ((Method) first).getDeclaringClass());
    }

    /**
     * The attribute's Java type as seen from {@code entity}: a type variable of a generic superclass
     * ({@code @MappedSuperclass class BaseEntity<ID>} with {@code ID id}) resolved through the type arguments
     * {@code entity}'s superclasses give it; the declared type otherwise.
     */
    public Optional<Class<?>> javaTypeIn(Class<?> entity) {
        if (members.isEmpty()) {
            return javaType();
        }
        AnnotatedElement first = members.get(0);
        java.lang.reflect.Type type = first instanceof Field field ? field.getGenericType()
                : ((Method) first).getGenericReturnType();
        java.util.Map<java.lang.reflect.TypeVariable<?>, java.lang.reflect.Type> bound = new java.util.HashMap<>();
        for (Class<?> current = entity; current != null && current != Object.class; current = current.getSuperclass()) {
            if (current.getGenericSuperclass() instanceof java.lang.reflect.ParameterizedType parameterized
                    && parameterized.getRawType() instanceof Class<?> raw) {
                java.lang.reflect.TypeVariable<?>[] variables = raw.getTypeParameters();
                for (int i = 0; i < variables.length; i++) {
                    bound.put(variables[i], parameterized.getActualTypeArguments()[i]);
                }
            }
        }
        while (type instanceof java.lang.reflect.TypeVariable<?> variable && bound.containsKey(variable)) {
            type = bound.get(variable);
        }
        return type instanceof Class<?> resolved ? Optional.of(resolved) : javaType();
    }

    /** The attribute's declared Java type, if a member was found. */
    public Optional<Class<?>> javaType() {
        return Optional.ofNullable(javaType);
    }
}
