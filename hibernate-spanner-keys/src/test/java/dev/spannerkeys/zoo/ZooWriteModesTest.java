package dev.spannerkeys.zoo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.KeySet;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.event.spi.EventType;
import org.hibernate.event.spi.PersistContext;
import org.hibernate.event.spi.PersistEvent;
import org.hibernate.event.spi.PersistEventListener;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every zoo model in every write mode ({@code dml}, {@code mutations-at-commit}, {@code mutations-always}),
 * in both dialects, with the JDBC driver's automatic DML batching ({@code auto_batch_dml}) off in one dialect and
 * on in the other ({@link #cells}):
 * a bulk load of whole aggregates, updates, deletes that cascade, and after each step a read back of
 * exactly what must be stored, through Hibernate and, for the row counts, plain SQL.
 *
 * <p>In the mutation modes, the inserted rows are counted where they reach Spanner, at the JDBC driver
 * ({@link CountingSpannerDriver}: rows handed to {@code bufferedWrite} against DML statements executed):
 * every row arrives exactly once, at least {@value #MINIMUM_MUTATION_SHARE} of them as mutations
 * unless a declared DML fallback occurred during the load (then the share is recorded), and the writes
 * that stay DML are exactly those the model declares ({@link ZooModel#dmlFallbacks(SqlDialect)}, which
 * docs/supported-mappings.md is checked against), or the captured writes such a statement must see. A model a dialect cannot express is asserted
 * refused in every cell, as {@link ZooMatrixTest} does.
 *
 * <p>One database per model and dialect, schema created once; each cell empties the tables first.
 * {@code -Dzoo.models=shop,music} runs only those models; by default one
 * write mode per model and dialect, so that each mode still runs in both dialects with both {@code auto_batch_dml}
 * settings ({@link ZooModels#covers}); {@code -Dzoo.sample=rest} (CI's Java 25 leg) the
 * other cells, {@code -Dzoo.sample=every} all.
 */
@SpannerEmulatorTest
class ZooWriteModesTest {

    /** Aggregates each bulk load persists: 100 to 200 rows per model. */
    static final int AGGREGATES = 16;

    /** The least share of inserted rows that must reach Spanner as mutations, where the mappings allow it. */
    static final double MINIMUM_MUTATION_SHARE = 0.95;

    /** The reason {@code DmlFallbacks} gives a captured write that a later DML statement had to see. */
    static final String PULLED_ALONG = "followed it in the same transaction and must see it";

    /**
     * The driver's automatic DML batching. It reports 1 for every batched statement and checks the real
     * counts when the batch runs; Hibernate's statements that change many rows at once (a unidirectional
     * one-to-many's {@code update ... set owner = null where owner = ?}) fail that check and with it the
     * commit, in every write mode, so applications that batch turn the check off.
     */
    static final String AUTO_BATCH_DML = "auto_batch_dml=true;auto_batch_dml_update_count_verification=false";

    private static final Map<String, EmulatorDatabase> DATABASES = new ConcurrentHashMap<>();
    private static final Map<String, String> FIGURES = new TreeMap<>();
    private static long started;

    @BeforeAll
    static void quietDriver() {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.WARNING);
        started = System.nanoTime();
    }

    @AfterAll
    static void report() {
        FIGURES.forEach((cell, figure) -> System.out.println("[zoo write modes] " + cell + ": " + figure));
        System.out.printf("[zoo write modes] %d cells in %.1f s%n", FIGURES.size(),
                (System.nanoTime() - started) / 1e9);
    }

    /**
     * Every model in every write mode in both dialects, each with one {@code auto_batch_dml} setting: off in one
     * dialect and on in the other, alternating with the model and the mode, so that each model runs every write
     * mode with both settings, and each write mode runs in each dialect with both settings (six models each). The
     * setting is the driver's transport of DML, not part of the model's mapping; the loads with it on and a flush in
     * the middle, every model in every mode, are {@link #flushCells}.
     */
    static Stream<Arguments> cells() {
        return ZooModels.selected().stream()
                .flatMap(model -> Stream.of(DatabaseDialect.values())
                        .flatMap(dialect -> Stream.of(WriteMode.values())
                                .filter(mode -> ZooModels.covers(ZooModels.indexOf(model), dialect.ordinal(),
                                        mode.ordinal(), WriteMode.values().length))
                                .map(mode -> Arguments.of(model, dialect, mode,
                                        (ZooModels.indexOf(model) + dialect.ordinal() + mode.ordinal()) % 2 == 1))));
    }

    @ParameterizedTest(name = "{0} on {1}, {2}, auto_batch_dml={3}")
    @MethodSource("cells")
    void loadUpdateDeleteReadBack(ZooModel model, DatabaseDialect dialect, WriteMode mode, boolean autoBatchDml,
            SpannerEmulator emulator) throws SQLException {
        SqlDialect sql = ZooSessions.sqlDialect(dialect);
        EmulatorDatabase database = DATABASES.computeIfAbsent(model.name() + " " + dialect,
                key -> emulator.newDatabase(dialect));
        String url = CountingSpannerDriver.wrap(autoBatchDml ? database.jdbcUrl(AUTO_BATCH_DML)
                : database.jdbcUrl());
        Map<String, Object> settings = new HashMap<>(model.settings());
        settings.put(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
        Optional<String> refusal = model.refusalIn(sql);
        if (refusal.isPresent()) {
            RuntimeException error = assertThrows(RuntimeException.class,
                    () -> ZooSessions.open(url, settings, "create", model.entities()).close());
            assertTrue(ZooSessions.messages(error).contains(refusal.get()), ZooSessions.messages(error));
            assertTrue(InformationSchema.read(database).isEmpty(), "a refused model left tables behind");
            return;
        }
        Optional<String> modeRefusal = model.refusalInWriteMode(mode.settingValue());
        if (modeRefusal.isPresent()) {
            RuntimeException error = assertThrows(RuntimeException.class,
                    () -> ZooSessions.open(url, settings, "none", model.entities()).close());
            assertTrue(ZooSessions.messages(error).contains(modeRefusal.get()), ZooSessions.messages(error));
            return;
        }
        createSchemaOnce(model, database);
        emptyTables(database);
        String cell = model.name() + " | " + sql + " | " + mode.settingValue() + (autoBatchDml ? " + auto_batch_dml" : "");
        long cellStarted = System.nanoTime();
        try (SessionFactory factory = ZooSessions.open(url, settings, "none", model.entities())) {
            DmlFallbacks fallbacks = DmlFallbacks.of(factory);
            ZooWrites writes = model.writes();

            CountingSpannerDriver.resetWrites();
            fallbacks.clear();
            int inserted = writes.load(factory, AGGREGATES);
            int mutationInserts = sum(CountingSpannerDriver.mutationWrites(), "INSERT");
            int dmlInserts = sum(CountingSpannerDriver.dmlWrites(), "INSERT");
            assertEquals(inserted, mutationInserts + dmlInserts, cell + ": every inserted row reaches Spanner once: "
                    + "mutations " + CountingSpannerDriver.mutationWrites() + ", DML " + CountingSpannerDriver.dmlWrites());
            Map<String, Long> loadFallbacks = fallbacks.counts();
            if (mode == WriteMode.DML) {
                assertEquals(0, mutationInserts, cell + ": no mutations in dml mode");
                FIGURES.put(cell, inserted + " inserted rows as DML");
            } else {
                double share = (double) mutationInserts / inserted;
                FIGURES.put(cell, mutationInserts + "/" + inserted + " inserted rows as mutations ("
                        + Math.round(share * 1000) / 10.0 + "%), DML inserts " + inserts(CountingSpannerDriver.dmlWrites())
                        + ", fallbacks " + loadFallbacks);
                if (model.insertsAtPersist()) {
                    // Hibernate inserts at persist() to learn the key: DML, in mutations-at-commit outside the commit flush.
                    assertEquals(0, mutationInserts, cell + ": " + FIGURES.get(cell));
                } else if (primary(loadFallbacks).isEmpty()) {
                    assertTrue(share >= MINIMUM_MUTATION_SHARE, cell + ": " + FIGURES.get(cell));
                }
            }
            writes.readBack(factory);
            assertRowCounts(database, writes, cell + " after the load");

            writes.update(factory);
            Map<String, Long> updateFallbacks = fallbacks.counts();
            writes.readBack(factory);

            writes.delete(factory);
            Map<String, Long> allFallbacks = fallbacks.counts();
            writes.readBack(factory);
            assertRowCounts(database, writes, cell + " after the deletes");

            if (mode != WriteMode.DML) {
                assertFallbacksDeclared(model.dmlFallbacks(sql), cell, allFallbacks);
                FIGURES.put(cell + " (updates, deletes)", "fallbacks " + minus(allFallbacks, loadFallbacks));
            }
            assertTrue(updateFallbacks.size() <= allFallbacks.size());
        }
        FIGURES.computeIfPresent(cell, (key, figure) -> figure + ", " + (System.nanoTime() - cellStarted) / 1_000_000
                + " ms");
    }

    /**
     * Every model in every write mode with {@code auto_batch_dml} on, each in one dialect: the dialects alternate with
     * the model and the mode, so that each model runs in both dialects and each write mode in both dialects (six
     * models each); a model only one dialect can express runs there. What is split is the dialect of the DML the
     * mid-load flush sends, which {@link #cells} runs for every model, mode and dialect. The covering set takes one
     * mode per model, rotating with the model (see {@link ZooModels#covers}), the Java 25 leg the other two.
     */
    static Stream<Arguments> flushCells() {
        int modes = WriteMode.values().length;
        return ZooModels.selected().stream()
                .flatMap(model -> Stream.of(WriteMode.values())
                        .filter(mode -> ZooModels.covers(ZooModels.indexOf(model), 0, mode.ordinal(), modes))
                        .map(mode -> Arguments.of(model, flushDialect(model, mode), mode, true)));
    }

    /** The dialect of a model's mid-load flush in a write mode: alternating, or the only one the model runs in. */
    static DatabaseDialect flushDialect(ZooModel model, WriteMode mode) {
        DatabaseDialect[] dialects = DatabaseDialect.values();
        DatabaseDialect alternating = dialects[(ZooModels.indexOf(model) + mode.ordinal()) % dialects.length];
        DatabaseDialect other = dialects[(alternating.ordinal() + 1) % dialects.length];
        boolean onlyTheOther = model.refusalIn(ZooSessions.sqlDialect(alternating)).isPresent()
                && model.refusalIn(ZooSessions.sqlDialect(other)).isEmpty();
        return onlyTheOther ? other : alternating;
    }

    /**
     * The load of every model with the driver's automatic DML batching in both mutation modes, flushed in
     * the middle as applications' bulk loads do ({@value #FLUSH_AFTER} top-level persists in), and then
     * continued: in {@code mutations-at-commit} the flush sends its rows as DML, held in the driver's open
     * batch, and the rest are buffered as mutations at the commit, which must run that batch first. Every
     * inserted row reaches Spanner once and is stored as written. The {@code dml} cells are the reference:
     * for the models in {@link #CHILD_BEFORE_PARENT_AFTER_FLUSH}, Hibernate's own insert ordering puts an
     * interleaved child before its parent in the commit flush that follows the mid-load flush, so stock
     * DML fails; every mode must then fail the same way, with nothing written.
     */
    @ParameterizedTest(name = "{0} on {1}, {2}, auto_batch_dml={3}, flushed mid-load")
    @MethodSource("flushCells")
    void aLoadFlushedInTheMiddleThenContinuedCommits(ZooModel model, DatabaseDialect dialect, WriteMode mode,
            boolean autoBatchDml, SpannerEmulator emulator) throws SQLException {
        SqlDialect sql = ZooSessions.sqlDialect(dialect);
        if (model.refusalIn(sql).isPresent() || model.refusalInWriteMode(mode.settingValue()).isPresent()) {
            return; // refused at bootstrap: loadUpdateDeleteReadBack asserts it
        }
        EmulatorDatabase database = DATABASES.computeIfAbsent(model.name() + " " + dialect,
                key -> emulator.newDatabase(dialect));
        String url = CountingSpannerDriver.wrap(database.jdbcUrl(AUTO_BATCH_DML));
        Map<String, Object> settings = new HashMap<>(model.settings());
        settings.put(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
        createSchemaOnce(model, database);
        emptyTables(database);
        String cell = model.name() + " | " + sql + " | " + mode.settingValue() + " + auto_batch_dml, flushed mid-load";
        try (SessionFactory factory = ZooSessions.open(url, settings, "none", model.entities())) {
            FlushAfterPersists flushes = new FlushAfterPersists();
            factory.unwrap(SessionFactoryImplementor.class).getEventListenerRegistry()
                    .appendListeners(EventType.PERSIST, flushes);
            ZooWrites writes = model.writes();
            CountingSpannerDriver.resetWrites();
            if (CHILD_BEFORE_PARENT_AFTER_FLUSH.contains(model.name())) {
                ConstraintViolationException failure = assertThrows(ConstraintViolationException.class,
                        () -> writes.load(factory, AGGREGATES), cell);
                assertTrue(failure.getMessage().contains("not found in parent table"), failure.getMessage());
                assertTrue(failure.getMessage().contains("nothing was written"), failure.getMessage());
                for (String table : parentTables(database).keySet()) {
                    assertEquals(0, SqlQueries.rowCount(database, table), cell + ": " + table);
                }
                FIGURES.put(cell, "refused at commit as with stock DML: " + failure.getMessage().substring(
                        failure.getMessage().indexOf("Parent Table")));
                return;
            }
            int inserted = writes.load(factory, AGGREGATES);
            assertEquals(1, flushes.flushes, cell + ": the load was flushed once");
            int mutationInserts = sum(CountingSpannerDriver.mutationWrites(), "INSERT");
            int dmlInserts = sum(CountingSpannerDriver.dmlWrites(), "INSERT");
            assertEquals(inserted, mutationInserts + dmlInserts, cell + ": every inserted row reaches Spanner once: "
                    + "mutations " + CountingSpannerDriver.mutationWrites() + ", DML " + CountingSpannerDriver.dmlWrites());
            if (model.insertsAtPersist()) {
                assertEquals(0, mutationInserts, cell + ": every insert ran as DML at persist()");
            } else {
                assertTrue(mode == WriteMode.DML || mutationInserts > 0, cell + ": rows written after the flush are mutations");
            }
            if (mode == WriteMode.MUTATIONS_AT_COMMIT) {
                assertTrue(dmlInserts > 0, cell + ": the flush wrote DML");
            }
            FIGURES.put(cell, mutationInserts + "/" + inserted + " inserted rows as mutations");
            writes.readBack(factory);
            assertRowCounts(database, writes, cell);
        }
    }

    /**
     * Models whose load, flushed after {@value #FLUSH_AFTER} persists, stock Hibernate cannot commit with
     * DML either: its commit flush inserts an interleaved child before its parent (NOT_FOUND).
     */
    static final Set<String> CHILD_BEFORE_PARENT_AFTER_FLUSH = Set.of("music", "telemetry", "billing");

    /** Top-level persists before the load is flushed. */
    static final int FLUSH_AFTER = 5;

    /** Flushes the session once, after its {@value #FLUSH_AFTER}th top-level persist (cascades included). */
    private static final class FlushAfterPersists implements PersistEventListener {
        private int persists;
        private int flushes;

        @Override
        public void onPersist(PersistEvent event) {
            // The one-argument form is a persist the application called; cascades use the other one.
            if (++persists == FLUSH_AFTER) {
                event.getSession().flush();
                flushes++;
            }
        }

        @Override
        public void onPersist(PersistEvent event, PersistContext createdAlready) {
        }
    }

    /** The fallbacks of writes that cannot be mutations themselves, without the writes they pulled along. */
    static Map<String, Long> primary(Map<String, Long> fallbacks) {
        Map<String, Long> primary = new TreeMap<>();
        fallbacks.forEach((key, count) -> {
            if (count > 0 && !key.contains(PULLED_ALONG)) {
                primary.put(key, count);
            }
        });
        return primary;
    }

    /**
     * Every reason the library gave for a DML write is one the model declares, or a captured write pulled
     * along by such a statement. (A declared reason need not occur in every mode: a collection row
     * deleted by an automatic flush in {@code mutations-at-commit} is DML for that reason alone.)
     */
    private static void assertFallbacksDeclared(Map<String, String> declared, String cell, Map<String, Long> observed) {
        List<String> unexplained = new ArrayList<>();
        observed.forEach((key, count) -> {
            if (count == 0 || key.contains(PULLED_ALONG)) {
                return;
            }
            Optional<String> mapping = declared.entrySet().stream().filter(entry -> key.contains(entry.getValue()))
                    .map(Map.Entry::getKey).findFirst();
            if (mapping.isEmpty()) {
                unexplained.add(key + "=" + count);
            }
        });
        assertEquals(List.of(), unexplained, cell + ": DML writes no mapping of the model declares");
    }

    private static void createSchemaOnce(ZooModel model, EmulatorDatabase database) throws SQLException {
        if (InformationSchema.read(database).isEmpty()) {
            ZooSessions.run(database, model.settings(), "create", model.entities());
        }
    }

    /** Deletes every row of every table in one commit, interleaved children before their parents. */
    private static void emptyTables(EmulatorDatabase database) throws SQLException {
        Map<String, String> parents = parentTables(database);
        List<String> deepestFirst = new ArrayList<>(parents.keySet());
        deepestFirst.sort(Comparator.comparingInt((String table) -> depth(table, parents)).reversed());
        try (Connection connection = SqlQueries.connect(database)) {
            connection.setAutoCommit(false);
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            for (String table : deepestFirst) {
                spanner.bufferedWrite(Mutation.delete(table, KeySet.all()));
            }
            connection.commit();
        }
    }

    /**
     * Every table of the database, with its interleave parent (or {@code null}); a table in a named schema by its
     * qualified name, as mutations and SQL name it (its parent is in the same schema).
     */
    private static Map<String, String> parentTables(EmulatorDatabase database) throws SQLException {
        boolean google = database.dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL;
        Map<String, String> parents = new HashMap<>();
        for (String row : SqlQueries.rows(database, "select table_schema, table_name, parent_table_name from "
                + "information_schema.tables where table_type = 'BASE TABLE' and table_schema not in "
                + (google ? "('INFORMATION_SCHEMA', 'SPANNER_SYS')" : "('information_schema', 'pg_catalog', 'spanner_sys')"))) {
            String[] parts = row.split(" \\| ");
            String schema = parts[0].equals("public") ? "" : parts[0];
            String prefix = schema.isEmpty() ? "" : schema + ".";
            parents.put(prefix + parts[1], parts[2].equals("null") || parts[2].isEmpty() ? null : prefix + parts[2]);
        }
        return parents;
    }

    private static int depth(String table, Map<String, String> parents) {
        int depth = 0;
        for (String parent = parents.get(table); parent != null; parent = parents.get(parent)) {
            depth++;
        }
        return depth;
    }

    private static void assertRowCounts(EmulatorDatabase database, ZooWrites writes, String when) throws SQLException {
        Map<String, Long> actual = new TreeMap<>();
        for (String table : writes.expectedRowCounts().keySet()) {
            actual.put(table, SqlQueries.rowCount(database, table));
        }
        assertEquals(new TreeMap<>(writes.expectedRowCounts()), actual, when);
    }

    private static int sum(Map<String, Integer> writes, String operation) {
        return writes.entrySet().stream().filter(entry -> entry.getKey().startsWith(operation + " "))
                .mapToInt(Map.Entry::getValue).sum();
    }

    private static Map<String, Integer> inserts(Map<String, Integer> writes) {
        Map<String, Integer> inserts = new TreeMap<>();
        writes.forEach((key, count) -> {
            if (key.startsWith("INSERT ")) {
                inserts.put(key.substring("INSERT ".length()), count);
            }
        });
        return inserts;
    }

    private static Map<String, Long> minus(Map<String, Long> all, Map<String, Long> before) {
        Map<String, Long> difference = new TreeMap<>();
        all.forEach((key, count) -> {
            long more = count - before.getOrDefault(key, 0L);
            if (more > 0) {
                difference.put(key, more);
            }
        });
        return difference;
    }
}
