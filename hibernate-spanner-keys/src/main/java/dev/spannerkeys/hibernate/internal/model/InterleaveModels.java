package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import dev.spannerkeys.hibernate.internal.mapping.InterleavedDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.KeyAttribute;
import dev.spannerkeys.hibernate.internal.mapping.KeyAttributes;
import dev.spannerkeys.hibernate.internal.mapping.MappedColumns;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.beans.Introspector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.mapping.OneToOne;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.RootClass;
import org.hibernate.mapping.ToOne;

/**
 * Turns {@link Interleaved} (read by {@link InterleavedDeclaration}) into the interleave clause, checking
 * what the annotation alone can get wrong, and, once the schema's key prefixes are checked, that the
 * child's leading key parts really carry its parent's key values ({@link #requireParentKeyValues}).
 */
final class InterleaveModels {

    private final Metadata metadata;

    InterleaveModels(Metadata metadata) {
        this.metadata = metadata;
    }

    /** How {@code entity}'s table is interleaved, or empty for a root table. */
    Optional<Interleave> of(PersistentClass entity) {
        Optional<InterleavedDeclaration> declaration = InterleavedDeclaration.of(entity.getMappedClass());
        if (declaration.isEmpty()) {
            return Optional.empty();
        }
        InterleavedDeclaration interleaved = declaration.get();
        String where = MappingProblems.where(entity) + ", @Interleaved(in = " + interleaved.parent().getSimpleName() + ".class)";
        if (interleaved.parent() == entity.getMappedClass()) {
            throw MappingProblems.problem(where, "the entity is interleaved in itself",
                    "name the parent entity whose rows this entity's rows belong to");
        }
        PersistentClass parent = metadata.getEntityBinding(interleaved.parent().getName());
        if (parent == null) {
            throw MappingProblems.problem(where, interleaved.parent().getName()
                    + " is not an entity of this persistence unit, so it has no table to interleave in",
                    "name an @Entity class (and add it to the persistence unit)");
        }
        if (!interleaved.parentConstraint()) {
            if (interleaved.onDeleteCascade()) {
                throw MappingProblems.problem(where, "onDeleteCascade = true needs parentConstraint = true: without the "
                        + "parent constraint a child row does not belong to a parent row that could cascade",
                        "remove onDeleteCascade, or keep parentConstraint = true");
            }
            return Optional.of(Interleave.colocatedWith(parent.getTable().getName()));
        }
        return Optional.of(Interleave.inParent(parent.getTable().getName(),
                interleaved.onDeleteCascade() ? OnDelete.CASCADE : OnDelete.NO_ACTION));
    }

    /**
     * Refuses an interleaved child whose leading key parts (those at the positions of its parent's key)
     * do not take their values from the parent's key. A column named like the parent's key proves
     * nothing: a value drawn from the child's own sequence matches some parent row by chance, or none,
     * and Spanner then refuses the insert with {@code NOT_FOUND}. Carried values come from a composite
     * key ({@code @IdClass} / {@code @EmbeddedId}) whose leading parts the application assigns from the
     * parent, from {@code @MapsId} or an {@code @Id} association, or from a key column that is also
     * the foreign key to the parent (or an ancestor). Runs after {@link SchemaModel} has checked the
     * key prefix by name, type and order.
     */
    void requireParentKeyValues(PersistentClass child, SchemaModel model) {
        Optional<InterleavedDeclaration> declaration = InterleavedDeclaration.of(child.getMappedClass());
        if (declaration.isEmpty() || !(child instanceof RootClass)) {
            return;
        }
        PersistentClass parent = metadata.getEntityBinding(declaration.get().parent().getName());
        Optional<TableDefinition> parentTable = parent == null ? Optional.empty()
                : model.table(parent.getTable().getName());
        if (parentTable.isEmpty()) {
            return;
        }
        int parentKeySize = parentTable.get().primaryKey().size();
        boolean composite = child.getIdentifierMapper() != null || child.getIdentifier() instanceof Component;
        int position = 0;
        for (KeyAttribute attribute : KeyAttributes.of(child)) {
            if (position >= parentKeySize) {
                return;
            }
            String where = MappingProblems.where(child, attribute.name()) + ", @Interleaved(in = "
                    + parent.getMappedClass().getSimpleName() + ".class)";
            Optional<String> generator = members(child, attribute.name()).generator();
            for (Column column : attribute.columns()) {
                if (position++ >= parentKeySize) {
                    break;
                }
                if (generator.isPresent()) {
                    throw MappingProblems.problem(where, "key column " + column.getName()
                            + " stands at the place of the key of " + parent.getTable().getName()
                            + ", but its value comes from " + generator.get()
                            + " of " + child.getMappedClass().getSimpleName() + " itself, not from the parent: a new "
                            + "row belongs to whichever " + parent.getMappedClass().getSimpleName() + " has that key "
                            + "by chance, and Spanner refuses the insert (NOT_FOUND) when none has. A column named "
                            + "like the parent's key does not make the values equal", fix(child, parent));
                }
                if (!composite && !carriedByForeignKey(child, column, model)) {
                    throw MappingProblems.problem(where, "key column " + column.getName()
                            + " is named like the key of " + parent.getTable().getName() + ", but nothing ties its value to the parent's: it "
                            + "is not a part of a composite key (@IdClass or @EmbeddedId) set from the parent, not "
                            + "mapped with @MapsId, and not a foreign key to " + parent.getTable().getName()
                            + ". A column named like the parent's key does not make the values equal",
                            fix(child, parent));
                }
            }
        }
    }

    /** The field or getter of a key attribute; {@code id.part} is a part of an {@code @EmbeddedId}. */
    private static AttributeMembers members(PersistentClass entity, String attribute) {
        int dot = attribute.indexOf('.');
        if (dot > 0 && entity.getIdentifier() instanceof Component embedded && embedded.getComponentClass() != null) {
            return AttributeMembers.of(embedded.getComponentClass(), attribute.substring(dot + 1));
        }
        return AttributeMembers.of(entity.getMappedClass(), attribute);
    }

    /**
     * Whether {@code column} is part of a foreign key to an ancestor, referencing the same-named key column,
     * or the join column of a to-one association to an ancestor (a {@code @OneToOne} on the key has no
     * foreign key in Hibernate's model, yet its value is the ancestor's key).
     */
    private boolean carriedByForeignKey(PersistentClass child, Column column, SchemaModel model) {
        for (Property property : child.getProperties()) {
            if (property.getValue() instanceof ToOne association && association.getReferencedEntityName() != null
                    && isAncestor(model, child.getTable().getName(), tableOf(association.getReferencedEntityName()))
                    && (joinsOnPrimaryKey(association)
                    || MappedColumns.of(association).stream().anyMatch(c -> c.getName().equalsIgnoreCase(column.getName())))) {
                return true;
            }
        }
        for (ForeignKey foreignKey : child.getTable().getForeignKeyCollection()) {
            int index = foreignKey.getColumns().indexOf(column);
            if (index < 0 || foreignKey.getReferencedTable() == null
                    || !isAncestor(model, child.getTable().getName(), foreignKey.getReferencedTable().getName())) {
                continue;
            }
            List<Column> referenced = foreignKey.isReferenceToPrimaryKey()
                    ? foreignKey.getReferencedTable().getPrimaryKey().getColumns()
                    : foreignKey.getReferencedColumns();
            if (index < referenced.size() && referenced.get(index).getName().equalsIgnoreCase(column.getName())) {
                return true;
            }
        }
        return false;
    }

    /** A {@code @OneToOne} Hibernate joins key to key: its value is the associated row's key. */
    private static boolean joinsOnPrimaryKey(ToOne association) {
        return association instanceof OneToOne && association.getSelectables().isEmpty();
    }

    private String tableOf(String entityName) {
        PersistentClass entity = metadata.getEntityBinding(entityName);
        return entity == null ? "" : entity.getTable().getName();
    }

    private static boolean isAncestor(SchemaModel model, String table, String candidate) {
        return model.ancestors(table).stream().anyMatch(ancestor -> ancestor.isNamed(candidate));
    }

    /** The {@code @IdClass} form: the parent's key first, copied from the parent, then the child's own part. */
    private static String fix(PersistentClass child, PersistentClass parent) {
        String childName = child.getMappedClass().getSimpleName();
        String parentName = parent.getMappedClass().getSimpleName();
        String parentVariable = Introspector.decapitalize(parentName);
        List<String> fields = new ArrayList<>();
        List<String> components = new ArrayList<>();
        List<String> assignments = new ArrayList<>();
        for (KeyAttribute parentKey : KeyAttributes.of(parent)) {
            String parentAttribute = parentKey.name().substring(parentKey.name().indexOf('.') + 1);
            String name = parentAttribute.toLowerCase(Locale.ROOT).startsWith(parentVariable.toLowerCase(Locale.ROOT))
                    ? parentAttribute : parentVariable
                    + Character.toUpperCase(parentAttribute.charAt(0)) + parentAttribute.substring(1);
            String type = members(parent, parentKey.name()).javaType().map(Class::getSimpleName).orElse("Long");
            String column = parentKey.columns().isEmpty() ? parentAttribute : parentKey.columns().get(0).getName();
            fields.add("@Id @Column(name = \"" + column + "\") " + type + " " + name + ";");
            components.add(type + " " + name);
            assignments.add(name + " = " + parentVariable + ".get" + Character.toUpperCase(parentAttribute.charAt(0))
                    + parentAttribute.substring(1) + "()");
        }
        String own = Introspector.decapitalize(childName) + "Id";
        fields.add("@Id @BitReversedSequence(name = \"" + child.getTable().getName() + "_seq\") Long " + own + ";");
        components.add("Long " + own);
        return "give " + childName + " a composite key that starts with " + parentName + "'s key, set from the "
                + parentName + " the row belongs to, then its own part: @Entity @IdClass(" + childName + ".Key.class) "
                + "@Interleaved(in = " + parentName + ".class) class " + childName + " { " + String.join(" ", fields)
                + " public record Key(" + String.join(", ", components) + ") implements Serializable {} } with "
                + String.join(", ", assignments) + " (or map the parent part as @Id @ManyToOne " + parentName + " "
                + parentVariable + "); a child with one row per parent can share the parent's key with @MapsId "
                + "@OneToOne " + parentName + " " + parentVariable;
    }
}
