package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.InitCommand;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.dialect.Dialect;
import org.hibernate.mapping.Table;
import org.hibernate.tool.schema.internal.StandardTableExporter;
import org.hibernate.tool.schema.spi.SchemaManagementException;

/**
 * Prints {@code CREATE TABLE} / {@code DROP TABLE} for both dialects from the schema model: key in
 * declared order with {@code DESC} parts, interleave clause, defaults. Dropping removes the table's
 * indexes first, which Spanner requires.
 *
 * <p>It extends Hibernate's standard exporter only because {@code SpannerPostgreSQLDialect} declares
 * that return type; nothing of the standard exporter is used.
 */
final class SpannerTableExporter extends StandardTableExporter implements SpannerKeysDialectSupport.Carrier {

    private final SchemaModels models;
    private final SpannerKeysDialectSupport dialectSupport;

    SpannerTableExporter(Dialect dialect, SchemaModels models, SpannerKeysDialectSupport dialectSupport) {
        super(dialect);
        this.models = models;
        this.dialectSupport = dialectSupport;
    }

    @Override
    public SpannerKeysDialectSupport dialectSupport() {
        return dialectSupport;
    }

    @Override
    public String[] getSqlCreateStrings(Table table, Metadata metadata, SqlStringGenerationContext context) {
        List<String> statements = new ArrayList<>();
        statements.add(models.writer(metadata).createTable(definition(table, models.of(metadata))));
        for (InitCommand command : table.getInitCommands(context)) {
            statements.addAll(List.of(command.initCommands()));
        }
        return statements.toArray(String[]::new);
    }

    @Override
    public String[] getSqlDropStrings(Table table, Metadata metadata, SqlStringGenerationContext context) {
        SchemaModel model = models.of(metadata);
        TableDefinition definition = definition(table, model);
        List<String> statements = new ArrayList<>();
        for (IndexDefinition index : model.indexesOn(definition.name())) {
            statements.add(models.writer(metadata).dropIndex(index));
        }
        statements.add(models.writer(metadata).dropTable(definition.name()));
        return statements.toArray(String[]::new);
    }

    private static TableDefinition definition(Table table, SchemaModel model) {
        return model.table(table.getName()).orElseThrow(() -> new SchemaManagementException(
                "Table " + table.getName() + " is not part of the Spanner schema model of this persistence unit"));
    }
}
