package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.hibernate.internal.model.TableModels;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Table;
import org.hibernate.tool.schema.extract.spi.TableInformation;
import org.hibernate.tool.schema.spi.TableMigrator;

/**
 * Hibernate's table migrator for an existing table: the columns the mapping has and the table lacks,
 * printed by the schema model's writer. Schema update plans its columns itself
 * ({@link SafeSchemaMigrator}); it runs Hibernate's migrator only for what lies outside the model
 * (foreign keys, Hibernate's own sequences) and recognizes these statements as the model's by their
 * text, which is why they must be printed exactly as the writer prints them.
 */
final class AddColumnTableMigrator implements TableMigrator {

    private final SchemaModels models;

    AddColumnTableMigrator(SchemaModels models) {
        this.models = models;
    }

    @Override
    public String[] getSqlAlterStrings(Table table, Metadata metadata, TableInformation tableInfo,
            SqlStringGenerationContext context) {
        List<String> statements = new ArrayList<>();
        TableDefinition definition = models.of(metadata).table(table.getName()).orElse(null);
        if (definition == null) {
            return new String[0];
        }
        for (ColumnDefinition column : definition.columns()) {
            if (!column.name().equals(TableModels.HIDDEN_KEY_COLUMN) && !exists(tableInfo, table, column.name())) {
                statements.add(models.writer(metadata).addColumn(definition.name(), column));
            }
        }
        return statements.toArray(String[]::new);
    }

    /** Looks the column up as Hibernate's own migrator does: by its identifier, quoted as mapped. */
    private static boolean exists(TableInformation tableInfo, Table table, String name) {
        for (Column column : table.getColumns()) {
            if (column.getName().equalsIgnoreCase(name)) {
                return tableInfo.getColumn(Identifier.toIdentifier(column.getName(), column.isQuoted())) != null;
            }
        }
        return tableInfo.getColumn(Identifier.toIdentifier(name)) != null;
    }
}
