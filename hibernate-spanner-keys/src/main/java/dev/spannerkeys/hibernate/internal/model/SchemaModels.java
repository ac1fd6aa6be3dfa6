package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.hibernate.boot.Metadata;

/**
 * The schema models of one dialect instance, one per boot metadata, each with the names its
 * persistence unit renders ({@link DatabaseNaming}) and the DDL writer that prints through them. A
 * dialect instance belongs to one persistence unit, so two persistence units in one JVM never share
 * a model; the map is weak so a closed persistence unit's metadata can be collected.
 */
public final class SchemaModels {

    private record Entry(SchemaModel model, DatabaseNaming naming, DdlWriter writer) {
    }

    private final SqlDialect dialect;
    private final Map<Metadata, Entry> entries = Collections.synchronizedMap(new WeakHashMap<>());

    /** The models of a dialect instance speaking {@code dialect}. */
    public SchemaModels(SqlDialect dialect) {
        this.dialect = dialect;
    }

    /** The model of {@code metadata}, built (and validated) on first use. */
    public SchemaModel of(Metadata metadata) {
        return entry(metadata).model();
    }

    /** How {@code metadata}'s persistence unit renders database names. */
    public DatabaseNaming naming(Metadata metadata) {
        return entry(metadata).naming();
    }

    /** The DDL writer of this dialect, printing names as {@code metadata}'s persistence unit renders them. */
    public DdlWriter writer(Metadata metadata) {
        return entry(metadata).writer();
    }

    /** The SQL dialect of the models. */
    public SqlDialect dialect() {
        return dialect;
    }

    private Entry entry(Metadata metadata) {
        return entries.computeIfAbsent(metadata, key -> {
            DatabaseNaming naming = DatabaseNaming.of(key, dialect);
            return new Entry(SchemaModelFactory.build(key, dialect), naming, DdlWriter.forDialect(dialect, naming));
        });
    }
}
