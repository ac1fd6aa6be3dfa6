package dev.spannerkeys.internal.schema.diff;

import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.SqlExpressions;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plans the next migration script: the statements that turn the schema the existing scripts produce
 * (a {@link DatabaseSchema}) into the mapping's {@link SchemaModel}, or the refusals when that cannot
 * be done safely.
 *
 * <p>What is missing comes from {@link UpdatePlanner} (sequences, tables parents first, columns,
 * indexes), with its refusals: a changed primary key or key column type, a changed parent of an
 * interleaved table, a new {@code NOT NULL} column without default, a new unique index over values
 * that are not unique. On top, a script makes what an update leaves alone:
 * <ul>
 *   <li>{@code ON DELETE} of an interleaved table ({@code ALTER TABLE ... SET ON DELETE});</li>
 *   <li>a longer column, a {@code NOT NULL} column made nullable (GoogleSQL), a changed default;</li>
 *   <li>checks added, dropped or changed; indexes dropped, changed (stored columns in place,
 *       anything else dropped and created again);</li>
 *   <li>sequence skip range and start counter; sequences the mapping no longer has;</li>
 *   <li>tables and columns the mapping no longer has, only when drops are allowed (they delete data).</li>
 * </ul>
 * Refused, with the manual recipe: another type or a shorter length, {@code NOT NULL} on an existing
 * column (needs a backfill), a changed generated expression, nullability in a PostgreSQL-dialect
 * database (its {@code SET/DROP NOT NULL} does not run on the emulator the scripts are verified on),
 * and drops unless allowed.
 *
 * <p>The order: index and check drops; then the additions; sequence options; per table (in the
 * model's order) {@code ON DELETE}, column changes, defaults, new checks; column drops; table drops
 * (children first); sequence drops; changed indexes created again.
 */
public final class MigrationPlanner {

    private static final Pattern LENGTH = Pattern.compile("\\((\\d+|MAX)\\)\\s*>?\\s*$", Pattern.CASE_INSENSITIVE);

    private final SchemaModel model;
    private final DatabaseSchema database;
    private final DdlWriter writer;
    private final boolean allowDrops;
    private final List<Refusal> refusals = new ArrayList<>();
    private final Set<String> drops = new LinkedHashSet<>();
    private final Set<String> sequenceChanges = new LinkedHashSet<>();
    private final Map<String, Set<String>> tableChanges = new LinkedHashMap<>();
    private final Set<String> columnDrops = new LinkedHashSet<>();
    private final List<String> tableDrops = new ArrayList<>();
    private final Set<String> sequenceDrops = new LinkedHashSet<>();
    private final Set<String> indexCreations = new LinkedHashSet<>();
    /** Columns changed in place (longer, or nullable), by table and column: the definition to restate. */
    private final Map<String, ColumnDefinition[]> alteredColumns = new LinkedHashMap<>();

    private MigrationPlanner(SchemaModel model, DatabaseSchema database, DdlWriter writer, boolean allowDrops) {
        this.model = model;
        this.database = database;
        this.writer = writer;
        this.allowDrops = allowDrops;
    }

    /**
     * The next migration from {@code database} to {@code model}.
     *
     * @param writer the DDL writer of the scripts' dialect, printing names as the application does
     * @param contents answers questions about existing rows (of the scripts' database, or of a live one)
     * @param otherMappedSequences sequences the application maps outside the model, not dropped
     * @param allowDrops whether tables and columns the mapping no longer has may be dropped
     * @throws SQLException if a question about existing rows cannot be answered
     */
    public static MigrationPlan plan(SchemaModel model, DatabaseSchema database, DdlWriter writer,
            TableContents contents, Set<String> otherMappedSequences, boolean allowDrops) throws SQLException {
        return plan(model, database, writer, contents, otherMappedSequences, allowDrops, Map.of());
    }

    /**
     * As {@link #plan(SchemaModel, DatabaseSchema, DdlWriter, TableContents, Set, boolean)}, with values for
     * new {@code NOT NULL} columns without default, which are refused otherwise: such a column is added with
     * the value as its {@code DEFAULT} (Spanner fills the existing rows while it adds the column), and the
     * default dropped in the next statement.
     *
     * @param backfills SQL expressions by {@code table.column} (any case)
     * @throws SQLException if a question about existing rows cannot be answered
     */
    public static MigrationPlan plan(SchemaModel model, DatabaseSchema database, DdlWriter writer,
            TableContents contents, Set<String> otherMappedSequences, boolean allowDrops, Map<String, String> backfills)
            throws SQLException {
        Map<String, String> byColumn = new LinkedHashMap<>();
        backfills.forEach((column, value) -> byColumn.put(key(column), value));
        List<SchemaDifference> differences = SchemaComparison.compare(model, database, otherMappedSequences);
        UpdatePlan additions = UpdatePlanner.planMigration(model, database, differences, writer, contents, byColumn);
        MigrationPlanner planner = new MigrationPlanner(model, database, writer, allowDrops);
        planner.refusals.addAll(additions.refusals());
        planner.changes(additions.leftAlone());
        if (planner.refusals.isEmpty() && additions.refused()) {
            throw new IllegalStateException("refused additions without a refusal");
        }
        if (!planner.refusals.isEmpty()) {
            return new MigrationPlan(List.of(), planner.refusals, differences);
        }
        List<String> statements = new ArrayList<>(planner.drops);
        statements.addAll(additions.statements());
        statements.addAll(planner.sequenceChanges);
        for (TableDefinition table : model.tables()) {
            statements.addAll(planner.tableChanges.getOrDefault(key(table.name()), Set.of()));
        }
        statements.addAll(planner.columnDrops);
        statements.addAll(planner.tableDrops);
        statements.addAll(planner.sequenceDrops);
        statements.addAll(planner.indexCreations);
        return new MigrationPlan(new ArrayList<>(new LinkedHashSet<>(statements)), List.of(), differences);
    }

    private void changes(List<SchemaDifference> differences) {
        Map<String, List<SchemaDifference>> changedIndexes = new LinkedHashMap<>();
        List<String> unmappedTables = new ArrayList<>();
        for (SchemaDifference difference : differences) {
            switch (difference.kind()) {
                case TABLE_UNMAPPED -> unmappedTables.add(difference.table());
                case COLUMN_UNMAPPED -> dropColumn(difference);
                case COLUMN_CHANGED -> changedColumn(difference);
                case INTERLEAVE_CHANGED -> tableChange(difference.table(), writer.setOnDelete(difference.table(),
                        model.table(difference.table()).orElseThrow().interleave().orElseThrow().onDelete()));
                case CHECK_MISSING -> tableChange(difference.table(), writer.addCheck(difference.table(),
                        mappedCheck(difference)));
                case CHECK_UNMAPPED -> dropCheck(difference);
                case CHECK_CHANGED -> {
                    dropCheck(difference);
                    tableChange(difference.table(), writer.addCheck(difference.table(), mappedCheck(difference)));
                }
                case INDEX_UNMAPPED -> drops.add(writer.dropExistingIndex(database.index(difference.object()).orElseThrow()));
                case INDEX_CHANGED -> changedIndexes.computeIfAbsent(key(difference.object()), name -> new ArrayList<>())
                        .add(difference);
                case SEQUENCE_UNMAPPED -> sequenceDrops.add(writer.dropExistingSequence(difference.object()));
                case SEQUENCE_CHANGED -> changedSequence(difference);
                default -> throw new IllegalStateException("not a change a migration makes: " + difference.describe());
            }
        }
        changedIndexes.values().forEach(this::changedIndex);
        alteredColumns.forEach((where, column) -> tableChange(where.substring(0, where.indexOf('.')),
                writer.alterColumn(database.table(where.substring(0, where.indexOf('.'))).orElseThrow().name(), column[0])));
        dropTables(unmappedTables);
    }

    private void changedColumn(SchemaDifference difference) {
        TableDefinition table = model.table(difference.table()).orElseThrow();
        ColumnDefinition mapped = table.column(difference.object()).orElseThrow();
        ColumnDefinition existing = database.table(table.name()).flatMap(t -> t.column(mapped.name())).orElseThrow();
        String where = table.name() + "." + mapped.name();
        switch (difference.property()) {
            case "length" -> {
                if (longer(mapped.type(), existing.type()) && !table.isKeyColumn(mapped.name())) {
                    alter(table.name(), existing, mapped, altered -> withType(altered, mapped.type()));
                } else {
                    refuse(table.name(), mapped.name(), "the database has " + existing.type() + ", the mapping declares "
                            + mapped.type() + "; a shorter length (or a key column's length) fails on rows that do "
                            + "not fit", "keep the length, or shorten the values yourself and write "
                            + writer.alterColumn(table.name(), mapped) + " by hand");
                }
            }
            case "type" -> {
                if (!table.isKeyColumn(mapped.name())) {
                    refuse(table.name(), mapped.name(), "the database has type " + existing.type()
                            + ", the mapping declares " + mapped.type() + "; Spanner converts a column's type in place "
                            + "only between a few types, and a failed conversion leaves the script half applied",
                            "add a new column with the new type, copy the values (UPDATE " + table.name()
                            + " SET new = CAST(" + mapped.name() + " AS ...) WHERE TRUE), switch the application, "
                            + "then drop " + where + "; or change the mapping back");
                }
            }
            case "nullability" -> {
                if (mapped.nullable() && writer.dialect() == SqlDialect.GOOGLE_STANDARD_SQL) {
                    alter(table.name(), existing, mapped, altered -> withNullability(altered, true));
                } else if (mapped.nullable()) {
                    refuse(table.name(), mapped.name(), "the database has it NOT NULL, the mapping declares it "
                            + "nullable; the PostgreSQL-dialect ALTER COLUMN ... DROP NOT NULL does not run on the "
                            + "emulator the scripts are verified on", "write ALTER TABLE " + table.name()
                            + " ALTER COLUMN " + mapped.name() + " DROP NOT NULL in a script yourself for real "
                            + "Spanner, or map it NOT NULL");
                } else {
                    refuse(table.name(), mapped.name(), "the database has it nullable, the mapping declares it NOT "
                            + "NULL; Spanner checks every row first, and a row without a value fails the script",
                            "fill every row first (UPDATE " + table.name() + " SET " + mapped.name() + " = ... WHERE "
                            + mapped.name() + " IS NULL, in a migration or a data job), then write "
                            + writer.setNotNull(table.name(), mapped) + " in a migration of its own; or map it nullable");
                }
            }
            case "commit timestamp" -> tableChange(table.name(), writer.setCommitTimestamp(table.name(), mapped));
            case "default" -> tableChange(table.name(), mapped.defaultExpression().isPresent()
                    ? writer.setDefault(table.name(), mapped) : writer.dropDefault(table.name(), mapped.name()));
            case "generated expression" -> refuse(table.name(), mapped.name(), "the generated expression differs ("
                    + difference.actual() + " in the database, " + difference.expected() + " in the mapping); Spanner "
                    + "cannot change a generated column in place", "add a new generated column with the new "
                    + "expression, switch the application, then drop " + where + "; or change the mapping back");
            case "identity" -> refuse(table.name(), mapped.name(), "the mapping declares an identity column ("
                    + difference.expected() + "), the database column has neither an identity nor a default, so every "
                    + "insert without a key fails; a migration does not turn an existing column into an identity "
                    + "column", "let the key be drawn from a sequence default instead (@BitReversedSequence, or the "
                    + "default spanner.keys.generated-values=take-over), which a migration adds to the existing "
                    + "column; or create the table again with the identity column and copy the rows");
            default -> throw new IllegalStateException("unknown column property " + difference.property());
        }
    }

    private void dropColumn(SchemaDifference difference) {
        if (allowDrops) {
            columnDrops.add(writer.dropColumn(difference.table(), difference.object()));
        } else {
            refuse(difference.table(), difference.object(), "the mapping no longer has this column (" + difference.actual()
                    + "); dropping it deletes its values", "if it was removed on purpose, generate again with "
                    + "-Dspanner-keys.allowDrops=true (or write " + writer.dropColumn(difference.table(), difference.object())
                    + " yourself); if it was renamed, map the new name with @Column(name = \"" + difference.object()
                    + "\")");
        }
    }

    private void dropTables(List<String> unmapped) {
        if (unmapped.isEmpty()) {
            return;
        }
        if (!allowDrops) {
            for (String table : unmapped) {
                refuse(table, null, "the mapping no longer has this table; dropping it deletes its rows",
                        "if it was removed on purpose, generate again with -Dspanner-keys.allowDrops=true (or write "
                        + writer.dropExistingTable(table) + " yourself); if it was renamed, map the entity with "
                        + "@Table(name = \"" + table + "\")");
            }
            return;
        }
        List<String> remaining = new ArrayList<>(unmapped);
        while (!remaining.isEmpty()) {
            String leaf = remaining.stream().filter(table -> remaining.stream().noneMatch(other -> isChildOf(other, table)))
                    .findFirst().orElse(remaining.get(0));
            remaining.remove(leaf);
            for (IndexDefinition index : database.indexesOn(leaf)) {
                drops.add(writer.dropExistingIndex(index));
            }
            tableDrops.add(writer.dropExistingTable(leaf));
        }
    }

    private boolean isChildOf(String table, String parent) {
        return database.table(table).flatMap(TableDefinition::interleave)
                .map(interleave -> interleave.parentTable().equalsIgnoreCase(parent)).orElse(false);
    }

    private void dropCheck(SchemaDifference difference) {
        Optional<CheckDefinition> existing = database.table(difference.table()).orElseThrow().checks().stream()
                .filter(check -> check.name().map(name -> name.equalsIgnoreCase(difference.object())).orElse(false))
                .findFirst();
        if (existing.isEmpty()) {
            refuse(difference.table(), null, "the database has a check without a name (" + difference.actual()
                    + ") that the mapping does not have", "drop it yourself by the name Spanner gave it");
            return;
        }
        drops.add(writer.dropConstraint(difference.table(), existing.get().name().orElseThrow()));
    }

    private CheckDefinition mappedCheck(SchemaDifference difference) {
        TableDefinition table = model.table(difference.table()).orElseThrow();
        List<CheckDefinition> checks = new ArrayList<>(table.checks());
        table.columns().forEach(column -> checks.addAll(column.checks()));
        return checks.stream()
                .filter(check -> check.name().map(name -> name.equalsIgnoreCase(difference.object())).orElse(false)
                        || (check.name().isEmpty() && SqlExpressions.same(check.expression(), difference.expected())))
                .findFirst().orElseThrow(() -> new IllegalStateException("no mapped check for " + difference.describe()));
    }

    private void changedIndex(List<SchemaDifference> differences) {
        String name = differences.get(0).object();
        IndexDefinition mapped = model.index(name).orElseThrow();
        IndexDefinition existing = database.index(name).orElseThrow();
        boolean storingOnly = differences.stream().allMatch(difference -> "storing".equals(difference.property()));
        if (storingOnly) {
            for (String column : existing.storing()) {
                if (mapped.storing().stream().noneMatch(column::equalsIgnoreCase)) {
                    drops.add(writer.alterStoredColumn(mapped, column, false));
                }
            }
            for (String column : mapped.storing()) {
                if (existing.storing().stream().noneMatch(column::equalsIgnoreCase)) {
                    indexCreations.add(writer.alterStoredColumn(mapped, column, true));
                }
            }
        } else {
            drops.add(writer.dropExistingIndex(existing));
            indexCreations.add(writer.createIndex(mapped));
        }
    }

    private void changedSequence(SchemaDifference difference) {
        SequenceDefinition mapped = model.sequences().stream()
                .filter(sequence -> sequence.name().equalsIgnoreCase(difference.object())).findFirst().orElseThrow();
        if ("start counter".equals(difference.property())) {
            sequenceChanges.add(writer.restartSequence(mapped.name(), mapped.startCounter()));
        } else {
            sequenceChanges.add(writer.setSkipRange(mapped));
        }
    }

    private void tableChange(String table, String statement) {
        tableChanges.computeIfAbsent(key(table), name -> new LinkedHashSet<>()).add(statement);
    }

    private void refuse(String table, String column, String reason, String fix) {
        refusals.add(new Refusal(table, column, null, reason, fix));
    }

    /**
     * Records an in-place change of {@code existing}: a column whose length and nullability both change
     * is restated once, with both. A changed default gets its
     * own statement too, and the restatement carries the mapped default so that it does not undo it.
     */
    private void alter(String table, ColumnDefinition existing, ColumnDefinition mapped,
            java.util.function.UnaryOperator<ColumnDefinition> change) {
        ColumnDefinition[] column = alteredColumns.computeIfAbsent(key(table) + "." + key(existing.name()),
                where -> new ColumnDefinition[] {new ColumnDefinition(existing.name(), existing.type(),
                        existing.nullable(), mapped.defaultExpression(), existing.generatedExpression(),
                        existing.identityOptions(), existing.hidden(), existing.checks(), existing.commitTimestamp())});
        column[0] = change.apply(column[0]);
    }

    private static ColumnDefinition withType(ColumnDefinition column, String type) {
        return new ColumnDefinition(column.name(), type, column.nullable(), column.defaultExpression(),
                column.generatedExpression(), column.identityOptions(), column.hidden(), column.checks(),
                column.commitTimestamp());
    }

    private static ColumnDefinition withNullability(ColumnDefinition column, boolean nullable) {
        return new ColumnDefinition(column.name(), column.type(), nullable, column.defaultExpression(),
                column.generatedExpression(), column.identityOptions(), column.hidden(), column.checks(),
                column.commitTimestamp());
    }

    /** Whether {@code wanted}'s length is longer than {@code existing}'s ({@code MAX} is longest). */
    static boolean longer(String wanted, String existing) {
        long want = length(wanted);
        long have = length(existing);
        return want >= 0 && have >= 0 && want > have;
    }

    private static long length(String type) {
        Matcher matcher = LENGTH.matcher(type.strip());
        if (!matcher.find()) {
            return -1;
        }
        String value = matcher.group(1);
        return value.equalsIgnoreCase("MAX") ? Long.MAX_VALUE : Long.parseLong(value);
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
