package dev.spannerkeys.internal.schema.diff;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.diff.SchemaDifference.Kind;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Plans a safe schema update from the differences between a mapping and a live database.
 *
 * <p>It adds what is missing: sequences, tables (parents first), columns, indexes. It refuses, before
 * anything is sent, what cannot succeed or would lose data:
 * <ul>
 *   <li>a changed primary key (columns, order, {@code DESC}) or key column type;</li>
 *   <li>a changed interleaving (parent, {@code ON DELETE}, parent constraint);</li>
 *   <li>a new {@code NOT NULL} column without default on a table with rows (Spanner adds no such
 *       column to an existing table; on an empty GoogleSQL table it is added nullable and then made
 *       {@code NOT NULL}, which Spanner checks against the rows);</li>
 *   <li>a new unique index over values that are not unique.</li>
 * </ul>
 * Everything else that differs (what the mapping no longer has, other types, lengths, nullability,
 * defaults, checks, index and sequence options) is left alone and listed in the plan's report. It
 * never drops, recreates or alters a sequence.
 */
public final class UpdatePlanner {

    static final String NEW_TABLE_RECIPE = "change the mapping back, or migrate the data yourself: create a "
            + "new table with the new definition, copy the rows, switch the application over, drop the old table";

    private final SchemaModel model;
    private final DatabaseSchema database;
    private final DdlWriter writer;
    private final TableContents contents;
    private final boolean migration;
    /** Values for new NOT NULL columns of a migration, by {@code table.column} in lower case: SQL expressions. */
    private final Map<String, String> backfills;
    private final List<Refusal> refusals = new ArrayList<>();
    private final List<SchemaDifference> leftAlone = new ArrayList<>();

    private UpdatePlanner(SchemaModel model, DatabaseSchema database, DdlWriter writer, TableContents contents,
            boolean migration, Map<String, String> backfills) {
        this.model = model;
        this.database = database;
        this.writer = writer;
        this.contents = contents;
        this.migration = migration;
        this.backfills = Map.copyOf(backfills);
    }

    /**
     * The plan that brings {@code database} closer to {@code model} without failing or losing data.
     *
     * @param differences {@link SchemaComparison#compare} of the two
     * @param writer the DDL writer of the database's dialect
     * @param contents answers the questions about existing rows
     * @throws SQLException if a question about existing rows cannot be answered
     */
    public static UpdatePlan plan(SchemaModel model, DatabaseSchema database, List<SchemaDifference> differences,
            DdlWriter writer, TableContents contents) throws SQLException {
        return new UpdatePlanner(model, database, writer, contents, false, Map.of()).plan(differences);
    }

    /**
     * The additions and refusals of a migration script, which runs later on databases whose rows this
     * planner cannot see: as {@link #plan}, except that a change of {@code ON DELETE} alone is left to
     * the caller (a script can make it) and a new {@code NOT NULL} column without default is always
     * refused unless {@code backfills} has a value for it.
     *
     * @param backfills values for new {@code NOT NULL} columns without default, by {@code table.column} in
     *     lower case: the column is added with the value as its {@code DEFAULT} (Spanner fills every existing
     *     row with it as part of the schema change), then the default is dropped
     */
    static UpdatePlan planMigration(SchemaModel model, DatabaseSchema database, List<SchemaDifference> differences,
            DdlWriter writer, TableContents contents, Map<String, String> backfills) throws SQLException {
        return new UpdatePlanner(model, database, writer, contents, true, backfills).plan(differences);
    }

    private UpdatePlan plan(List<SchemaDifference> differences) throws SQLException {
        Set<String> missingTables = new HashSet<>();
        Set<String> missingIndexes = new HashSet<>();
        Set<String> missingSequences = new HashSet<>();
        List<SchemaDifference> missingColumns = new ArrayList<>();
        for (SchemaDifference difference : differences) {
            switch (difference.kind()) {
                case TABLE_MISSING -> missingTables.add(key(difference.table()));
                case INDEX_MISSING -> missingIndexes.add(key(difference.object()));
                case SEQUENCE_MISSING -> missingSequences.add(key(difference.object()));
                case COLUMN_MISSING -> missingColumns.add(difference);
                case PRIMARY_KEY_CHANGED -> refuse(difference.table(), null, null, "the database has PRIMARY KEY "
                        + difference.actual() + ", the mapping declares PRIMARY KEY " + difference.expected()
                        + "; Spanner cannot change a primary key in place", NEW_TABLE_RECIPE);
                case INTERLEAVE_CHANGED -> refuseInterleave(difference);
                case COLUMN_CHANGED -> changedColumn(difference);
                default -> leftAlone.add(difference);
            }
        }
        List<String> statements = new ArrayList<>();
        for (SequenceDefinition sequence : model.sequences()) {
            if (missingSequences.contains(key(sequence.name()))) {
                statements.add(writer.createSequence(sequence));
            }
        }
        for (TableDefinition table : model.tables()) {
            if (missingTables.contains(key(table.name()))) {
                statements.add(writer.createTable(table));
            }
            for (SchemaDifference difference : missingColumns) {
                if (table.isNamed(difference.table())) {
                    statements.addAll(addColumn(difference));
                }
            }
        }
        for (IndexDefinition index : model.indexes()) {
            if (missingIndexes.contains(key(index.name()))) {
                if (index.unique() && !missingTables.contains(key(index.table()))) {
                    requireUniqueValues(index, writer.dialect() == SqlDialect.POSTGRESQL);
                }
                statements.add(writer.createIndex(index));
            }
        }
        return new UpdatePlan(refusals.isEmpty() ? statements : List.of(), refusals, leftAlone);
    }

    private void refuseInterleave(SchemaDifference difference) {
        TableDefinition mapped = model.table(difference.table()).orElseThrow();
        Optional<Interleave> expected = mapped.interleave();
        Optional<Interleave> actual = database.table(difference.table()).orElseThrow().interleave();
        String reason = "the database table is " + difference.actual() + ", the mapping declares "
                + difference.expected() + "; an update does not change how a table is interleaved";
        boolean onlyOnDelete = expected.isPresent() && actual.isPresent()
                && expected.get().parentTable().equalsIgnoreCase(actual.get().parentTable())
                && expected.get().parentConstraint() && actual.get().parentConstraint();
        if (onlyOnDelete && migration) {
            leftAlone.add(difference);
        } else if (onlyOnDelete) {
            refuse(mapped.name(), null, null, reason, "run ALTER TABLE " + mapped.name() + " SET ON DELETE "
                    + (expected.get().onDelete() == OnDelete.CASCADE ? "CASCADE" : "NO ACTION")
                    + " yourself once you want deletes to behave that way (Spanner changes the action in place), "
                    + "or change the mapping back");
        } else {
            refuse(mapped.name(), null, null, reason, NEW_TABLE_RECIPE);
        }
    }

    private void changedColumn(SchemaDifference difference) {
        TableDefinition table = model.table(difference.table()).orElseThrow();
        if ("type".equals(difference.property()) && table.isKeyColumn(difference.object())) {
            refuse(table.name(), difference.object(), null, "the key column has type " + difference.actual()
                    + " in the database, the mapping declares " + difference.expected()
                    + "; Spanner cannot change the type of a key column", NEW_TABLE_RECIPE);
        } else {
            leftAlone.add(difference);
        }
    }

    private List<String> addColumn(SchemaDifference difference) throws SQLException {
        TableDefinition table = model.table(difference.table()).orElseThrow();
        ColumnDefinition column = table.column(difference.object()).orElseThrow();
        if (table.isKeyColumn(column.name())) {
            // A key column that does not exist is a changed primary key, refused with it.
            return List.of();
        }
        boolean filled = column.nullable() || column.defaultExpression().isPresent()
                || column.generatedExpression().isPresent() || column.identity();
        if (filled) {
            return List.of(writer.addColumn(table.name(), column));
        }
        ColumnDefinition nullable = new ColumnDefinition(column.name(), column.type(), true, column.defaultExpression(),
                column.generatedExpression(), column.identityOptions(), column.hidden(), column.checks(),
                column.commitTimestamp());
        String twoSteps = writer.addColumn(table.name(), nullable) + "; " + writer.setNotNull(table.name(), column);
        String backfill = backfills.get(key(table.name()) + "." + key(column.name()));
        if (migration && backfill != null) {
            // Two schema changes, no DML: Spanner writes the default into every existing row while it adds the
            // column (no transaction or mutation limit), then the column keeps NOT NULL without the default.
            ColumnDefinition filledWith = new ColumnDefinition(column.name(), column.type(), false,
                    Optional.of(backfill), column.generatedExpression(), column.identityOptions(), column.hidden(),
                    column.checks());
            return List.of(writer.addColumn(table.name(), filledWith), writer.dropDefault(table.name(), column.name()));
        }
        if (migration) {
            refuse(table.name(), column.name(), null, "the mapping adds it as NOT NULL without a default; Spanner adds "
                    + "a NOT NULL column to an existing table only with a DEFAULT, and the databases the script will run "
                    + "on may have rows in " + table.name(), "give it a default (@ColumnDefault, e.g. DEFAULT (0)); or map "
                    + "it nullable, generate this migration, fill every row (UPDATE " + table.name() + " SET "
                    + column.name() + " = ... WHERE " + column.name() + " IS NULL), then map it NOT NULL and write "
                    + writer.setNotNull(table.name(), column) + " in a migration of its own; or generate with "
                    + "-Dspanner-keys.backfill=" + table.name() + "." + column.name() + "=<SQL value> to fill the "
                    + "existing rows with that value");
            return List.of();
        }
        if (contents.hasRows(table.name())) {
            refuse(table.name(), column.name(), null, "the mapping adds it as NOT NULL without a default, and "
                    + table.name() + " has rows, which would have no value for it (Spanner adds a NOT NULL column to an "
                    + "existing table only with a DEFAULT)", "give it a default (@ColumnDefault, e.g. DEFAULT (0)), or "
                    + "map it nullable; to make it NOT NULL later, fill every row and then run "
                    + writer.setNotNull(table.name(), column));
            return List.of();
        }
        if (writer.dialect() == SqlDialect.POSTGRESQL) {
            refuse(table.name(), column.name(), null, "the mapping adds it as NOT NULL without a default; "
                    + table.name() + " has no rows, but Spanner adds a NOT NULL column to an existing table only with a "
                    + "DEFAULT, and the PostgreSQL-dialect way around it (ALTER COLUMN ... SET NOT NULL) does not run on "
                    + "the emulator, so an update does not send it", "run " + twoSteps + " yourself, or give the column "
                    + "a default (@ColumnDefault), or map it nullable");
            return List.of();
        }
        // An empty table: add the column nullable, then make it NOT NULL, which Spanner checks against the (no) rows.
        return List.of(writer.addColumn(table.name(), nullable), writer.setNotNull(table.name(), column));
    }

    /**
     * Refuses a new unique index over duplicate values. PostgreSQL-dialect unique indexes treat NULLs
     * as distinct values (measured on the emulator: two rows with NULL in a unique column insert), so
     * there rows with a NULL in the key are left out of the check, as in a null-filtered index.
     */
    private void requireUniqueValues(IndexDefinition index, boolean nullsDistinct) throws SQLException {
        TableDefinition existing = database.table(index.table()).orElseThrow();
        TableDefinition mapped = model.table(index.table()).orElseThrow();
        List<String> existingColumns = new ArrayList<>();
        boolean addedColumnIsNull = false;
        for (KeyPart part : index.columns()) {
            if (existing.column(part.column()).isPresent()) {
                existingColumns.add(part.column());
            } else {
                // A column this update adds: the same value (NULL or its default) in every existing row.
                ColumnDefinition added = mapped.column(part.column()).orElseThrow();
                addedColumnIsNull |= added.defaultExpression().isEmpty() && added.generatedExpression().isEmpty();
            }
        }
        boolean nullsLeftOut = index.nullFiltered() || nullsDistinct;
        if (nullsLeftOut && addedColumnIsNull) {
            return; // every existing row has a NULL in the index key, which cannot collide
        }
        if (contents.hasDuplicates(index.table(), existingColumns, nullsLeftOut)) {
            String columns = SchemaModel.describeKey(index.columns());
            String group = existingColumns.isEmpty() ? "" : " GROUP BY " + String.join(", ", existingColumns)
                    + " HAVING COUNT(*) > 1";
            refuse(index.table(), null, index.name(), "the mapping adds a unique index on " + columns + ", and "
                    + index.table() + " already has rows with the same values in " + columns
                    + (nullsLeftOut ? " (rows with a NULL in them left out)" : " (NULLs count as equal values)"),
                    "find them with SELECT " + (existingColumns.isEmpty() ? "COUNT(*)" : String.join(", ", existingColumns)
                    + ", COUNT(*)") + " FROM " + index.table() + group + ", make them unique, and start again; or "
                    + "declare the index non-unique" + (nullsLeftOut ? "" : " or null-filtered"));
        }
    }

    private void refuse(String table, String column, String index, String reason, String fix) {
        refusals.add(new Refusal(table, column, index, reason, fix));
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
