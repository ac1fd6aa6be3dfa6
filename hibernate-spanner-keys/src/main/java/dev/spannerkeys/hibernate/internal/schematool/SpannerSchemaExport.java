package dev.spannerkeys.hibernate.internal.schematool;

import org.hibernate.boot.Metadata;
import dev.spannerkeys.internal.schema.CommitTimestampAttributes;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.internal.schema.SqlDialect;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.dialect.Dialect;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.mapping.Index;
import org.hibernate.mapping.UniqueKey;
import org.hibernate.tool.schema.spi.Exporter;
import org.hibernate.tool.schema.spi.SchemaManagementTool;
import org.hibernate.tool.schema.spi.TableMigrator;

/**
 * Everything a dialect instance needs to export its persistence unit's schema through the schema
 * model: the exporters, the table migrator and the schema tool, sharing one {@link SchemaModels}.
 * Both dialect subclasses hold one, so the two dialects export alike.
 */
public final class SpannerSchemaExport implements SpannerKeysDialectSupport {

    private final SqlDialect sqlDialect;
    private final SchemaModels models;
    private final SpannerTableExporter tableExporter;
    private final Exporter<Index> indexExporter;
    private final Exporter<UniqueKey> uniqueKeyExporter;
    private final Exporter<ForeignKey> foreignKeyExporter;
    private final Exporter<Sequence> sequenceExporter;
    private final TableMigrator tableMigrator;
    private final CommitTimestampAttributes commitTimestampAttributes = new CommitTimestampAttributes();

    public SpannerSchemaExport(Dialect owner, SqlDialect dialect, Exporter<ForeignKey> stockForeignKeys, Exporter<Sequence> stockSequences) {
        this.sqlDialect = dialect;
        this.models = new SchemaModels(dialect);
        this.tableExporter = new SpannerTableExporter(owner, models, this);
        this.indexExporter = new SpannerIndexExporter<>(models, Index::getName, (index, model) -> model.index(index.getName()));
        this.uniqueKeyExporter = new SpannerIndexExporter<>(models, UniqueKey::getName, SpannerSchemaExport::uniqueIndex);
        this.foreignKeyExporter = new SpannerForeignKeyExporter(models, stockForeignKeys);
        this.sequenceExporter = new BitReversedSequenceExporter(models, stockSequences);
        this.tableMigrator = new AddColumnTableMigrator(models);
    }

    @Override
    public SqlDialect sqlDialect() {
        return sqlDialect;
    }

    @Override
    public SchemaModel schemaModel(Metadata metadata) {
        return models.of(metadata);
    }

    @Override
    public DatabaseNaming naming(Metadata metadata) {
        return models.naming(metadata);
    }

    @Override
    public CommitTimestampAttributes commitTimestampAttributes() {
        return commitTimestampAttributes;
    }

    public SchemaModels models() {
        return models;
    }

    public SpannerTableExporter tableExporter() {
        return tableExporter;
    }

    public Exporter<Index> indexExporter() {
        return indexExporter;
    }

    public Exporter<UniqueKey> uniqueKeyExporter() {
        return uniqueKeyExporter;
    }

    public Exporter<ForeignKey> foreignKeyExporter() {
        return foreignKeyExporter;
    }

    public Exporter<Sequence> sequenceExporter() {
        return sequenceExporter;
    }

    public TableMigrator tableMigrator() {
        return tableMigrator;
    }

    /** A new tool per service registry: Hibernate injects the registry into it. */
    public SchemaManagementTool newSchemaManagementTool() {
        return new SpannerSchemaManagementTool(models);
    }

    /**
     * The model's unique index of {@code key}: by name on its table, else (a unique key Hibernate named like another
     * index, which the model names on its own) the unique index of its table on the same columns.
     */
    private static java.util.Optional<dev.spannerkeys.internal.schema.IndexDefinition> uniqueIndex(UniqueKey key,
            dev.spannerkeys.internal.schema.SchemaModel model) {
        String table = key.getTable().getName();
        java.util.List<String> columns = key.getColumns().stream().map(column -> column.getName().toLowerCase(
                java.util.Locale.ROOT)).toList();
        return model.index(key.getName()).filter(index -> index.table().equalsIgnoreCase(table))
                .or(() -> model.indexesOn(table).stream().filter(index -> index.unique() && index.columns().stream()
                        .map(part -> part.column().toLowerCase(java.util.Locale.ROOT)).toList().equals(columns))
                        .findFirst());
    }
}
