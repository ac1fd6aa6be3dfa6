package dev.spannerkeys.internal.schema.diff;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.live.SqlTypes;
import java.util.List;
import java.util.Optional;

/**
 * The differences a schema validation fails on, in addition to what Hibernate's own validator checks
 * (missing tables and columns, incompatible types):
 * <ul>
 *   <li>primary keys: columns, order, {@code DESC} parts;</li>
 *   <li>interleaving: parent, {@code ON DELETE}, parent constraint;</li>
 *   <li>the default of every key column (the sequence a key draws from, {@code GENERATE_UUID()});</li>
 *   <li>array columns' types with their element length ({@code ARRAY<STRING(100)>}), which
 *       Hibernate's validator does not compare;</li>
 *   <li>indexes: missing, or another table, key, {@code unique}, null filtering, stored columns or
 *       interleaving;</li>
 *   <li>a column the mapping writes commit timestamps to ({@code @CommitTimestamp}) that does not take
 *       them: every write of it would fail;</li>
 *   <li>a mapped identity column the database has with neither an identity nor a default, where the database
 *       reports identity columns: every insert without a key would fail;</li>
 *   <li>missing sequences; missing tables and columns.</li>
 * </ul>
 * Other differences (lengths of scalar columns, nullability, other defaults, checks, sequence
 * options, what the mapping does not have) do not fail a validation; a schema update reports them.
 */
public final class SchemaValidation {

    private SchemaValidation() {
    }

    /** The differences among {@code differences} that a validation of {@code model} fails on. */
    public static List<SchemaDifference> failures(SchemaModel model, SqlDialect dialect, List<SchemaDifference> differences) {
        return differences.stream().filter(difference -> fails(model, dialect, difference)).toList();
    }

    /** The validation error for {@code failures}: one line each, naming object, property, expected and actual. */
    public static String message(List<SchemaDifference> failures) {
        StringBuilder message = new StringBuilder("Schema validation found ").append(failures.size())
                .append(failures.size() == 1 ? " difference" : " differences")
                .append(" between the mapping and the database:");
        failures.forEach(failure -> message.append("\n  ").append(failure.describe()));
        return message.toString();
    }

    private static boolean fails(SchemaModel model, SqlDialect dialect, SchemaDifference difference) {
        return switch (difference.kind()) {
            case TABLE_MISSING, COLUMN_MISSING, PRIMARY_KEY_CHANGED, INTERLEAVE_CHANGED, INDEX_MISSING, INDEX_CHANGED,
                    SEQUENCE_MISSING -> true;
            case COLUMN_CHANGED -> {
                Optional<TableDefinition> table = model.table(difference.table());
                Optional<ColumnDefinition> column = table.flatMap(t -> t.column(difference.object()));
                if (column.isEmpty()) {
                    yield false;
                }
                boolean keyDefault = "default".equals(difference.property()) && table.get().isKeyColumn(column.get().name());
                boolean arrayType = ("type".equals(difference.property()) || "length".equals(difference.property()))
                        && SqlTypes.isArray(dialect, column.get().type());
                boolean commitTimestamp = "commit timestamp".equals(difference.property())
                        && column.get().commitTimestamp();
                boolean identity = "identity".equals(difference.property());
                yield keyDefault || arrayType || commitTimestamp || identity;
            }
            default -> false;
        };
    }
}
