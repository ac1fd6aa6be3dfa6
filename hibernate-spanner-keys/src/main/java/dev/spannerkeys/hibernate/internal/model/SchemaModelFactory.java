package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import dev.spannerkeys.hibernate.internal.mapping.KeyAnnotationPlacement;
import dev.spannerkeys.hibernate.internal.id.NarrowGeneratedKeys;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.id.SpannerSequence;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
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
            KeyAnnotationPlacement.check(entity);
            if (entity.getTable().isPhysicalTable()) {
                indexModels.register(entity);
            }
        }
        indexModels.distinctGeneratedUniqueKeyNames();
        requireDistinctTableSpellings(metadata);
        requireDefaultSchemaName(metadata, dialect);
        requireOneSchemaPerName(metadata);
        TableModels tableModels = new TableModels(metadata, dialect);
        try {
            List<TableDefinition> tables = new ArrayList<>();
            List<IndexDefinition> indexes = new ArrayList<>();
            List<SequenceDefinition> sequences = new ArrayList<>();
            for (Namespace namespace : metadata.getDatabase().getNamespaces()) {
                requireSchemaName(namespace, dialect);
                for (Table table : namespace.getTables()) {
                    if (table.isPhysicalTable() && !table.isView()) {
                        tables.add(tableModels.of(table, locations.entity(table.getName())));
                        indexes.addAll(indexModels.indexes(table));
                        requireForeignKeyNames(table, dialect);
                    }
                }
                for (Sequence sequence : namespace.getSequences()) {
                    if (sequence instanceof SpannerSequence spannerSequence) {
                        sequences.add(spannerSequence.definition());
                    } else {
                        requireStockSequenceName(sequence, dialect);
                    }
                }
            }
            requireDistinctNames(metadata, tables, sequences);
            SchemaModel model = new SchemaModel(tables, indexes, sequences);
            InterleaveModels interleaves = new InterleaveModels(metadata);
            for (PersistentClass entity : metadata.getEntityBindings()) {
                interleaves.requireParentKeyValues(entity, model);
            }
            DdlWriter.forDialect(dialect).requireSupported(model);
            return model;
        } catch (SchemaProblem problem) {
            throw locations.toMappingException(problem);
        } catch (IllegalArgumentException invalid) {
            throw new MappingException("The Spanner schema of this persistence unit is invalid: " + invalid.getMessage(),
                    invalid);
        }
    }

    /**
     * Spanner compares table and sequence names case-insensitively, and both live in one namespace: two
     * tables whose names differ only in case, or a sequence named like a table, would fail the DDL batch.
     */
    private static void requireDistinctNames(Metadata metadata, List<TableDefinition> tables,
            List<SequenceDefinition> sequences) {
        java.util.Map<String, String> tableNames = new java.util.HashMap<>();
        for (TableDefinition table : tables) {
            String other = tableNames.putIfAbsent(table.name().toLowerCase(java.util.Locale.ROOT), table.name());
            if (other != null) {
                throw MappingProblems.problem(whereTable(metadata, table.name()) + ", @Table(name = \"" + table.name()
                        + "\")", "the table " + table.name() + " and the table " + other + locatedAt(metadata, other)
                        + " differ only in case, and Spanner compares names case-insensitively, so they are one table",
                        "give one of the entities another table name with @Table(name = ...)");
            }
        }
        for (SequenceDefinition sequence : sequences) {
            String table = tableNames.get(sequence.name().toLowerCase(java.util.Locale.ROOT));
            if (table != null) {
                throw MappingProblems.problem(whereTable(metadata, table) + ", sequence '" + sequence.name() + "'",
                        "the sequence " + sequence.name() + " has the name of the table " + table + "; tables and "
                        + "sequences share one namespace in Spanner", "rename the sequence, e.g. @BitReversedSequence(name = \""
                        + table + "_seq\")");
            }
        }
    }

    /**
     * Hibernate compares unquoted table names case-insensitively, as Spanner does: entities whose table
     * names differ only in case (Thing and THING) silently share one table. Refuse that.
     */
    private static void requireDistinctTableSpellings(Metadata metadata) {
        java.util.Map<String, PersistentClass> byName = new java.util.HashMap<>();
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (entity.getSuperclass() != null || entity.getMappedClass() == null) {
                continue;
            }
            String spelled = spelledTableName(entity);
            PersistentClass other = byName.putIfAbsent(spelled.toLowerCase(java.util.Locale.ROOT), entity);
            if (other != null && !spelledTableName(other).equals(spelled)) {
                throw MappingProblems.problem(MappingProblems.where(entity) + ", @Table(name = \"" + spelled + "\")",
                        "its table name and the table name " + spelledTableName(other) + " of entity '"
                        + other.getEntityName() + "' differ only in case, and Spanner (like Hibernate) compares names "
                        + "case-insensitively, so both entities would share one table",
                        "give one of the entities another table name with @Table(name = ...)");
            }
        }
    }

    /**
     * Two tables (or two sequences) with the same name in different schemas ({@code @Table(name = "Items", schema =
     * "a")} and {@code schema = "b"}): the schema model, the order of DDL statements and the comparison with a live
     * database name tables and sequences by their bare names, so they would take one for the other. Refused before
     * anything is sent.
     */
    private static void requireOneSchemaPerName(Metadata metadata) {
        java.util.Map<String, Namespace> tables = new java.util.HashMap<>();
        java.util.Map<String, Namespace> sequences = new java.util.HashMap<>();
        java.util.Map<String, Table> tableObjects = new java.util.HashMap<>();
        for (Namespace namespace : metadata.getDatabase().getNamespaces()) {
            for (Table table : namespace.getTables()) {
                if (!table.isPhysicalTable() || table.isView()) {
                    continue;
                }
                String key = table.getName().toLowerCase(java.util.Locale.ROOT);
                Namespace other = tables.putIfAbsent(key, namespace);
                if (other != null && other != namespace) {
                    Table first = tableObjects.get(key);
                    throw MappingProblems.problem(owner(metadata, table) + ", @Table(name = \"" + table.getName()
                            + "\", schema = " + schemaOf(namespace) + ")", "its table has the name of the table "
                            + first.getName() + " in schema " + schemaOf(other) + " (" + owner(metadata, first)
                            + "); the library names tables by their bare names in its schema model, its DDL order "
                            + "and its comparison with the database, so it would take one table for the other",
                            "give one of the two tables another name with @Table(name = ...) (the schemas may stay)");
                }
                tableObjects.putIfAbsent(key, table);
            }
            for (Sequence sequence : namespace.getSequences()) {
                String name = sequence.getName().getSequenceName().getText();
                Namespace other = sequences.putIfAbsent(name.toLowerCase(java.util.Locale.ROOT), namespace);
                if (other != null && other != namespace) {
                    throw MappingProblems.problem("Sequence '" + name + "' in schema " + schemaOf(namespace),
                            "a sequence of the same name lives in schema " + schemaOf(other) + "; the library names "
                            + "sequences by their bare names in its schema model and its comparison with the database, "
                            + "so it would take one sequence for the other",
                            "give one of the two sequences another name (@SequenceGenerator(sequenceName = ...) or "
                            + "@BitReversedSequence(name = ...))");
                }
            }
        }
    }

    /** {@code Entity 'X' (...)} for an entity's table, else {@code Table t}. */
    private static String owner(Metadata metadata, Table table) {
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (entity.getTable() == table) {
                return MappingProblems.where(entity);
            }
        }
        return "Table " + table.getName();
    }

    private static String schemaOf(Namespace namespace) {
        return namespace.getName().schema() == null ? "(the default schema)"
                : "\"" + namespace.getName().schema().getText() + "\"";
    }

    private static String spelledTableName(PersistentClass entity) {
        List<jakarta.persistence.Table> tables = AttributeMembers.onClasses(entity.getMappedClass(),
                jakarta.persistence.Table.class);
        if (!tables.isEmpty() && !tables.get(0).name().isEmpty()) {
            return tables.get(0).name();
        }
        return entity.getJpaEntityName() != null ? entity.getJpaEntityName() : entity.getTable().getName();
    }

    private static String whereTable(Metadata metadata, String table) {
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (entity.getTable().getName().equals(table)) {
                return MappingProblems.where(entity);
            }
        }
        return "Table " + table;
    }

    private static String locatedAt(Metadata metadata, String table) {
        String where = whereTable(metadata, table);
        return where.startsWith("Entity ") ? " of " + where.substring(0, where.indexOf(" (table")) : "";
    }

    /**
     * Foreign key names from {@code @ForeignKey(name = ...)} are printed into DDL, quoted where they must be:
     * each must be a name Spanner accepts.
     */
    private static void requireForeignKeyNames(Table table, SqlDialect dialect) {
        for (ForeignKey foreignKey : table.getForeignKeyCollection()) {
            String name = foreignKey.getName();
            if (name != null) {
                SpannerIdentifiers.problem(dialect, SpannerIdentifiers.unquoted(name), false).ifPresent(problem -> {
                    String column = foreignKey.getColumns().isEmpty() ? "?" : foreignKey.getColumns().get(0).getName();
                    throw SchemaProblem.inColumn(table.getName(), column, "the foreign key name '" + name
                            + "' cannot name a Spanner constraint: " + problem,
                            "rename it in @ForeignKey(name = ...): " + SpannerIdentifiers.NAMING_RULE);
                });
            }
        }
    }

    /**
     * A schema name from {@code @Table(schema = ...)}, {@code @SequenceGenerator(schema = ...)} or
     * {@code hibernate.default_schema} is printed into every statement that names the schema's objects:
     * one plain identifier (a reserved keyword is quoted), refused before any DDL is sent.
     */
    private static void requireSchemaName(Namespace namespace, SqlDialect dialect) {
        for (var identifier : java.util.Arrays.asList(namespace.getName().schema(), namespace.getName().catalog())) {
            if (identifier != null) {
                List<String> objects = new ArrayList<>();
                namespace.getTables().forEach(table -> objects.add("table " + table.getName()));
                namespace.getSequences().forEach(sequence -> objects.add("sequence "
                        + sequence.getName().getSequenceName().getText()));
                requireSchemaName(identifier.getText(), objects.isEmpty() ? "the default schema"
                        : String.join(", ", objects), dialect);
            }
        }
    }

    /** {@code hibernate.default_schema}, which Hibernate adds where a name has no schema of its own. */
    private static void requireDefaultSchemaName(Metadata metadata, SqlDialect dialect) {
        Object name = metadata.getDatabase().getServiceRegistry()
                .requireService(org.hibernate.engine.config.spi.ConfigurationService.class).getSettings()
                .get(org.hibernate.cfg.AvailableSettings.DEFAULT_SCHEMA);
        if (name != null && !String.valueOf(name).isBlank()) {
            requireSchemaName(String.valueOf(name).strip(), "hibernate.default_schema", dialect);
        }
    }

    private static void requireSchemaName(String name, String of, SqlDialect dialect) {
        String unquoted = name.length() > 1 && (name.startsWith("`") && name.endsWith("`")
                || name.startsWith("\"") && name.endsWith("\"")) ? name.substring(1, name.length() - 1) : name;
        // Schema names stay regular identifiers (a reserved keyword is quoted like any name): what else a schema
        // name may hold is not measured.
        if (SpannerIdentifiers.problem(dialect, unquoted, false).isPresent() || !SpannerIdentifiers.isRegular(unquoted)) {
            throw new MappingException("The schema name '" + unquoted + "' (of " + of + ", from @Table(schema = ...), "
                    + "@SequenceGenerator(schema = ...) or hibernate.default_schema) is not a valid Spanner schema "
                    + "name" + SpannerIdentifiers.problem(dialect, unquoted, false).map(problem -> " (" + problem + ")")
                    .orElse("") + ", and it is written into DDL and queries; nothing was sent to the database. Fix: use "
                    + "a letter followed by up to 127 letters, digits or underscores (62 in a PostgreSQL-dialect "
                    + "database).");
        }
    }

    /** Sequence names from {@code @SequenceGenerator(sequenceName = ...)} are printed into DDL and queries. */
    private static void requireStockSequenceName(Sequence sequence, SqlDialect dialect) {
        String name = sequence.getName().getSequenceName().getText();
        SpannerIdentifiers.problem(dialect, name, false).ifPresent(problem -> {
            throw new MappingException("The sequence name '" + name + "' (from @SequenceGenerator(sequenceName = ...) "
                    + "or @GeneratedValue) cannot name a Spanner sequence: " + problem + "; it is written into DDL and "
                    + "queries. Fix: " + SpannerIdentifiers.NAMING_RULE + ".");
        });
    }
}
