package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.hibernate.mapping.MappingProblemException;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.mapping.PersistentClass;

/**
 * Builds bootstrap errors that name the entity and attribute, what is wrong and how to fix it.
 */
public final class MappingProblems {

    private MappingProblems() {
    }

    /** {@code "Entity 'com.example.Singer', attribute 'id'"}. */
    public static String where(GeneratorCreationContext context) {
        String entity = context.getPersistentClass() != null
                ? context.getPersistentClass().getEntityName()
                : "(unknown entity)";
        String attribute = context.getProperty() != null ? context.getProperty().getName() : "(identifier)";
        return "Entity '" + entity + "', attribute '" + attribute + "'";
    }

    /** {@code "Entity 'com.example.Singer' (table Singers)"}. */
    public static String where(PersistentClass entity) {
        return "Entity '" + entity.getEntityName() + "' (table " + entity.getTable().getName() + ")";
    }

    /** {@code "Entity 'com.example.Singer' (table Singers), attribute 'name'"}. */
    public static String where(PersistentClass entity, String attribute) {
        return where(entity) + ", attribute '" + attribute + "'";
    }

    /** The error for {@code problem} at the attribute Hibernate is creating a generator for. */
    public static MappingProblemException problem(GeneratorCreationContext context, String problem, String fix) {
        return problem(where(context), problem, fix);
    }

    /** {@code "<where>: <problem>. Fix: <fix>"}. */
    public static MappingProblemException problem(String where, String problem, String fix) {
        return new MappingProblemException(where, problem, fix);
    }
}
