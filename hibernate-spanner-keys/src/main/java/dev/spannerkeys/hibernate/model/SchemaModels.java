package dev.spannerkeys.hibernate.model;

import dev.spannerkeys.schema.ddl.DdlWriter;
import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SqlDialect;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.hibernate.boot.Metadata;

/**
 * The schema models of one dialect instance, one per boot metadata. A dialect instance belongs to
 * one persistence unit, so two persistence units in one JVM never share a model; the map is weak
 * so a closed persistence unit's metadata can be collected.
 */
public final class SchemaModels {

    private final SqlDialect dialect;
    private final DdlWriter writer;
    private final Map<Metadata, SchemaModel> models = Collections.synchronizedMap(new WeakHashMap<>());

    public SchemaModels(SqlDialect dialect) {
        this.dialect = dialect;
        this.writer = DdlWriter.forDialect(dialect);
    }

    /** The model of {@code metadata}, built (and validated) on first use. */
    public SchemaModel of(Metadata metadata) {
        return models.computeIfAbsent(metadata, key -> SchemaModelFactory.build(key, dialect));
    }

    /** The DDL writer of this dialect. */
    public DdlWriter writer() {
        return writer;
    }

    public SqlDialect dialect() {
        return dialect;
    }
}
