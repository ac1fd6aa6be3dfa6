package dev.spannerkeys.hibernate.internal.mutations.translation;

import com.google.cloud.ByteArray;
import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.Key;
import com.google.cloud.spanner.KeySet;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.Value;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.hibernate.engine.jdbc.mutation.ParameterUsage;
import org.hibernate.engine.jdbc.mutation.TableInclusionChecker;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.metamodel.mapping.DiscriminatorValue;
import org.hibernate.metamodel.mapping.EntityDiscriminatorMapping;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;
import org.hibernate.sql.model.MutationType;
import org.hibernate.sql.model.jdbc.JdbcUpdateMutation;

/**
 * Builds the Spanner mutations for one write from the values Hibernate bound for it: one mutation per
 * table the write touches, in the order of Hibernate's operations (the entity's root table first for
 * an insert, as in the DML it replaces).
 * <ul>
 *   <li>An insert becomes an {@code insert} mutation of exactly the columns Hibernate binds, so columns
 *       it leaves out (generated columns, columns with defaults, non-insertable attributes) are not
 *       written and get their default, as with the INSERT statement.</li>
 *   <li>An update by primary key becomes an {@code update} mutation of the key and the assigned
 *       columns.</li>
 *   <li>A delete by primary key becomes a {@code delete} of the row's {@link Key}, built in the
 *       table's key order as the database reports it ({@link PrimaryKeys}).</li>
 * </ul>
 * Stateless apart from the shared caches of primary keys and commit-timestamp columns; thread-safe.
 */
public final class MutationFactory {

    private final PrimaryKeys primaryKeys;
    /** One recorder per thread, reused by every write: building its proxy statement per write was measurable. */
    private final ThreadLocal<ParameterRecorder> recorders = ThreadLocal.withInitial(ParameterRecorder::new);
    private final CommitTimestampColumns commitTimestamps = new CommitTimestampColumns();

    /**
     * @param primaryKeys the primary keys of the tables, read from the database once per table
     */
    public MutationFactory(PrimaryKeys primaryKeys) {
        this.primaryKeys = primaryKeys;
    }

    /**
     * The mutations for a write.
     *
     * @param values the values Hibernate bound, in binding order
     * @param inclusionChecker which of the group's tables the write touches ({@code null}: all)
     * @throws NotExpressibleAsMutation if a value or key cannot be expressed exactly
     */
    public List<Mutation> mutations(MutationOperationGroup group, List<BoundValue> values, TableInclusionChecker inclusionChecker,
            SharedSessionContractImplementor session, Connection connection, Dialect dialect)
            throws NotExpressibleAsMutation {
        List<Mutation> mutations = new ArrayList<>(group.getNumberOfOperations());
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation == null || inclusionChecker != null && !inclusionChecker.include(operation.getTableDetails())) {
                continue;
            }
            List<BoundValue> tableValues = group.getNumberOfOperations() == 1 ? values : valuesOf(operation, values);
            String table = SpannerNames.forMutation(operation.getTableDetails().getTableName(), dialect);
            // A one-to-many's element row is updated also when its collection gains or loses the element.
            MutationType type = operation.getClass() == JdbcUpdateMutation.class ? MutationType.UPDATE
                    : group.getMutationType();
            Mutation mutation = switch (type) {
                case INSERT -> {
                    Mutation.WriteBuilder insert = Mutation.newInsertBuilder(table);
                    setDiscriminator(insert, group, operation, recorders, session, dialect);
                    List<BoundValue> assigned = commitTimestamps.set(insert, group, operation, true, tableValues, dialect);
                    yield write(insert, assigned, false, recorders, session, dialect);
                }
                case UPDATE -> {
                    requireExactKey(table, tableValues, connection, dialect);
                    Mutation.WriteBuilder update = Mutation.newUpdateBuilder(table);
                    List<BoundValue> assigned = commitTimestamps.set(update, group, operation, false, tableValues, dialect);
                    yield write(update, assigned, true, recorders, session, dialect);
                }
                case DELETE -> delete(table, tableValues, recorders, session, connection, dialect);
            };
            if (mutation != null) {
                mutations.add(mutation);
            }
        }
        return mutations;
    }

    /** The values of a write that bind to {@code operation}'s table, in binding order. */
    private static List<BoundValue> valuesOf(MutationOperation operation, List<BoundValue> values) {
        List<BoundValue> tableValues = new ArrayList<>();
        for (BoundValue value : values) {
            if (value.operation() == operation) {
                tableValues.add(value);
            }
        }
        return tableValues;
    }

    private static Mutation write(Mutation.WriteBuilder builder, List<BoundValue> values, boolean update,
            ThreadLocal<ParameterRecorder> recorder, SharedSessionContractImplementor session, Dialect dialect)
            throws NotExpressibleAsMutation {
        boolean assignsColumns = false;
        for (BoundValue value : values) {
            if (value.usage() != ParameterUsage.SET && !update) {
                throw new NotExpressibleAsMutation("an insert with a restriction on " + value.columnName());
            }
            assignsColumns |= value.usage() == ParameterUsage.SET;
            builder.set(SpannerNames.forMutation(value.columnName(), dialect))
                    .to(spannerValue(value, recorder, session, dialect));
        }
        if (update && !assignsColumns) {
            return null; // an UPDATE that assigns nothing changes nothing
        }
        try {
            return builder.build();
        } catch (IllegalStateException e) {
            throw new NotExpressibleAsMutation("a column is bound twice", e);
        }
    }

    /** An update mutation names its row by the values of the key columns: they must be exactly what the statement restricts. */
    private void requireExactKey(String table, List<BoundValue> values, Connection connection, Dialect dialect)
            throws NotExpressibleAsMutation {
        Set<String> restricted = new HashSet<>();
        Set<String> assigned = new HashSet<>();
        for (BoundValue value : values) {
            String column = SpannerNames.forMutation(value.columnName(), dialect).toLowerCase(Locale.ROOT);
            // Anything but an assigned value restricts the row (RESTRICT, and TENANT from Hibernate 7.4.15 on).
            (value.usage() == ParameterUsage.SET ? assigned : restricted).add(column);
        }
        Set<String> key = new HashSet<>();
        for (String column : primaryKeys.of(table, connection)) {
            key.add(column.toLowerCase(Locale.ROOT));
        }
        if (!restricted.equals(key)) {
            throw new NotExpressibleAsMutation("the update does not restrict exactly the primary key of " + table);
        }
        if (!Collections.disjoint(assigned, key)) {
            throw new NotExpressibleAsMutation("the update assigns a primary-key column of " + table);
        }
    }

    /**
     * A delete that restricts the whole primary key deletes that row; one that restricts the leading
     * key columns (Hibernate removing all rows of a collection by its owner's key, which leads the
     * collection table's key) deletes that key prefix's range, exactly the rows the statement deletes.
     */
    private Mutation delete(String table, List<BoundValue> values, ThreadLocal<ParameterRecorder> recorder,
            SharedSessionContractImplementor session, Connection connection, Dialect dialect)
            throws NotExpressibleAsMutation {
        Map<String, BoundValue> byColumn = new HashMap<>();
        for (BoundValue value : values) {
            if (byColumn.put(SpannerNames.forMutation(value.columnName(), dialect).toLowerCase(Locale.ROOT), value)
                    != null) {
                throw new NotExpressibleAsMutation("the delete restricts a column twice");
            }
        }
        List<String> keyColumns = primaryKeys.of(table, connection);
        if (byColumn.isEmpty() || byColumn.size() > keyColumns.size()) {
            throw new NotExpressibleAsMutation("the delete does not restrict the primary key of " + table);
        }
        Key.Builder key = Key.newBuilder();
        for (String column : keyColumns.subList(0, byColumn.size())) {
            BoundValue value = byColumn.get(column.toLowerCase(Locale.ROOT));
            if (value == null) {
                throw new NotExpressibleAsMutation("the delete does not restrict key column " + column + " of "
                        + table + " (it restricts neither the primary key nor a leading part of it)");
            }
            appendKeyPart(key, spannerValue(value, recorder, session, dialect));
        }
        return byColumn.size() == keyColumns.size()
                ? Mutation.delete(table, key.build())
                : Mutation.delete(table, KeySet.prefixRange(key.build()));
    }

    /**
     * An entity of an inheritance hierarchy with a discriminator column: Hibernate writes the
     * discriminator value into the insert's SQL as a literal, not as a parameter, so it is not among
     * the bound values. The insert mutation of the table that holds the column sets the same value,
     * converted by the discriminator's own JDBC mapping. A discriminator declared {@code null} or
     * {@code not null} has no such value (the write path keeps those inserts DML).
     */
    private static void setDiscriminator(Mutation.WriteBuilder insert, MutationOperationGroup group,
            MutationOperation operation, ThreadLocal<ParameterRecorder> recorder, SharedSessionContractImplementor session,
            Dialect dialect) throws NotExpressibleAsMutation {
        if (!(group.getMutationTarget() instanceof EntityPersister persister)) {
            return;
        }
        EntityDiscriminatorMapping discriminator = persister.getDiscriminatorMapping();
        if (discriminator == null || !discriminator.hasPhysicalColumn()
                || !discriminator.getContainingTableExpression().equals(operation.getTableDetails().getTableName())) {
            return;
        }
        if (!(persister.getDiscriminatorValue() instanceof DiscriminatorValue.Literal literal)) {
            throw new NotExpressibleAsMutation("the discriminator value of " + persister.getEntityName()
                    + " is " + persister.getDiscriminatorValue());
        }
        JdbcMapping mapping = discriminator.getUnderlyingJdbcMapping();
        Value value = SpannerValues.of(recorder.get().record(mapping, literal.value(), session), dialect);
        insert.set(SpannerNames.forMutation(discriminator.getSelectionExpression(), dialect)).to(value);
    }

    /** @param recorders the recorder of this thread, looked up only for a value of a mapping that is not plain */
    private static Value spannerValue(BoundValue value, ThreadLocal<ParameterRecorder> recorders,
            SharedSessionContractImplementor session, Dialect dialect) throws NotExpressibleAsMutation {
        var mapping = value.descriptor().getJdbcMapping();
        Value plain = SpannerValues.ofPlainMapping(mapping, value.value());
        if (plain != null) {
            return plain;
        }
        ParameterRecorder.SetterCall call = recorders.get().record(mapping, value.value(), session);
        // A LOB binder wraps a String or byte[] attribute into a Clob or Blob for setClob/setBlob (the
        // PostgreSQL dialect binds @Lob this way): the mutation takes the attribute's value itself.
        // A Clob or Blob attribute stays DML, since reading it could consume its stream.
        if ((call.method().equals("setClob") || call.method().equals("setNClob")) && value.value() instanceof String text) {
            return Value.string(text);
        }
        if (call.method().equals("setBlob") && value.value() instanceof byte[] bytes) {
            return Value.bytes(ByteArray.copyFrom(bytes));
        }
        if (dialect == Dialect.POSTGRESQL && JsonbCast.appliesTo(mapping)) {
            return SpannerValues.jsonb(call); // the statement's cast(? as jsonb)
        }
        return SpannerValues.of(call, dialect);
    }

    private static void appendKeyPart(Key.Builder key, Value value) throws NotExpressibleAsMutation {
        if (value.isNull()) {
            key.appendObject(null);
            return;
        }
        switch (value.getType().getCode()) {
            case BOOL -> key.append(value.getBool());
            case INT64 -> key.append(value.getInt64());
            case FLOAT64 -> key.append(value.getFloat64());
            case NUMERIC -> key.append(value.getNumeric());
            case STRING -> key.append(value.getString());
            case BYTES -> key.append(value.getBytes());
            case TIMESTAMP -> key.append(value.getTimestamp());
            case DATE -> key.append(value.getDate());
            default -> throw new NotExpressibleAsMutation("no key part for a " + value.getType() + " value");
        }
    }
}
