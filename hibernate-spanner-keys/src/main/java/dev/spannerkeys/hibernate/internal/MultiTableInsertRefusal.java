package dev.spannerkeys.hibernate.internal;

import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.query.SemanticException;
import org.hibernate.query.spi.DomainQueryExecutionContext;
import org.hibernate.query.sqm.internal.DomainParameterXref;
import org.hibernate.query.sqm.mutation.spi.MultiTableHandlerBuildResult;
import org.hibernate.query.sqm.mutation.spi.SqmMultiTableInsertStrategy;
import org.hibernate.query.sqm.tree.insert.SqmInsertStatement;

/**
 * Both dialects' strategy for an HQL {@code insert} into an entity spread over several tables
 * ({@code JOINED} inheritance, secondary tables): the statement is refused with a message naming the
 * entity and what to do instead. Hibernate's stock strategy keeps the rows in an id table it creates
 * when the session factory starts, outside the schema tool: a table missing from every script, never
 * dropped in the PostgreSQL dialect and rejected in GoogleSQL (and, offline, an error logged for the
 * connection it cannot open). Spanner has no temporary tables that could replace it.
 */
public final class MultiTableInsertRefusal implements SqmMultiTableInsertStrategy {

    private final String entityName;

    public MultiTableInsertRefusal(EntityMappingType entity) {
        this.entityName = entity.getEntityName();
    }

    @Override
    public MultiTableHandlerBuildResult buildHandler(SqmInsertStatement<?> statement, DomainParameterXref parameters,
            DomainQueryExecutionContext context) {
        throw new SemanticException("An HQL insert into entity " + entityName + " writes several tables, which"
                + " Hibernate does through a temporary table that Spanner does not have. Fix: create the entities"
                + " and persist() them, or insert into each of its tables with native SQL in one transaction.");
    }
}
