package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.internal.mutations.translation.BoundValue;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hibernate.engine.jdbc.mutation.JdbcValueBindings;
import org.hibernate.engine.jdbc.mutation.ParameterUsage;
import org.hibernate.engine.jdbc.mutation.group.PreparedStatementDetails;
import org.hibernate.engine.jdbc.mutation.group.UnknownParameterException;
import org.hibernate.engine.jdbc.mutation.spi.BindingGroup;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;
import org.hibernate.sql.model.TableMapping;
import org.hibernate.sql.model.jdbc.JdbcValueDescriptor;

/**
 * The {@link JdbcValueBindings} of a {@link CapturingMutationExecutor}: records each value with the
 * operation and parameter it binds to, instead of binding it to a statement. Rejects a value for an
 * unknown parameter exactly as Hibernate's own bindings do.
 *
 * <p>Confined to the executor's thread, like Hibernate's bindings.
 */
final class CapturedValues implements JdbcValueBindings {

    private final MutationOperationGroup group;
    private List<BoundValue> values = new ArrayList<>();

    CapturedValues(MutationOperationGroup group) {
        this.group = group;
    }

    @Override
    public void bindValue(Object value, String tableName, String columnName, ParameterUsage usage) {
        MutationOperation operation = group.getNumberOfOperations() == 1
                ? group.getSingleOperation()
                : group.getOperation(tableName);
        JdbcValueDescriptor descriptor = operation == null ? null : operation.findValueDescriptor(columnName, usage);
        if (descriptor == null) {
            throw new UnknownParameterException(group.getMutationType(), group.getMutationTarget(), tableName,
                    columnName, usage);
        }
        values.add(new BoundValue(value, tableName, columnName, usage, operation, descriptor));
    }

    @Override
    public BindingGroup getBindingGroup(String tableName) {
        BindingGroup bindings = null;
        for (BoundValue value : values) {
            if (value.operation().getTableDetails().containsTableName(tableName)) {
                if (bindings == null) {
                    bindings = new BindingGroup(value.operation().getTableDetails().getTableName());
                }
                bindings.bindValue(value.columnName(), value.value(), value.descriptor());
            }
        }
        return bindings;
    }

    @Override
    public void beforeStatement(PreparedStatementDetails statementDetails) {
        // no statement: the values become a mutation
    }

    @Override
    public void afterStatement(TableMapping mutatingTable) {
        // no statement: the values become a mutation
    }

    /** The values bound since the last call, in binding order; forgets them. */
    List<BoundValue> drain() {
        if (values.isEmpty()) {
            return List.of();
        }
        // Handed over, not copied: nothing binds into it again.
        List<BoundValue> drained = Collections.unmodifiableList(values);
        values = new ArrayList<>();
        return drained;
    }
}
