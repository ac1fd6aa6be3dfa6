package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import java.util.Optional;
import java.util.function.BiFunction;
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
    private final BiFunction<T, SchemaModel, Optional<IndexDefinition>> lookup;

    /**
     * @param name the name Hibernate's model gives the object
     * @param lookup its index in the schema model (a unique key Hibernate named like another has a name of its own
     *     there, found by table and columns)
     */
    SpannerIndexExporter(SchemaModels models, Function<T, String> name,
            BiFunction<T, SchemaModel, Optional<IndexDefinition>> lookup) {
        this.models = models;
        this.name = name;
        this.lookup = lookup;
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
        return lookup.apply(index, models.of(metadata)).orElseThrow(() -> new SchemaManagementException("Index "
                + name.apply(index) + " is not part of the Spanner schema model of this persistence unit"));
    }
}
