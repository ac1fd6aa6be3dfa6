package dev.spannerkeys.featurezoo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.google.cloud.spanner.KeySet;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.zoo.InformationSchema;
import dev.spannerkeys.zoo.ZooModels;
import dev.spannerkeys.zoo.ZooSessions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The feature zoo in one dialect: every {@link FeatureModel} the dialect can express, in one persistence unit
 * ({@link FeatureModels#settings()}), through {@code create}, {@code validate}, the offline tool's script (the Maven
 * plugin's {@code ddl} goal), {@code update} on an empty database and the next migration script
 * ({@link MappedMigrations}, the {@code migration} goal's engine), each giving the schema {@code create} gave; then
 * every model's scenario in every write mode on the created database, the tables emptied between modes. The rows
 * each mutation mode leaves after every step must equal, column by column, the rows {@code dml} (Hibernate's own
 * statements) left, and every write the library ran as DML must be one the model declares
 * ({@link FeatureModel#dmlFallbacks()}), each declared reason seen; a run takes half of the models' scenarios in
 * each dialect, the other half in the other ({@link #takesScenarios}). A model a dialect cannot express is asserted
 * refused by the offline tool, without a database. {@code -Dfeatures=a,b} runs only the models whose class names
 * contain one of the words.
 */
@org.junit.jupiter.api.TestInstance(org.junit.jupiter.api.TestInstance.Lifecycle.PER_CLASS)
abstract class FeatureZooContract {

    /** The reason {@code DmlFallbacks} gives a captured write that a later DML statement or read had to see. */
    static final String PULLED_ALONG = "followed it in the same transaction and must see it";

    abstract DatabaseDialect dialect();

    private final Map<FeatureModel, Map<String, Map<String, List<Map<String, String>>>>> reference =
            new ConcurrentHashMap<>();
    private final Map<FeatureModel, Set<String>> reasonsSeen = new ConcurrentHashMap<>();
    private InformationSchema created;
    private SessionFactory factory;
    /** One plain JDBC connection per database for the snapshots, opened once: connecting costs more than a read. */
    private final Map<EmulatorDatabase, Connection> connections = new ConcurrentHashMap<>();

    private Connection connection(EmulatorDatabase database) {
        return connections.computeIfAbsent(database, db -> {
            try {
                return DriverManager.getConnection(db.jdbcUrl());
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @org.junit.jupiter.api.AfterAll
    void closeConnections() throws SQLException {
        for (Connection connection : connections.values()) {
            connection.close();
        }
    }

    @TestFactory
    Stream<DynamicNode> everyFeatureInEveryActionAndWriteMode(SpannerEmulator emulator) {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.WARNING);
        SqlDialect sql = ZooSessions.sqlDialect(dialect());
        List<FeatureModel> models = FeatureModels.selected();
        List<FeatureModel> runnable = models.stream()
                .filter(model -> model.refusalIn(sql).isEmpty() && model.knownDefect().isEmpty()).toList();
        List<FeatureModel> scenarios = runnable.stream().filter(this::takesScenarios).toList();
        List<FeatureModel> running = scenarios.stream().filter(model -> model.tenantDatabases().isEmpty()).toList();
        List<FeatureModel> separate = scenarios.stream().filter(model -> !model.tenantDatabases().isEmpty()).toList();
        List<FeatureModel> tenantModels = runnable.stream().filter(model -> !model.tenantDatabases().isEmpty()).toList();
        Map<FeatureModel, Map<String, EmulatorDatabase>> tenantDatabases = new HashMap<>();
        for (FeatureModel model : tenantModels) {
            Map<String, EmulatorDatabase> databases = new java.util.LinkedHashMap<>();
            model.tenantDatabases().forEach(tenant -> databases.put(tenant, emulator.newDatabase(dialect())));
            tenantDatabases.put(model, databases);
        }
        // The schema of every model, a tenant model's too: its entities are ordinary, only its sessions differ.
        List<Class<?>> entities = new ArrayList<>(new LinkedHashSet<>(
                runnable.stream().flatMap(model -> model.entities().stream()).toList()));
        Map<String, Object> settings = FeatureModels.settings();
        EmulatorDatabase database = emulator.newDatabase(dialect());

        List<DynamicNode> nodes = new ArrayList<>();
        nodes.add(dynamicContainer("refused", models.stream().filter(model -> model.refusalIn(sql).isPresent())
                .map(model -> dynamicTest(name(model), () -> assertRefusedOffline(model, sql)))));
        nodes.add(dynamicContainer("known defects, fixed elsewhere", models.stream()
                .filter(model -> model.knownDefect().isPresent())
                .map(model -> dynamicTest(name(model), () -> {
                    // Offline, as the plugin's goals meet it: the defect stops the bootstrap before any connection.
                    String outcome;
                    try {
                        outcome = String.valueOf(ZooSessions.offlineScript(sql, settings, model.entities()));
                    } catch (RuntimeException e) {
                        outcome = ZooSessions.messages(e);
                    }
                    assertTrue(outcome.contains(model.knownDefect().get()), outcome);
                }))));
        nodes.add(dynamicContainer("schema actions", Stream.of(
                dynamicTest("create, validate", () -> {
                    ZooSessions.run(database, settings, "create", entities);
                    created = InformationSchema.read(database);
                    assertTrue(created.tableCount() > 0, created.toString());
                    ZooSessions.run(database, settings, "validate", entities);
                }),
                dynamicTest("offline script (ddl goal)", () -> {
                    EmulatorDatabase offline = emulator.newDatabase(dialect());
                    ZooSessions.execute(offline, ZooSessions.offlineScript(sql, settings, entities));
                    assertEquals(created(), InformationSchema.read(offline), "offline script");
                }),
                dynamicTest("update on an empty database", () -> {
                    EmulatorDatabase updated = emulator.newDatabase(dialect());
                    ZooSessions.run(updated, settings, "update", entities);
                    assertEquals(created(), InformationSchema.read(updated), "update on an empty database");
                }),
                dynamicTest("migration script (migration goal)", () -> assertMigrationGivesCreatedSchema(
                        emulator.newDatabase(dialect()), sql, settings, entities)))));
        nodes.add(dynamicContainer("schema actions, a database per tenant", tenantModels.stream()
                .map(model -> dynamicTest(name(model), () -> {
                    // The offline script in each tenant's database (its entities are in the shared unit's schema
                    // actions too); the tenants' schemas must be equal.
                    String script = ZooSessions.offlineScript(sql, Map.of(), model.entities());
                    List<InformationSchema> schemas = new ArrayList<>();
                    for (EmulatorDatabase tenant : tenantDatabases.get(model).values()) {
                        ZooSessions.execute(tenant, script);
                        schemas.add(InformationSchema.read(tenant));
                    }
                    assertEquals(1, new LinkedHashSet<>(schemas).size(), schemas.toString());
                }))));
        for (WriteMode mode : WriteMode.values()) {
            List<DynamicNode> cells = new ArrayList<>();
            cells.add(dynamicTest("open", () -> {
                Map<String, Object> modeSettings = new HashMap<>(FeatureModels.runtimeSettings());
                modeSettings.put(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
                factory = ZooSessions.open(database, modeSettings, "none", entities);
            }));
            for (FeatureModel model : running) {
                cells.add(dynamicTest(name(model), () -> {
                    assertTrue(factory != null, "the session factory did not start");
                    runModel(model, factory, Map.of("", database), mode, sql);
                }));
            }
            for (FeatureModel model : separate) {
                cells.add(dynamicTest(name(model), () -> {
                    Map<String, EmulatorDatabase> tenants = tenantDatabases.get(model);
                    try (SessionFactory tenantFactory = tenantFactory(model, tenants, mode)) {
                        runModel(model, tenantFactory, tenants, mode, sql);
                    } finally {
                        for (EmulatorDatabase tenant : tenants.values()) {
                            emptyTables(tenant);
                        }
                    }
                }));
            }
            cells.add(dynamicTest("close, empty the tables", () -> {
                if (factory != null) {
                    factory.close();
                    factory = null;
                }
                emptyTables(database);
            }));
            nodes.add(dynamicContainer(mode.settingValue(), cells));
        }
        return nodes.stream();
    }

    /**
     * Whether this run takes the model's scenarios in this dialect ({@code -Dzoo.sample}, as the model zoo's
     * matrices): the covering set (the README's command, CI's Java 17 leg) runs them for the models at even
     * positions of {@link FeatureModels#all()} in GoogleSQL and at odd positions in PostgreSQL, {@code rest} (CI's
     * Java 25 leg) the other way round, {@code every} both. A CI run so takes every model in every write mode and
     * both dialects, and each model on both Hibernate versions; each model's write modes run in one JVM, against
     * its own {@code dml} rows. A model that only this dialect can express runs here in every sample.
     */
    private boolean takesScenarios(FeatureModel model) {
        DatabaseDialect other = dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL
                ? DatabaseDialect.POSTGRESQL : DatabaseDialect.GOOGLE_STANDARD_SQL;
        boolean otherRuns = model.refusalIn(ZooSessions.sqlDialect(other)).isEmpty() && model.knownDefect().isEmpty();
        List<String> names = FeatureModels.all().stream().map(m -> m.getClass().getName()).toList();
        int position = names.indexOf(model.getClass().getName());
        return !otherRuns || ZooModels.covers(position, dialect().ordinal(), 0, 2);
    }

    private InformationSchema created() {
        assertTrue(created != null, "create failed");
        return created;
    }

    private static String name(FeatureModel model) {
        return model.getClass().getSimpleName() + " " + model.features();
    }

    /** A persistence unit of {@code model} alone, each tenant's sessions connected to the tenant's database. */
    private static SessionFactory tenantFactory(FeatureModel model, Map<String, EmulatorDatabase> tenants,
            WriteMode mode) {
        org.hibernate.cfg.Configuration configuration = new org.hibernate.cfg.Configuration();
        model.entities().forEach(configuration::addAnnotatedClass);
        configuration.getProperties().put("hibernate.multi_tenant_connection_provider", new TenantDatabases(tenants));
        configuration.setProperty("hibernate.hbm2ddl.auto", "none");
        configuration.setProperty(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
        return configuration.buildSessionFactory();
    }

    private void runModel(FeatureModel model, SessionFactory factory, Map<String, EmulatorDatabase> databases,
            WriteMode mode, SqlDialect sql) throws Exception {
        if (Boolean.getBoolean("features.trace")) {
            System.out.println("[feature zoo] " + dialect() + " " + mode.settingValue() + " " + name(model));
        }
        DmlFallbacks fallbacks = DmlFallbacks.of(factory);
        fallbacks.clear();
        FeatureRun run = new FeatureRun(model, factory, databases, mode, sql, this::connection);
        model.run(run);
        Map<String, Long> observed = fallbacks.counts();
        if (mode == WriteMode.DML) {
            reference.put(model, run.snapshots());
            return;
        }
        var expected = reference.get(model);
        assertTrue(expected != null, "no dml run to compare with");
        assertEquals(expected.keySet(), run.snapshots().keySet(), "steps");
        expected.forEach((step, tables) -> tables.forEach((table, rows) -> assertEquals(rows,
                run.snapshots().get(step).get(table), mode.settingValue() + " vs dml after step '" + step
                        + "', table " + table)));
        List<String> undeclared = new ArrayList<>();
        observed.forEach((key, count) -> {
            if (count == 0 || key.contains(PULLED_ALONG)) {
                return;
            }
            Optional<String> reason = declaredReasons(model, sql).stream().filter(key::contains).findFirst();
            if (reason.isPresent()) {
                reasonsSeen.computeIfAbsent(model, m -> ConcurrentHashMap.newKeySet()).add(reason.get());
            } else {
                undeclared.add(key + "=" + count);
            }
        });
        assertEquals(List.of(), undeclared, mode.settingValue() + ": DML writes the model does not declare");
        if (mode == WriteMode.values()[WriteMode.values().length - 1] && !model.dmlFallbacksDependOnHibernateVersion()) {
            Set<String> seen = reasonsSeen.getOrDefault(model, Set.of());
            List<String> unseen = new ArrayList<>();
            model.dmlFallbacks(sql).forEach((feature, reasons) -> {
                if (Stream.of(reasons.split("; ")).noneMatch(seen::contains)) {
                    unseen.add(feature + ": " + reasons);
                }
            });
            assertEquals(List.of(), unseen, "features declared DML whose reasons no mutation mode showed");
        }
    }

    /** Every reason fragment {@link FeatureModel#dmlFallbacks(SqlDialect)} declares. */
    static List<String> declaredReasons(FeatureModel model, SqlDialect dialect) {
        return model.dmlFallbacks(dialect).values().stream().flatMap(reasons -> Stream.of(reasons.split("; ")))
                .toList();
    }

    private static void assertRefusedOffline(FeatureModel model, SqlDialect sql) {
        String reason = model.refusalIn(sql).orElseThrow();
        OfflineSchemaTool tool = OfflineSchemaTool.forClasses(model.entities().toArray(Class<?>[]::new)).dialects(sql);
        FeatureModels.settings().forEach(tool::property);
        DialectDdl ddl = tool.run().ddl(sql).orElseThrow();
        assertTrue(ddl.problem().orElse("").contains(reason), ddl.toString());
    }

    private void assertMigrationGivesCreatedSchema(EmulatorDatabase database, SqlDialect sql,
            Map<String, Object> settings, List<Class<?>> entities) throws SQLException {
        OfflineSchemaTool tool = OfflineSchemaTool.forClasses(entities.toArray(Class<?>[]::new)).dialects(sql);
        settings.forEach(tool::property);
        MappedSchema mapped = tool.run().mapped(sql).orElseThrow();
        MigrationPlan plan = plan(mapped, database);
        assertFalse(plan.refused(), plan::refusalMessage);
        ZooSessions.execute(database, plan.script());
        assertEquals(created().withoutFlywayHistory(), InformationSchema.read(database).withoutFlywayHistory(),
                plan.script());
        MigrationPlan again = plan(mapped, database);
        assertTrue(again.upToDate(), again.script() + again.refusalMessage());
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            assertEquals(List.of(), MappedMigrations.differences(mapped, MappedMigrations.read(connection, mapped)));
        }
    }

    private static MigrationPlan plan(MappedSchema mapped, EmulatorDatabase database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            return MappedMigrations.plan(mapped, MappedMigrations.read(connection, mapped),
                    new JdbcTableContents(connection), false);
        }
    }

    /** Deletes every row of every table in one commit, as mutations. */
    private static void emptyTables(EmulatorDatabase database) throws SQLException {
        boolean google = database.dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL;
        List<String> tables = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            try (ResultSet rows = connection.createStatement().executeQuery("select table_name from "
                    + "information_schema.tables where table_type = 'BASE TABLE' and table_schema "
                    + (google ? "= ''" : "= 'public'"))) {
                while (rows.next()) {
                    tables.add(rows.getString(1));
                }
            }
            connection.setAutoCommit(false);
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            for (String table : tables) {
                spanner.bufferedWrite(Mutation.delete(table, KeySet.all()));
            }
            connection.commit();
        }
    }

}
