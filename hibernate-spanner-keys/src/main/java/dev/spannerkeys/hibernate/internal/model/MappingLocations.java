package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.internal.schema.SchemaProblem;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.MappingException;
import org.hibernate.boot.Metadata;
import dev.spannerkeys.hibernate.internal.mapping.MappedColumns;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.RootClass;

/**
 * Translates the table and column names of a {@link SchemaProblem} back to the entity and
 * attribute a developer wrote, so a bootstrap error points at the source code.
 */
final class MappingLocations {

    private final Map<String, PersistentClass> entitiesByTable = new HashMap<>();
    private final Map<String, String> attributesByColumn = new HashMap<>();

    MappingLocations(Metadata metadata) {
        for (PersistentClass entity : metadata.getEntityBindings()) {
            String table = key(entity.getTable().getName());
            // Several entities can share a table (single-table inheritance); the root owns its key.
            if (!entitiesByTable.containsKey(table) || entity instanceof RootClass) {
                entitiesByTable.put(table, entity);
            }
            if (entity.getIdentifierMapper() != null) {
                addAttributes(table, "", entity.getIdentifierMapper().getProperties());
            }
            if (entity.getIdentifierProperty() != null) {
                addAttributes(table, "", List.of(entity.getIdentifierProperty()));
            }
            addAttributes(table, "", entity.getProperties());
        }
    }

    /** The entity mapped to {@code table}, if any. */
    PersistentClass entity(String table) {
        return entitiesByTable.get(key(table));
    }

    /** The bootstrap error for {@code problem}, located at entity and attribute where known. */
    MappingException toMappingException(SchemaProblem problem) {
        PersistentClass entity = entity(problem.table());
        StringBuilder where = new StringBuilder(entity != null ? MappingProblems.where(entity) : "Table " + problem.table());
        problem.column().ifPresent(column -> {
            String attribute = attributesByColumn.get(key(problem.table()) + '.' + key(column));
            where.append(attribute != null ? ", attribute '" + attribute + "' (column " + column + ")" : ", column " + column);
        });
        problem.index().ifPresent(index -> where.append(", index '").append(index).append('\''));
        return MappingProblems.problem(where.toString(), problem.problem(), problem.fix());
    }

    private void addAttributes(String table, String prefix, List<Property> properties) {
        for (Property property : properties) {
            String name = prefix + property.getName();
            if (property.getValue() instanceof Component component && component.getComponentClass() != null) {
                addAttributes(table, name + ".", component.getProperties());
            }
            for (Column column : MappedColumns.of(property.getValue())) {
                attributesByColumn.putIfAbsent(table + '.' + key(column.getName()), name);
            }
        }
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
