package dev.spannerkeys.hibernate.internal.timestamps;

import dev.spannerkeys.internal.schema.CommitTimestamps;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.EnumSet;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.OnExecutionGenerator;

/**
 * The value generation of a commit-timestamp attribute: the statement that writes the row generates the
 * value (the pending commit timestamp, {@link CommitTimestamps#pending}, written as the column's value
 * instead of a parameter), and nothing reads it back inside the transaction, where Spanner refuses to read
 * it. The attribute gets the commit timestamp after the commit ({@link CommitTimestampIntegrator}).
 *
 * <p>Hibernate asks a generator in two ways, and this one answers each as its use requires:
 * <ul>
 *   <li>{@link #generatedOnExecution(Object, SharedSessionContractImplementor)}, asked for each write:
 *       {@code true}, so Hibernate binds no value for the column ({@link #writePropertyValue()} is
 *       {@code false}) and, where it builds the statement per write ({@code @DynamicInsert},
 *       {@code @DynamicUpdate}), writes {@link #getReferencedColumnValues} for it, also when no other
 *       attribute changed;</li>
 *   <li>{@link #generatedOnExecution()}, asked once when Hibernate builds an entity's persister:
 *       {@code false}, so Hibernate does not treat the attribute as one to read back after the insert or
 *       update (no select by id, no {@code RETURNING}/{@code THEN RETURN}, whose reads Spanner would refuse,
 *       and JDBC batching stays on). The statements Hibernate builds once per entity write the column
 *       through its write expression, which {@code CommitTimestampBinding} sets to the same pending commit
 *       timestamp.</li>
 * </ul>
 * It never generates a value in Java: {@link #generatedBeforeExecution} is {@code false}. Both answers
 * are those the {@code Generator} contract allows a generator that implements both of its kinds.
 * Application changes to the attribute are ignored ({@link #allowMutation()} is {@code false}).
 */
final class CommitTimestampGeneration implements OnExecutionGenerator, BeforeExecutionGenerator {

    private static final long serialVersionUID = 1L;

    private final EnumSet<EventType> events;

    /**
     * @param onInsert whether inserts write the commit timestamp
     * @param onUpdate whether updates write it
     */
    CommitTimestampGeneration(boolean onInsert, boolean onUpdate) {
        this.events = EnumSet.noneOf(EventType.class);
        if (onInsert) {
            events.add(EventType.INSERT);
        }
        if (onUpdate) {
            events.add(EventType.UPDATE);
        }
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return events;
    }

    @Override
    public boolean generatedOnExecution() {
        return false;
    }

    @Override
    public boolean generatedOnExecution(Object entity, SharedSessionContractImplementor session) {
        return true;
    }

    @Override
    public boolean generatedBeforeExecution(Object entity, SharedSessionContractImplementor session) {
        return false;
    }

    /** Never called ({@link #generatedBeforeExecution} is {@code false}); keeps the value as it is. */
    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        return currentValue;
    }

    @Override
    public boolean referenceColumnsInSql(Dialect dialect) {
        return true;
    }

    @Override
    public boolean writePropertyValue() {
        return false;
    }

    @Override
    public String[] getReferencedColumnValues(Dialect dialect) {
        return new String[] {CommitTimestamps.pending(dialect instanceof PostgreSQLDialect
                ? SqlDialect.POSTGRESQL : SqlDialect.GOOGLE_STANDARD_SQL)};
    }
}
