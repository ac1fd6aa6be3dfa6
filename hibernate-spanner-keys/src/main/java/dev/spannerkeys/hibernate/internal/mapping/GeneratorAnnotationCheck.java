package dev.spannerkeys.hibernate.internal.mapping;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.boot.registry.classloading.spi.ClassLoadingException;
import org.hibernate.boot.spi.MetadataSourcesContributor;

/**
 * Refuses an attribute that carries one of this library's generator annotations (which ones:
 * {@link KeyAnnotationPlacement}) together with another
 * generator annotation ({@code @BitReversedSequence} with {@code @RandomUuid}, say), before Hibernate
 * binds the mapping: Hibernate's own refusal ("has too many generator annotations") names the attribute
 * but not which one to keep. Runs when the metadata sources are handed to Hibernate's metadata builder
 * (found through {@code META-INF/services}), on the entity classes they list, with their superclasses.
 */
public final class GeneratorAnnotationCheck implements MetadataSourcesContributor {

    /** For {@link java.util.ServiceLoader}. */
    public GeneratorAnnotationCheck() {
    }

    @Override
    public void contribute(MetadataSources sources) {
        Set<Class<?>> classes = new LinkedHashSet<>(sources.getAnnotatedClasses());
        ClassLoaderService loader = sources.getServiceRegistry().getService(ClassLoaderService.class);
        if (loader != null) {
            for (String name : sources.getAnnotatedClassNames()) {
                try {
                    classes.add(loader.classForName(name));
                } catch (ClassLoadingException e) {
                    // Hibernate reports a class it cannot load itself, in its own words.
                }
            }
        }
        for (Class<?> entity : classes) {
            check(entity);
        }
    }

    /** Refuses the first attribute of {@code entity} (or its superclasses) with two generator annotations. */
    static void check(Class<?> entity) {
        for (Class<?> type = entity; type != null && type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                check(entity, type, field.getName(), field);
            }
            for (Method method : type.getDeclaredMethods()) {
                check(entity, type, propertyName(method), method);
            }
        }
    }

    private static void check(Class<?> entity, Class<?> declaring, String attribute, AnnotatedElement member) {
        List<Annotation> generators = new ArrayList<>();
        boolean ours = false;
        for (Annotation annotation : member.getDeclaredAnnotations()) {
            Class<? extends Annotation> type = annotation.annotationType();
            if (type.isAnnotationPresent(IdGeneratorType.class) || type.isAnnotationPresent(ValueGenerationType.class)) {
                generators.add(annotation);
                ours |= KeyAnnotationPlacement.isKeyGenerator(type);
            }
        }
        if (generators.size() < 2 || !ours) {
            return;
        }
        String names = generators.stream().map(annotation -> "@" + annotation.annotationType().getSimpleName())
                .collect(Collectors.joining(" and "));
        String where = "Entity '" + entityName(entity) + "', attribute '" + attribute + "'"
                + (declaring == entity ? "" : " (declared in " + declaring.getName() + ")");
        throw MappingProblems.problem(where, "it has two generator annotations, " + names + ", but one value can come"
                + " from one generator only", "keep the one generator this key should use: @BitReversedSequence for a"
                + " Long key, @RandomUuid for a String or UUID key, @ShardId for the shard part of a composite key");
    }

    private static String entityName(Class<?> entity) {
        jakarta.persistence.Entity annotation = entity.getAnnotation(jakarta.persistence.Entity.class);
        return annotation != null && !annotation.name().isEmpty() ? annotation.name() : entity.getName();
    }

    /** The attribute a getter stands for: {@code getTicketId} is {@code ticketId}; other methods keep their name. */
    private static String propertyName(Method method) {
        String name = method.getName();
        int prefix = name.startsWith("get") ? 3 : name.startsWith("is") ? 2 : 0;
        if (prefix == 0 || name.length() == prefix) {
            return name;
        }
        return Character.toLowerCase(name.charAt(prefix)) + name.substring(prefix + 1);
    }
}
