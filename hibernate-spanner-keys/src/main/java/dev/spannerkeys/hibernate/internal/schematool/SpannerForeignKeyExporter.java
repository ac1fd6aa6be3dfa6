package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.tool.schema.spi.Exporter;

/**
 * Leaves out two kinds of foreign key and hands the others to the dialect's own exporter: the foreign key from an
 * interleaved table to an ancestor on the ancestor's key (the interleave clause already ties every child row to its
 * parent, or, without the parent constraint, deliberately does not); and a foreign key that references columns its
 * referenced table does not have, which no database can create (Hibernate writes one for a join column that
 * references a column of a {@code JOINED} superclass, naming the subclass's table: {@code references AuthorEmbedded
 * (name)} where {@code name} lives in {@code BaseObj}). Stock Hibernate sends that statement, logs Spanner's refusal
 * and goes on without the constraint; the library, which sends the schema as one batch and stops on a refusal, leaves
 * it out and logs why, so the rest of the schema is created.
 */
final class SpannerForeignKeyExporter implements Exporter<ForeignKey> {

    private static final String[] NONE = new String[0];
    private static final System.Logger LOG = System.getLogger("dev.spannerkeys.internal.schema");

    private final SchemaModels models;
    private final Exporter<ForeignKey> stock;

    SpannerForeignKeyExporter(SchemaModels models, Exporter<ForeignKey> stock) {
        this.models = models;
        this.stock = stock;
    }

    @Override
    public String[] getSqlCreateStrings(ForeignKey foreignKey, Metadata metadata, SqlStringGenerationContext context) {
        if (impliedByInterleave(foreignKey, models.of(metadata))) {
            return NONE;
        }
        List<Column> missing = missingReferencedColumns(foreignKey);
        if (!missing.isEmpty()) {
            LOG.log(System.Logger.Level.WARNING, "The foreign key " + foreignKey.getName() + " of table "
                    + foreignKey.getTable().getName() + " is not created: it references " + names(missing) + " of table "
                    + foreignKey.getReferencedTable().getName() + ", which has no such column (Hibernate maps a join "
                    + "column that references a column of a JOINED superclass this way), so Spanner would refuse it "
                    + "and the rest of the schema with it. Stock Hibernate sends it and logs the refusal; the rows are "
                    + "written and read alike, without the constraint.");
            return NONE;
        }
        return stock.getSqlCreateStrings(foreignKey, metadata, context);
    }

    @Override
    public String[] getSqlDropStrings(ForeignKey foreignKey, Metadata metadata, SqlStringGenerationContext context) {
        return impliedByInterleave(foreignKey, models.of(metadata)) || !missingReferencedColumns(foreignKey).isEmpty()
                ? NONE : stock.getSqlDropStrings(foreignKey, metadata, context);
    }

    /** The columns {@code foreignKey} names in its referenced table that the table does not have. */
    static List<Column> missingReferencedColumns(ForeignKey foreignKey) {
        List<Column> missing = new ArrayList<>();
        if (foreignKey.getReferencedTable() != null && !foreignKey.isReferenceToPrimaryKey()) {
            for (Column column : foreignKey.getReferencedColumns()) {
                if (!foreignKey.getReferencedTable().containsColumn(column)) {
                    missing.add(column);
                }
            }
        }
        return missing;
    }

    private static String names(List<Column> columns) {
        List<String> names = new ArrayList<>();
        columns.forEach(column -> names.add(column.getName()));
        return (names.size() == 1 ? "column " : "columns ") + String.join(", ", names);
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
