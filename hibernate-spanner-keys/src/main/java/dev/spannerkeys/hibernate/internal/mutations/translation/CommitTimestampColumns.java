package dev.spannerkeys.hibernate.internal.mutations.translation;

import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.Value;
import dev.spannerkeys.internal.schema.CommitTimestamps;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;

/**
 * The columns a write fills with Spanner's commit timestamp ({@code @CommitTimestamp}): Hibernate writes
 * them through the SQL expression {@link CommitTimestamps#write}, which ignores the value bound for
 * them; their mutation value is {@link Value#COMMIT_TIMESTAMP}.
 */
final class CommitTimestampColumns {

    private CommitTimestampColumns() {
    }

    /**
     * Sets every commit-timestamp column of {@code operation}'s table that an insert (or update) writes
     * to {@link Value#COMMIT_TIMESTAMP}, and returns {@code values} without the values bound for them.
     */
    static List<BoundValue> set(Mutation.WriteBuilder builder, MutationOperationGroup group, MutationOperation operation,
            boolean insert, List<BoundValue> values, Dialect dialect) {
        if (!(group.getMutationTarget() instanceof EntityPersister persister)) {
            return values;
        }
        String table = operation.getTableDetails().getTableName();
        Set<String> columns = new HashSet<>();
        persister.getAttributeMappings().forEach(attribute -> attribute.forEachSelectable((index, column) -> {
            if (CommitTimestamps.isPending(column.getWriteExpression()) && column.getContainingTableExpression().equals(table)
                    && (insert ? attribute.getAttributeMetadata().isInsertable()
                            : attribute.getAttributeMetadata().isUpdatable())) {
                columns.add(column.getSelectionExpression().toLowerCase(Locale.ROOT));
                builder.set(SpannerNames.forMutation(column.getSelectionExpression(), dialect)).to(Value.COMMIT_TIMESTAMP);
            }
        }));
        if (columns.isEmpty()) {
            return values;
        }
        List<BoundValue> others = new ArrayList<>(values.size());
        for (BoundValue value : values) {
            if (!columns.contains(value.columnName().toLowerCase(Locale.ROOT))) {
                others.add(value);
            }
        }
        return others;
    }
}
