package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.tool.schema.spi.Exporter;

/**
 * Leaves out the foreign key from an interleaved table to an ancestor on the ancestor's key: the
 * interleave clause already ties every child row to its parent (or, without the parent constraint,
 * deliberately does not). Other foreign keys go to the dialect's own exporter.
 */
final class InterleavedForeignKeyExporter implements Exporter<ForeignKey> {

    private static final String[] NONE = new String[0];

    private final SchemaModels models;
    private final Exporter<ForeignKey> stock;

    InterleavedForeignKeyExporter(SchemaModels models, Exporter<ForeignKey> stock) {
        this.models = models;
        this.stock = stock;
    }

    @Override
    public String[] getSqlCreateStrings(ForeignKey foreignKey, Metadata metadata, SqlStringGenerationContext context) {
        return impliedByInterleave(foreignKey, models.of(metadata)) ? NONE
                : stock.getSqlCreateStrings(foreignKey, metadata, context);
    }

    @Override
    public String[] getSqlDropStrings(ForeignKey foreignKey, Metadata metadata, SqlStringGenerationContext context) {
        return impliedByInterleave(foreignKey, models.of(metadata)) ? NONE
                : stock.getSqlDropStrings(foreignKey, metadata, context);
    }

    static boolean impliedByInterleave(ForeignKey foreignKey, SchemaModel model) {
        if (foreignKey.getReferencedTable() == null) {
            return false;
        }
        String referenced = foreignKey.getReferencedTable().getName();
        for (TableDefinition ancestor : model.ancestors(foreignKey.getTable().getName())) {
            if (ancestor.isNamed(referenced)) {
                return columnNames(foreignKey).equals(keyNames(ancestor));
            }
        }
        return false;
    }

    private static Set<String> columnNames(ForeignKey foreignKey) {
        Set<String> names = new HashSet<>();
        for (Column column : foreignKey.getColumns()) {
            names.add(column.getName().toLowerCase(Locale.ROOT));
        }
        return names;
    }

    private static Set<String> keyNames(TableDefinition table) {
        Set<String> names = new HashSet<>();
        for (KeyPart part : table.primaryKey()) {
            names.add(part.column().toLowerCase(Locale.ROOT));
        }
        return names;
    }
}
