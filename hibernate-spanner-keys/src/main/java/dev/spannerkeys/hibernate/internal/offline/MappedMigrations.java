package dev.spannerkeys.hibernate.internal.offline;

import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.internal.schema.diff.MigrationPlanner;
import dev.spannerkeys.internal.schema.diff.SchemaComparison;
import dev.spannerkeys.internal.schema.diff.SchemaDifference;
import dev.spannerkeys.internal.schema.diff.TableContents;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Migration scripts for a {@link MappedSchema}: the {@link MigrationPlanner}'s plan for the library's
 * schema model, completed with what Hibernate creates beside it (foreign keys of associations, its
 * own sequences), and the differences a verification of existing scripts reports. The Maven plugin's
 * {@code migration} and {@code verify-migrations} goals are built on it.
 */
public final class MappedMigrations {

    private MappedMigrations() {
    }

    /**
     * The next migration from {@code database} to the mapped schema: foreign keys the mapping no
     * longer has are dropped first, Hibernate's own missing sequences created, then the planner's
     * statements, then the missing foreign keys added. When the planner refuses, the plan has no
     * statements.
     *
     * @param contents answers questions about existing rows of {@code database}
     * @param allowDrops whether tables and columns the mapping no longer has may be dropped
     * @throws SQLException if a question about existing rows cannot be answered
     */
    public static MigrationPlan plan(MappedSchema mapped, DatabaseSchema database, TableContents contents,
            boolean allowDrops) throws SQLException {
        return plan(mapped, database, contents, allowDrops, Map.of());
    }

    /**
     * As {@link #plan(MappedSchema, DatabaseSchema, TableContents, boolean)}, with values that fill the
     * existing rows of new {@code NOT NULL} columns without default (SQL expressions by
     * {@code table.column}); see {@link MigrationPlanner#plan(dev.spannerkeys.internal.schema.SchemaModel,
     * DatabaseSchema, dev.spannerkeys.internal.schema.ddl.DdlWriter, TableContents, java.util.Set, boolean, Map)}.
     *
     * @throws SQLException if a question about existing rows cannot be answered
     */
    public static MigrationPlan plan(MappedSchema mapped, DatabaseSchema database, TableContents contents,
            boolean allowDrops, Map<String, String> backfills) throws SQLException {
        MigrationPlan plan = MigrationPlanner.plan(mapped.model(), database, mapped.writer(), contents,
                mapped.otherSequences(), allowDrops, backfills);
        if (plan.refused()) {
            return plan;
        }
        ForeignKeys foreignKeys = new ForeignKeys(mapped, database);
        List<String> statements = new ArrayList<>(foreignKeys.drops());
        statements.addAll(foreignKeys.otherSequences());
        statements.addAll(plan.statements());
        statements.addAll(foreignKeys.additions());
        return new MigrationPlan(statements, plan.refusals(), plan.differences());
    }

    /**
     * Every difference between the mapped schema and {@code database}, one line each (expected: the
     * mapping; actual: the database): the schema model's differences, foreign keys and Hibernate's
     * sequences, and what could not be read. Empty when the database has exactly the mapped schema.
     */
    public static List<String> differences(MappedSchema mapped, DatabaseSchema database) {
        List<String> lines = new ArrayList<>();
        for (SchemaDifference difference : SchemaComparison.compare(mapped.model(), database, mapped.otherSequences())) {
            lines.add(difference.describe());
        }
        lines.addAll(new ForeignKeys(mapped, database).differences());
        database.unread().forEach(line -> lines.add("not comparable: " + line));
        return lines;
    }
}
