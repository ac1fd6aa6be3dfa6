package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.internal.schema.IndexDefinition;
import java.util.function.Function;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.Exportable;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.tool.schema.spi.Exporter;
import org.hibernate.tool.schema.spi.SchemaManagementException;

/**
 * Prints {@code CREATE INDEX} / {@code DROP INDEX} from the schema model for Hibernate's index-like
 * objects: indexes ({@code @Index}, {@code @SpannerIndex}) and unique keys, which Spanner creates
 * as unique indexes.
 *
 * @param <T> {@code Index} or {@code UniqueKey}
 */
final class SpannerIndexExporter<T extends Exportable> implements Exporter<T> {

    private final SchemaModels models;
    private final Function<T, String> name;

    SpannerIndexExporter(SchemaModels models, Function<T, String> name) {
        this.models = models;
        this.name = name;
    }

    @Override
    public String[] getSqlCreateStrings(T index, Metadata metadata, SqlStringGenerationContext context) {
        return new String[] {models.writer(metadata).createIndex(definition(index, metadata))};
    }

    @Override
    public String[] getSqlDropStrings(T index, Metadata metadata, SqlStringGenerationContext context) {
        return new String[] {models.writer(metadata).dropIndex(definition(index, metadata))};
    }

    private IndexDefinition definition(T index, Metadata metadata) {
        String indexName = name.apply(index);
        return models.of(metadata).index(indexName).orElseThrow(() -> new SchemaManagementException("Index "
                + indexName + " is not part of the Spanner schema model of this persistence unit"));
    }
}
