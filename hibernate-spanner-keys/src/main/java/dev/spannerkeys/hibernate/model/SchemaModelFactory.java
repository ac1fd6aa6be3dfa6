package dev.spannerkeys.hibernate.model;

import dev.spannerkeys.hibernate.id.NarrowGeneratedKeys;
import dev.spannerkeys.hibernate.id.SpannerSequence;
import dev.spannerkeys.schema.ddl.DdlWriter;
import dev.spannerkeys.schema.IndexDefinition;
import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SchemaProblem;
import dev.spannerkeys.schema.SpannerIdentifiers;
import dev.spannerkeys.schema.SequenceDefinition;
import dev.spannerkeys.schema.SqlDialect;
import dev.spannerkeys.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.Namespace;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Table;

/**
 * Builds the {@link SchemaModel} of a persistence unit from Hibernate's boot metadata and this
 * library's annotations, and turns every rule it breaks into a bootstrap error that names the
 * entity and attribute.
 */
final class SchemaModelFactory {

    private SchemaModelFactory() {
    }

    static SchemaModel build(Metadata metadata, SqlDialect dialect) {
        NarrowGeneratedKeys.check(metadata);
        MappingLocations locations = new MappingLocations(metadata);
        IndexModels indexModels = new IndexModels(metadata);
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (entity.getMappedClass() != null && entity.getTable().isPhysicalTable()) {
                indexModels.register(entity);
            }
        }
        TableModels tableModels = new TableModels(metadata, dialect);
        try {
            List<TableDefinition> tables = new ArrayList<>();
            List<IndexDefinition> indexes = new ArrayList<>();
            List<SequenceDefinition> sequences = new ArrayList<>();
            for (Namespace namespace : metadata.getDatabase().getNamespaces()) {
                for (Table table : namespace.getTables()) {
                    if (table.isPhysicalTable() && !table.isView()) {
                        tables.add(tableModels.of(table, locations.entity(table.getName())));
                        indexes.addAll(indexModels.indexes(table));
                        requireForeignKeyNames(table);
                    }
                }
                for (Sequence sequence : namespace.getSequences()) {
                    if (sequence instanceof SpannerSequence spannerSequence) {
                        sequences.add(spannerSequence.definition());
                    } else {
                        requireStockSequenceName(sequence);
                    }
                }
            }
            SchemaModel model = new SchemaModel(tables, indexes, sequences);
            DdlWriter.forDialect(dialect).requireSupported(model);
            return model;
        } catch (SchemaProblem problem) {
            throw locations.toMappingException(problem);
        } catch (IllegalArgumentException invalid) {
            throw new MappingException("The Spanner schema of this persistence unit is invalid: " + invalid.getMessage(),
                    invalid);
        }
    }

    /** Foreign key names from {@code @ForeignKey(name = ...)} are printed into DDL: one identifier each. */
    private static void requireForeignKeyNames(Table table) {
        for (ForeignKey foreignKey : table.getForeignKeyCollection()) {
            String name = foreignKey.getName();
            if (name != null && !SpannerIdentifiers.isValid(name)) {
                String column = foreignKey.getColumns().isEmpty() ? "?" : foreignKey.getColumns().get(0).getName();
                throw SchemaProblem.inColumn(table.getName(), column, "the foreign key name '" + name
                        + "' is not a valid Spanner identifier (or is a reserved keyword), and it is written into DDL",
                        "use a letter followed by letters, digits or underscores in @ForeignKey(name = ...)");
            }
        }
    }

    /** Sequence names from {@code @SequenceGenerator(sequenceName = ...)} are printed into DDL and queries. */
    private static void requireStockSequenceName(Sequence sequence) {
        String name = sequence.getName().getSequenceName().getText();
        if (!SpannerIdentifiers.isValid(name)) {
            throw new MappingException("The sequence name '" + name + "' (from @SequenceGenerator(sequenceName = ...) "
                    + "or @GeneratedValue) is not a valid Spanner identifier or is a reserved keyword, and it is written "
                    + "into DDL and queries. Fix: use a letter followed by letters, digits or underscores, or draw the "
                    + "key from @BitReversedSequence(name = ...).");
        }
    }
}
