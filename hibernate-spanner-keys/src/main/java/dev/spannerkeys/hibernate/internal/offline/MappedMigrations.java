package dev.spannerkeys.hibernate.internal.offline;

import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.hibernate.internal.schematool.InformationSchemaReader;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.internal.schema.diff.MigrationPlanner;
import dev.spannerkeys.internal.schema.diff.SchemaComparison;
import dev.spannerkeys.internal.schema.diff.SchemaDifference;
import dev.spannerkeys.internal.schema.diff.TableContents;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

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
     * The next migration from {@code database} to the mapped schema: named schemas the database lacks
     * are created first, then foreign keys the mapping no longer has are dropped, Hibernate's own missing sequences created, then the planner's
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
        List<String> statements = new ArrayList<>(missingSchemas(mapped, database));
        statements.addAll(foreignKeys.drops());
        statements.addAll(foreignKeys.otherSequences());
        statements.addAll(plan.statements());
        statements.addAll(foreignKeys.additions());
        return new MigrationPlan(statements, plan.refusals(), plan.differences());
    }

    /**
     * The live schema a migration is planned against: every schema the mapped objects live in
     * ({@code @Table(schema = ...)}, {@code @SequenceGenerator(schema = ...)}, {@code hibernate.default_schema}),
     * each object read from its own schema (see {@link InformationSchemaReader}).
     */
    public static DatabaseSchema read(Connection connection, MappedSchema mapped) throws SQLException {
        if (mapped.writer().names() instanceof DatabaseNaming naming) {
            return InformationSchemaReader.read(connection, mapped.dialect(), naming, mapped.model());
        }
        return InformationSchemaReader.read(connection, mapped.dialect());
    }

    /**
     * The {@code CREATE SCHEMA} statements of the mapping's creation script for the named schemas {@code database}
     * does not have (neither listed among its schemas nor holding one of the mapped tables and sequences): a
     * migration creates a schema before the first object in it.
     */
    private static List<String> missingSchemas(MappedSchema mapped, DatabaseSchema database) {
        List<String> statements = new ArrayList<>();
        if (!(mapped.writer().names() instanceof DatabaseNaming naming)) {
            return statements;
        }
        Set<String> present = new HashSet<>();
        database.schemas().forEach(schema -> present.add(schema.toLowerCase(Locale.ROOT)));
        mapped.model().tables().stream().filter(table -> database.table(table.name()).isPresent())
                .forEach(table -> present.add(naming.storedSchema(table.name()).toLowerCase(Locale.ROOT)));
        mapped.model().sequences().stream().filter(sequence -> database.sequence(sequence.name()).isPresent())
                .forEach(sequence -> present.add(naming.storedSequenceSchema(sequence.name()).toLowerCase(Locale.ROOT)));
        Map<String, String> named = naming.namedSchemas();
        named.forEach((stored, printed) -> {
            if (!present.contains(stored.toLowerCase(Locale.ROOT))) {
                statements.add("CREATE SCHEMA " + printed);
            }
        });
        return statements;
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
