package dev.spannerkeys.zoo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every schema action on every zoo model, in both dialects, on one fresh database per model and
 * dialect: {@code create}, {@code create-drop}, {@code update} from an empty database, the offline
 * tool's script, and {@code update} from the model's first version (with rows) to its next, each
 * followed by {@code validate}; rows are written and read back after {@code create}, {@code update}
 * and in both versions. The schemas that {@code update} and the
 * offline script make must equal, on INFORMATION_SCHEMA, the one {@code create} made. A model that
 * a dialect cannot express must be refused by every action, with the model's reason, and leave the
 * database empty.
 */
@SpannerEmulatorTest
class ZooMatrixTest {

    /**
     * The cells: {@code -Dzoo.models=shop,music} runs only those models; by default each model in one dialect, the
     * dialects alternating, so that each dialect still meets half the models; {@code -Dzoo.sample=rest} (CI's
     * Java 25 leg) the other dialect, {@code -Dzoo.sample=every} both.
     */
    static Stream<Arguments> cells() {
        int dialects = DatabaseDialect.values().length;
        return ZooModels.selected().stream()
                .flatMap(model -> Stream.of(DatabaseDialect.values())
                .filter(dialect -> ZooModels.covers(ZooModels.indexOf(model), 0, dialect.ordinal(), dialects))
                .map(dialect -> Arguments.of(model, dialect)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cells")
    void everyActionWorksOrIsRefused(ZooModel model, DatabaseDialect dialect, SpannerEmulator emulator) throws Exception {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        SqlDialect sql = ZooSessions.sqlDialect(dialect);
        Optional<String> refusal = model.refusalIn(sql);
        if (refusal.isPresent()) {
            assertRefused(model, database, sql, refusal.get());
        } else {
            assertWorks(model, database, sql);
        }
    }

    private static long mark = System.nanoTime();

    private static void step(String what) {
        long now = System.nanoTime();
        if (Boolean.getBoolean("zoo.timing")) {
            System.out.printf("zoo step %-28s %6d ms%n", what, (now - mark) / 1_000_000);
        }
        mark = now;
    }

    private static void assertWorks(ZooModel model, EmulatorDatabase database, SqlDialect sql) throws Exception {
        step("start " + model.name() + " " + sql);
        Map<String, Object> settings = model.settings();
        List<Class<?>> entities = model.entities();

        // create: the reference schema.
        try (SessionFactory factory = ZooSessions.open(database, settings, "create", entities)) {
            model.writeAndRead(factory);
        }
        InformationSchema created = InformationSchema.read(database);
        assertTrue(created.tableCount() > 0, created.toString());
        ZooSessions.run(database, settings, "validate", entities);
        step("create, write, validate");

        // create-drop: drops the previous schema and rows, creates the same schema, drops it at close.
        try (SessionFactory factory = ZooSessions.open(database, settings, "create-drop", entities)) {
            assertEquals(created, InformationSchema.read(database), "create-drop created another schema");
        }
        assertEmpty(database, "after create-drop closed");
        step("create-drop");

        // update on an empty database creates the same schema, starts and writes.
        try (SessionFactory factory = ZooSessions.open(database, settings, "update", entities)) {
            assertEquals(created, InformationSchema.read(database), "update from an empty database");
            model.writeAndRead(factory);
        }
        ZooSessions.run(database, settings, "validate", entities);
        step("update, write, validate");
        ZooSessions.run(database, settings, "drop", entities);
        assertEmpty(database, "after drop");
        dropNamedSchemas(model, database);
        step("drop");

        // The offline tool's script, run on the empty database.
        ZooSessions.execute(database, ZooSessions.offlineScript(sql, settings, entities));
        assertEquals(created, InformationSchema.read(database), "offline script");
        ZooSessions.run(database, settings, "validate", entities);
        step("offline script, validate");

        if (!model.nextVersion().isEmpty()) {
            // The next version, by update from the first version's schema and rows.
            try (SessionFactory factory = ZooSessions.open(database, settings, "none", entities)) {
                model.writeAndRead(factory);
            }
            try (SessionFactory factory = ZooSessions.open(database, settings, "update", model.nextVersion())) {
                model.writeAndReadNextVersion(factory);
            }
            ZooSessions.run(database, settings, "validate", model.nextVersion());
            step("v1 write, v2 update, validate");
        }
    }

    private static void assertRefused(ZooModel model, EmulatorDatabase database, SqlDialect sql, String reason) {
        for (String action : List.of("create", "create-drop", "update", "validate", "none")) {
            RuntimeException error = assertThrows(RuntimeException.class,
                    () -> ZooSessions.run(database, model.settings(), action, model.entities()), action);
            String message = ZooSessions.messages(error);
            assertTrue(message.contains(reason), action + ": " + message);
        }
        DialectDdl ddl = OfflineSchemaTool.forClasses(model.entities().toArray(Class<?>[]::new)).dialects(sql,
                sql == SqlDialect.POSTGRESQL ? SqlDialect.GOOGLE_STANDARD_SQL : SqlDialect.POSTGRESQL).run().ddl(sql)
                .orElseThrow();
        assertTrue(ddl.problem().orElseThrow().contains(reason), ddl.toString());
        assertEmpty(database, "after refused actions");
    }

    /**
     * Drops the model's named schemas, which {@code drop} keeps, so that the offline script starts on an empty
     * database as a script for a new database does; the database refuses to drop a schema that still holds objects.
     */
    private static void dropNamedSchemas(ZooModel model, EmulatorDatabase database) throws SQLException {
        for (String schema : model.namedSchemas()) {
            ZooSessions.execute(database, "DROP SCHEMA " + schema + ";");
        }
    }

    private static void assertEmpty(EmulatorDatabase database, String when) {
        InformationSchema schema = InformationSchema.read(database);
        assertTrue(schema.isEmpty(), when + ":\n" + schema);
    }
}
