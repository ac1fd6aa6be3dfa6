package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.zoo.InformationSchema;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooModels;
import dev.spannerkeys.zoo.ZooSessions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Zoo models evolved by Liquibase changelogs the way the {@code migration} goal writes them for
 * Liquibase (formatted SQL, one change set per statement, included from the master changelog): V1
 * from an empty GoogleSQL database, then V2 and V3 for the model's next versions. After each, Liquibase
 * with Google's Spanner extension has applied the master changelog to the model's database, which
 * must equal on INFORMATION_SCHEMA what Hibernate's {@code create} makes of that version (column
 * positions aside); the planner then has nothing left to do, the verification finds no difference, and
 * Hibernate's {@code validate} passes. Every zoo model that GoogleSQL can express (Liquibase's Spanner
 * extension runs on GoogleSQL databases only), on one emulator, two databases per model; the
 * library's {@code ZooMigrationsTest} runs the same models with Flyway, in both dialects.
 *
 * <p>The models are shared by two test classes, {@link ZooLiquibaseMigrationsFirstHalfTest} and
 * {@link ZooLiquibaseMigrationsSecondHalfTest}, so that two of the module's test JVMs can take them at once:
 * in one class they were the module's longest (about five minutes on a busy two-core machine).
 */
@SpannerEmulatorTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ZooLiquibaseMigrations {

    /** Which of the models this class takes: those at even positions (0) or at odd ones (1). */
    abstract int half();

    /** Every model GoogleSQL can express, of this class's half; {@code -Dzoo.models=shop,music} runs only those. */
    Stream<ZooModel> models() {
        String only = System.getProperty("zoo.models", "");
        List<ZooModel> expressible = ZooModels.all().stream()
                .filter(model -> model.refusalIn(SqlDialect.GOOGLE_STANDARD_SQL).isEmpty()).toList();
        return expressible.stream().filter(model -> expressible.indexOf(model) % 2 == half())
                .filter(model -> only.isBlank() || List.of(only.split(",")).contains(model.name()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void changelogsAppliedByLiquibaseGiveTheSchemaCreateMakes(ZooModel model, SpannerEmulator emulator,
            @TempDir Path changelogs) throws Exception {
        long start = System.nanoTime();
        DatabaseDialect dialect = DatabaseDialect.GOOGLE_STANDARD_SQL;
        SqlDialect sql = ZooSessions.sqlDialect(dialect);
        List<List<Class<?>>> versions = new ArrayList<>(List.of(model.entities()));
        if (!model.nextVersion().isEmpty()) {
            versions.add(model.nextVersion());
        }
        if (!model.thirdVersion().isEmpty()) {
            versions.add(model.thirdVersion());
        }
        MigrationScripts scripts = MigrationScripts.of(MigrationTool.LIQUIBASE, changelogs);
        EmulatorDatabase migrated = ScriptsDatabase.migrate(emulator, sql, scripts);
        EmulatorDatabase created = emulator.newDatabase(dialect);
        List<Integer> counts = new ArrayList<>();
        for (int version = 1; version <= versions.size(); version++) {
            List<Class<?>> entities = versions.get(version - 1);
            OfflineSchemaTool tool = OfflineSchemaTool.forClasses(entities.toArray(Class<?>[]::new)).dialects(sql);
            model.settings().forEach(tool::property);
            MappedSchema mapped = tool.run().mapped(sql).orElseThrow();

            MigrationPlan plan = plan(mapped, migrated);
            String name = model.name() + " V" + version;
            assertFalse(plan.refused(), () -> name + ": " + plan.refusalMessage());
            assertFalse(plan.statements().isEmpty(), name + ": nothing to migrate");
            Path changelog = changelogs.resolve("V" + version + "__" + model.name() + "_" + version + ".sql");
            Files.writeString(changelog, LiquibaseChangelogs.changelog(plan.statements(), String.valueOf(version),
                    "spanner-keys"), StandardCharsets.UTF_8);
            LiquibaseChangelogs.include(scripts.masterChangelog(), changelog);
            counts.add(plan.statements().size());
            LiquibaseChangelogs.update(migrated.jdbcUrl(), scripts.masterChangelog());

            ZooSessions.run(created, model.settings(), "create", entities);
            String where = name + ":\n" + Files.readString(changelog);
            assertEquals(comparable(InformationSchema.read(created)), comparable(InformationSchema.read(migrated)), where);
            MigrationPlan again = plan(mapped, migrated);
            assertTrue(again.upToDate(), where + "\nstill to do:\n" + again.script() + again.refusalMessage());
            assertEquals(List.of(), MappedMigrations.differences(mapped, ScriptsDatabase.read(migrated.jdbcUrl(), mapped)),
                    where);
            ZooSessions.run(migrated, model.settings(), "validate", entities);
        }
        System.out.printf("zoo liquibase %-9s change sets per changelog %s, %d ms%n", model.name(), counts,
                (System.nanoTime() - start) / 1_000_000);
    }

    private static MigrationPlan plan(MappedSchema mapped, EmulatorDatabase database) throws Exception {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            return MappedMigrations.plan(mapped, ScriptsDatabase.read(database.jdbcUrl(), mapped),
                    new JdbcTableContents(connection), false);
        }
    }

    private static Map<String, List<String>> comparable(InformationSchema schema) {
        return schema.withoutLiquibaseHistory();
    }
}
