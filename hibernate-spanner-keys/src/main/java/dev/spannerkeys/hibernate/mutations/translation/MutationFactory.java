package dev.spannerkeys.hibernate.mutations.translation;

import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.Key;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.Value;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.engine.jdbc.mutation.ParameterUsage;
import org.hibernate.engine.jdbc.mutation.TableInclusionChecker;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;

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
 * Stateless apart from the shared primary-key cache; thread-safe.
 */
public final class MutationFactory {

    private final PrimaryKeys primaryKeys;

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
        ParameterRecorder recorder = new ParameterRecorder();
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation == null || inclusionChecker != null && !inclusionChecker.include(operation.getTableDetails())) {
                continue;
            }
            List<BoundValue> tableValues = new ArrayList<>();
            for (BoundValue value : values) {
                if (value.operation() == operation) {
                    tableValues.add(value);
                }
            }
            String table = SpannerNames.forMutation(operation.getTableDetails().getTableName(), dialect);
            Mutation mutation = switch (group.getMutationType()) {
                case INSERT -> write(Mutation.newInsertBuilder(table), tableValues, false, recorder, session, dialect);
                case UPDATE -> write(Mutation.newUpdateBuilder(table), tableValues, true, recorder, session, dialect);
                case DELETE -> delete(table, tableValues, recorder, session, connection, dialect);
            };
            if (mutation != null) {
                mutations.add(mutation);
            }
        }
        return mutations;
    }

    private static Mutation write(Mutation.WriteBuilder builder, List<BoundValue> values, boolean update,
            ParameterRecorder recorder, SharedSessionContractImplementor session, Dialect dialect)
            throws NotExpressibleAsMutation {
        boolean assignsColumns = false;
        for (BoundValue value : values) {
            if (value.usage() == ParameterUsage.RESTRICT && !update) {
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

    private Mutation delete(String table, List<BoundValue> values, ParameterRecorder recorder,
            SharedSessionContractImplementor session, Connection connection, Dialect dialect)
            throws NotExpressibleAsMutation {
        Map<String, BoundValue> byColumn = new HashMap<>();
        for (BoundValue value : values) {
            byColumn.put(SpannerNames.forMutation(value.columnName(), dialect).toLowerCase(Locale.ROOT), value);
        }
        List<String> keyColumns = primaryKeys.of(table, connection);
        if (keyColumns.size() != byColumn.size()) {
            throw new NotExpressibleAsMutation("the delete does not restrict exactly the primary key of " + table);
        }
        Key.Builder key = Key.newBuilder();
        for (String column : keyColumns) {
            BoundValue value = byColumn.get(column.toLowerCase(Locale.ROOT));
            if (value == null) {
                throw new NotExpressibleAsMutation("the delete does not restrict key column " + column + " of " + table);
            }
            appendKeyPart(key, spannerValue(value, recorder, session, dialect));
        }
        return Mutation.delete(table, key.build());
    }

    private static Value spannerValue(BoundValue value, ParameterRecorder recorder,
            SharedSessionContractImplementor session, Dialect dialect) throws NotExpressibleAsMutation {
        return SpannerValues.of(recorder.record(value.descriptor().getJdbcMapping(), value.value(), session), dialect);
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
