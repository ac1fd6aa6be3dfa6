package dev.spannerkeys.hibernate.internal.shard;

import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.ShardIdDeclaration;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.internal.schema.ddl.ShardExpression;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.mapping.CheckConstraint;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Table;

/**
 * The generator behind {@link ShardId}: computes the shard from the other key attributes of the
 * entity being inserted, and adds the {@code CHECK} constraint that makes the database verify it.
 *
 * <p>Stateless after bootstrap and thread-safe.
 *
 * <p>Created with its no-argument constructor and set up by
 * {@link #initialize(ShardId, GeneratorCreationContext)}, which Hibernate calls itself, so a mapping
 * error keeps this library's message also when a bean container creates the instance.
 */
public final class ShardIdGenerator implements BeforeExecutionGenerator, AnnotationBasedGenerator<ShardId> {

    private static final long serialVersionUID = 1L;

    private ShardedKey key;

    /** Created by Hibernate (or its bean container) for the attribute annotated {@link ShardId}. */
    public ShardIdGenerator() {
    }

    /**
     * Called by Hibernate right after creating the generator; validates the mapping and adds the
     * {@code CHECK} constraint.
     *
     * @throws org.hibernate.MappingException naming entity, attribute, the problem and the fix
     */
    @Override
    public void initialize(ShardId annotation, GeneratorCreationContext context) {
        Class<?> type = context.getType().getReturnedClass();
        if (type != Long.class && type != long.class) {
            throw MappingProblems.problem(context, "@ShardId needs a Long attribute, but it is " + type.getSimpleName(),
                    "declare the shard attribute as Long (an INT64 key column)");
        }
        this.key = ShardedKey.resolve(context, ShardIdDeclaration.read(annotation, MappingProblems.where(context)));
        SqlDialect dialect = SpannerKeysDialectSupport.require(context.getDatabase().getDialect(),
                MappingProblems.where(context), context.getServiceRegistry());
        addCheckConstraint(context, dialect);
    }

    private void addCheckConstraint(GeneratorCreationContext context, SqlDialect dialect) {
        Column shardColumn = context.getValue().getColumns().get(0);
        Table table = context.getPersistentClass().getTable();
        String expression;
        try {
            List<ShardExpression.Source> sources = new ArrayList<>();
            for (ShardedKey.Source source : key.sources()) {
                sources.add(new ShardExpression.Source(source.column(), source.kind()));
            }
            // Column names quoted as the table's DDL and the application's SQL quote them.
            expression = ShardExpression.of(dialect, key.function().shards(), sources,
                    column -> quoted(table, column, context.getDatabase().getDialect()));
        } catch (IllegalArgumentException e) {
            throw MappingProblems.problem(context, e.getMessage(), "rename the column (@Column(name = ...)) or "
                    + "shard on another source, as the message says");
        }
        String name = SpannerIdentifiers.fitted("CK_" + table.getName() + "_" + shardColumn.getName(), dialect);
        // Hibernate may create a generator twice; the constraint is added once.
        if (table.getChecks().stream().noneMatch(check -> name.equals(check.getName()))) {
            table.addCheck(new CheckConstraint(name,
                    DatabaseNaming.column(shardColumn, context.getDatabase().getDialect()) + " = " + expression));
        }
    }

    private static String quoted(Table table, String name, org.hibernate.dialect.Dialect dialect) {
        for (Column column : table.getColumns()) {
            if (column.getName().equals(name)) {
                return DatabaseNaming.column(column, dialect);
            }
        }
        return name;
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        return (long) key.shardOf(owner, session);
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EnumSet.of(EventType.INSERT);
    }

    /** The sharded key this generator resolved, which the read helpers use. */
    ShardedKey key() {
        return key;
    }

    /** The function this generator applies. */
    public ShardFunction function() {
        return key.function();
    }
}
