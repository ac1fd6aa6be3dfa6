package dev.spannerkeys.hibernate.internal.offline;

import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The schema the entities map to in one dialect, as the schema tools compare it with a database:
 * the model, the writer that prints it with the application's names, and what Hibernate creates
 * beside the model.
 *
 * @param dialect the SQL dialect
 * @param model the library's schema model of the entities
 * @param writer the DDL writer of the dialect, printing names as the application renders them
 * @param otherSequences sequences Hibernate maps outside the model (its own sequence generators)
 * @param otherStatements the statements of schema creation that create nothing of the model (foreign
 *     keys, Hibernate's own sequences), in creation order, without terminators
 */
public record MappedSchema(SqlDialect dialect, SchemaModel model, DdlWriter writer, Set<String> otherSequences,
        List<String> otherStatements) {

    /** Checks and copies. */
    public MappedSchema {
        Objects.requireNonNull(dialect, "dialect");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(writer, "writer");
        otherSequences = Set.copyOf(otherSequences);
        otherStatements = List.copyOf(otherStatements);
    }
}
