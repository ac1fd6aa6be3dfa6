package dev.spannerkeys.hibernate.internal.mutations.translation;

import com.google.cloud.spanner.Dialect;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.Value;
import dev.spannerkeys.internal.schema.CommitTimestamps;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;

/**
 * The columns a write fills with Spanner's commit timestamp ({@code @CommitTimestamp}): Hibernate's statement
 * writes them as the expression {@link CommitTimestamps#pending} and binds no value for them; their mutation
 * value is {@link Value#COMMIT_TIMESTAMP}.
 *
 * <p>Which columns those are is found once per entity, table and kind of write (the mapping does not
 * change): looking through every attribute's write expression at each write was measurable. Thread-safe.
 */
final class CommitTimestampColumns {

    /** One entity's table, written by an insert or an update. */
    private record Target(EntityPersister persister, String table, boolean insert) {
    }

    /** The commit-timestamp columns of each target, as Hibernate names them; an empty list for most. */
    private final Map<Target, List<String>> columnsByTarget = new ConcurrentHashMap<>();
    /**
     * The target of the last write and its columns: a flush writes many entities of one kind in a row,
     * and comparing three fields costs less than building and hashing a key per write.
     */
    private volatile Found last;

    /** A target and its columns. */
    private record Found(EntityPersister persister, String table, boolean insert, List<String> columns) {
    }

    /**
     * Sets every commit-timestamp column of {@code operation}'s table that an insert (or update) writes
     * to {@link Value#COMMIT_TIMESTAMP}, and returns {@code values} without any value bound for them (none is,
     * as the statement writes the expression; a value would otherwise set the column twice).
     */
    List<BoundValue> set(Mutation.WriteBuilder builder, MutationOperationGroup group, MutationOperation operation,
            boolean insert, List<BoundValue> values, Dialect dialect) {
        if (!(group.getMutationTarget() instanceof EntityPersister persister)) {
            return values;
        }
        String table = operation.getTableDetails().getTableName();
        Found seen = last;
        List<String> found;
        if (seen != null && seen.persister() == persister && seen.insert() == insert && seen.table().equals(table)) {
            found = seen.columns();
        } else {
            found = columnsByTarget.computeIfAbsent(new Target(persister, table, insert), CommitTimestampColumns::find);
            last = new Found(persister, table, insert, found);
        }
        if (found.isEmpty()) {
            return values;
        }
        Set<String> columns = new HashSet<>();
        for (String column : found) {
            columns.add(column.toLowerCase(Locale.ROOT));
            builder.set(SpannerNames.forMutation(column, dialect)).to(Value.COMMIT_TIMESTAMP);
        }
        List<BoundValue> others = new ArrayList<>(values.size());
        for (BoundValue value : values) {
            if (!columns.contains(value.columnName().toLowerCase(Locale.ROOT))) {
                others.add(value);
            }
        }
        return others;
    }

    /** The commit-timestamp columns of {@code target}'s table that its kind of write writes. */
    private static List<String> find(Target target) {
        List<String> columns = new ArrayList<>();
        target.persister().getAttributeMappings().forEach(attribute -> attribute.forEachSelectable((index, column) -> {
            if (CommitTimestamps.isPending(column.getWriteExpression())
                    && column.getContainingTableExpression().equals(target.table())
                    && (target.insert() ? attribute.getAttributeMetadata().isInsertable()
                            : attribute.getAttributeMetadata().isUpdatable())) {
                columns.add(column.getSelectionExpression());
            }
        }));
        return List.copyOf(columns);
    }
}
