package dev.spannerkeys.benchmarks.bulk;

import com.google.cloud.NoCredentials;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.Spanner;
import com.google.cloud.spanner.SpannerOptions;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.benchmarks.cli.CommandLine;
import dev.spannerkeys.benchmarks.emulator.LoadAverage;
import dev.spannerkeys.benchmarks.emulator.SessionFactories;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.JdbcCounts;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.Transaction;

/**
 * Loads a zoo (enclosures, each with {@code --children} animals interleaved in it) of N rows in
 * transactions of {@code --commit} rows, on a fresh database per load, and prints rows per second
 * against raw JDBC mutations of the same rows, the JDBC traffic each load caused, and the heap each
 * buffered row holds until its commit.
 *
 * <p>Ways of loading ({@code --apis}):
 * <ul>
 *   <li>{@code session}: {@code persist} with {@code flush()} and {@code clear()} every {@code --flush}
 *       rows, as bulk loads through an {@code EntityManager} are written;</li>
 *   <li>{@code session-at-commit}: {@code persist}, no flush inside the transaction, {@code clear()}
 *       after each commit (the commit's flush writes everything);</li>
 *   <li>{@code stateless}: Hibernate's {@code StatelessSession.insert}, which writes at once.</li>
 * </ul>
 * Each in every write mode of {@code --modes}. A load whose writes went out as DML statements (the
 * DML mode, or a way of loading a mutation mode sends as DML) is slow on the emulator: it is measured
 * at the sizes of {@code --dml-sizes} only, and sampled at the table sizes of {@code --dml-at}: the
 * table is first filled with that many rows as raw mutations (untimed), then {@code --dml-rows} rows
 * are loaded and timed, which gives the DML rate a load of that size reaches at its end.
 * Each database is dropped after its load, so the emulator holds one load's rows at a time.
 *
 * <p>Options: {@code --sizes 10000,100000 --dml-sizes 500,1000,2000 --dml-at 0,100000 --dml-rows 500
 * --progress 0 --children 4 --commit 1000 --flush 100 --apis session,session-at-commit,stateless
 * --modes dml,mutations-at-commit,mutations-always --warmup-rows 5000}; a list of sizes may be {@code none}.
 */
public final class BulkLoadBenchmark {

    private static final String RAW = "raw";
    /** Rows of the load that tells a loader's write path, before any warm-up. */
    private static final int PROBE_ROWS = 200;

    private BulkLoadBenchmark() {
    }

    /** A way of loading in a write mode; {@code raw} has no mode. */
    private record Loader(String api, String mode) {
        String id() {
            return mode == null ? api : api + " / " + mode;
        }
    }

    /** One load: which, how many rows (after {@code prefilled} untimed ones), how long, what went over JDBC. */
    private record Load(Loader loader, int rows, long nanos, JdbcCounts jdbc, String load, int prefilled) {
        double rowsPerSecond() {
            return rows / (nanos / 1e9);
        }
    }

    /** Runs the measurement and prints the report. */
    public static void main(String[] args) throws Exception {
        CommandLine line = new CommandLine(args);
        List<Integer> sizes = ints(line.stringValue("--sizes", "10000,100000"));
        List<Integer> dmlSizes = ints(line.stringValue("--dml-sizes", "500,1000,2000"));
        List<Integer> dmlAt = ints(line.stringValue("--dml-at", ""));
        int dmlRows = line.intValue("--dml-rows", 500);
        int children = line.intValue("--children", 4);
        int commitRows = line.intValue("--commit", 1_000);
        int flushRows = line.intValue("--flush", 100);
        int warmupRows = line.intValue("--warmup-rows", 5_000);
        List<String> apis = List.of(line.stringValue("--apis", "session,session-at-commit,stateless").split(","));
        List<String> modes = List.of(line.stringValue("--modes", "dml,mutations-at-commit,mutations-always").split(","));
        Shape shape = new Shape(children, commitRows, flushRows, line.intValue("--progress", 0));
        line.requireAllUsed();

        List<Loader> loaders = new ArrayList<>();
        loaders.add(new Loader(RAW, null));
        for (String mode : modes) {
            for (String api : apis) {
                loaders.add(new Loader(api, mode));
            }
        }
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            log("emulator %s; load %s", emulator, LoadAverage.now());
            // Untimed: class loading, JIT, and which loaders write DML (those run at the DML sizes only).
            List<Loader> fast = new ArrayList<>();
            List<Loader> slow = new ArrayList<>();
            for (Loader loader : loaders) {
                // A small load tells which loaders write DML (slow, growing with the table: DML sizes only).
                Load probe = load(emulator, loader, PROBE_ROWS, 0, shape);
                boolean dml = probe.jdbc().mutations() < probe.rows() / 2;
                (dml ? slow : fast).add(loader);
                log("probe   %-36s %,7d rows %7.2f s  %s%s  load %s", loader.id(), probe.rows(), probe.nanos() / 1e9,
                        probe.jdbc(), dml ? "  -> DML: DML sizes only" : "", probe.load());
                if (!dml && warmupRows > 0) {
                    Load warm = load(emulator, loader, warmupRows, 0, shape);
                    log("warm-up %-36s %,7d rows %7.2f s %,9.0f rows/s  load %s", loader.id(), warm.rows(),
                            warm.nanos() / 1e9, warm.rowsPerSecond(), warm.load());
                }
            }
            List<Load> loads = new ArrayList<>();
            for (int size : sizes) {
                // Interleaved: every loader at this size, one after the other, so they share the machine's load.
                for (Loader loader : fast) {
                    timed(emulator, loader, size, 0, shape, loads);
                }
            }
            for (int size : dmlSizes) {
                timed(emulator, new Loader(RAW, null), size, 0, shape, loads);
                for (Loader loader : slow) {
                    timed(emulator, loader, size, 0, shape, loads);
                }
            }
            for (int prefilled : dmlAt) {
                timed(emulator, new Loader(RAW, null), dmlRows, prefilled, shape, loads);
                for (Loader loader : slow) {
                    timed(emulator, loader, dmlRows, prefilled, shape, loads);
                }
            }
            List<String> heap = new ArrayList<>();
            for (Loader loader : fast) {
                if (!loader.api().equals(RAW)) {
                    heap.add(heapPerRow(emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL), loader, shape));
                }
            }
            System.out.println();
            System.out.print(report(shape, loads, heap));
        }
    }

    /** How a load is cut: animals per enclosure, rows per transaction, rows between flushes. */
    private record Shape(int children, int commitRows, int flushRows, int progressRows) {

        /** Logs the rows committed so far and the time taken, every {@code progressRows} rows (0: never). */
        void committed(int rows, long started) {
            if (progressRows > 0 && rows / progressRows != (rows - commitRows) / progressRows) {
                log("  ... %,d rows committed, %.1f s, load %s", rows, (System.nanoTime() - started) / 1e9,
                        LoadAverage.now());
            }
        }
    }

    /** One timed load, logged and kept; a load that fails (a DML batch past its deadline) is logged and left out. */
    private static void timed(SpannerEmulator emulator, Loader loader, int size, int prefilled, Shape shape,
            List<Load> loads) {
        try {
            loads.add(logged(load(emulator, loader, size, prefilled, shape)));
        } catch (Exception | Error e) {
            log("FAILED  %-36s %,9d rows: %s  load %s", loader.id(), size, String.valueOf(e).lines().findFirst().orElse(""),
                    LoadAverage.now());
        }
    }

    private static Load logged(Load load) {
        log("%-36s %,9d rows %8.2f s %,9.0f rows/s  %s%s  load %s", load.loader().id(), load.rows(), load.nanos() / 1e9,
                load.rowsPerSecond(), load.jdbc(), load.prefilled() > 0
                        ? String.format(Locale.ROOT, "  (table held %,d rows before)", load.prefilled()) : "",
                load.load());
        return load;
    }

    /**
     * One timed load of {@code rows} rows (rounded down to whole families) on a fresh database, after
     * {@code prefill} rows written untimed as raw mutations; the database is dropped afterwards.
     */
    private static Load load(SpannerEmulator emulator, Loader loader, int rows, int prefill, Shape shape)
            throws Exception {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try {
            return load(database, loader, rows, prefill, shape);
        } finally {
            drop(database);
        }
    }

    private static Load load(EmulatorDatabase database, Loader loader, int rows, int prefill, Shape shape)
            throws Exception {
        int families = Math.max(1, rows / (1 + shape.children()));
        int written = families * (1 + shape.children());
        int prefillFamilies = prefill / (1 + shape.children());
        int prefilled = prefillFamilies * (1 + shape.children());
        if (loader.api().equals(RAW)) {
            factory(database, "dml").close();
            if (prefillFamilies > 0) {
                rawLoad(database, loader, prefillFamilies, shape, prefilled, 0);
            }
            return rawLoad(database, loader, families, shape, written, prefilled);
        }
        try (SessionFactory factory = factory(database, loader.mode())) {
            if (prefillFamilies > 0) {
                rawLoad(database, loader, prefillFamilies, shape, prefilled, 0);
            }
            JdbcCounts before = CountingSpannerDriver.counts();
            long started = System.nanoTime();
            switch (loader.api()) {
                case "session" -> loadSession(factory, families, shape, true);
                case "session-at-commit" -> loadSession(factory, families, shape, false);
                case "stateless" -> loadStateless(factory, families, shape);
                default -> throw new IllegalArgumentException("unknown api '" + loader.api()
                        + "': session, session-at-commit or stateless");
            }
            long nanos = System.nanoTime() - started;
            return new Load(loader, written, nanos, CountingSpannerDriver.counts().since(before), LoadAverage.now(),
                    prefilled);
        }
    }

    /** Drops a load's database once it is measured, so the emulator's memory holds one load at a time. */
    private static void drop(EmulatorDatabase database) {
        try (Spanner spanner = SpannerOptions.newBuilder().setProjectId(database.projectId())
                .setEmulatorHost(database.hostPort()).setCredentials(NoCredentials.getInstance()).build().getService()) {
            spanner.getDatabaseAdminClient().dropDatabase(database.instanceId(), database.databaseId());
        } catch (RuntimeException e) {
            log("could not drop %s: %s", database, e);
        }
    }

    private static SessionFactory factory(EmulatorDatabase database, String mode) {
        return SessionFactories.create(database, 100, Map.of(SpannerKeysSettings.WRITE_MODE, mode),
                Enclosure.class, Animal.class);
    }

    private static void loadSession(SessionFactory factory, int families, Shape shape, boolean flushes) {
        long started = System.nanoTime();
        int committed = 0;
        try (Session session = factory.openSession()) {
            Transaction transaction = session.beginTransaction();
            int inTransaction = 0;
            int sinceFlush = 0;
            for (int family = 0; family < families; family++) {
                Enclosure enclosure = new Enclosure(family);
                session.persist(enclosure);
                for (int child = 0; child < shape.children(); child++) {
                    session.persist(new Animal(enclosure.getEnclosureId(), family * shape.children() + child));
                }
                inTransaction += 1 + shape.children();
                sinceFlush += 1 + shape.children();
                if (flushes && sinceFlush >= shape.flushRows()) {
                    session.flush();
                    session.clear();
                    sinceFlush = 0;
                }
                if (inTransaction >= shape.commitRows() || family + 1 == families) {
                    transaction.commit();
                    session.clear();
                    committed += inTransaction;
                    shape.committed(committed, started);
                    inTransaction = 0;
                    sinceFlush = 0;
                    if (family + 1 < families) {
                        transaction = session.beginTransaction();
                    }
                }
            }
        }
    }

    private static void loadStateless(SessionFactory factory, int families, Shape shape) {
        long started = System.nanoTime();
        int committed = 0;
        try (StatelessSession session = factory.openStatelessSession()) {
            Transaction transaction = session.beginTransaction();
            int inTransaction = 0;
            for (int family = 0; family < families; family++) {
                Enclosure enclosure = new Enclosure(family);
                session.insert(enclosure);
                for (int child = 0; child < shape.children(); child++) {
                    session.insert(new Animal(enclosure.getEnclosureId(), family * shape.children() + child));
                }
                inTransaction += 1 + shape.children();
                if (inTransaction >= shape.commitRows() || family + 1 == families) {
                    transaction.commit();
                    committed += inTransaction;
                    shape.committed(committed, started);
                    inTransaction = 0;
                    if (family + 1 < families) {
                        transaction = session.beginTransaction();
                    }
                }
            }
        }
    }

    /**
     * The limit: the same rows as raw mutations ({@code bufferedWrite}), keys drawn from the same two
     * sequences by one query each per transaction in the writer's own transaction, on a schema Hibernate
     * made; connection opened before the clock. Also the untimed prefill of the DML samples.
     */
    private static Load rawLoad(EmulatorDatabase database, Loader loader, int families, Shape shape, int written,
            int prefilled) throws SQLException {
        try (Connection connection = DriverManager.getConnection(CountingSpannerDriver.wrap(database.jdbcUrl()));
                Statement warm = connection.createStatement()) {
            warm.executeQuery("SELECT 1").close();
            connection.setAutoCommit(false);
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            try (PreparedStatement parents = connection.prepareStatement(
                            "SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE enclosure_seq) FROM UNNEST(GENERATE_ARRAY(1, ?))");
                    PreparedStatement kids = connection.prepareStatement(
                            "SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE animal_seq) FROM UNNEST(GENERATE_ARRAY(1, ?))")) {
                int perTransaction = Math.max(1, (int) Math.ceil(shape.commitRows() / (double) (1 + shape.children())));
                JdbcCounts before = CountingSpannerDriver.counts();
                long started = System.nanoTime();
                List<Mutation> buffered = new ArrayList<>();
                for (int first = 0; first < families; first += perTransaction) {
                    int count = Math.min(perTransaction, families - first);
                    long[] parentKeys = draw(parents, count);
                    long[] childKeys = draw(kids, count * shape.children());
                    for (int f = 0; f < count; f++) {
                        int family = first + f;
                        buffered.add(Mutation.newInsertBuilder("Enclosure").set("enclosureId").to(parentKeys[f])
                                .set("name").to(Enclosure.name(family)).set("zone").to(Enclosure.zone(family)).build());
                        for (int child = 0; child < shape.children(); child++) {
                            int number = family * shape.children() + child;
                            buffered.add(Mutation.newInsertBuilder("Animal").set("enclosureId").to(parentKeys[f])
                                    .set("animalId").to(childKeys[f * shape.children() + child])
                                    .set("name").to(Animal.name(number)).set("species").to(Animal.species(number))
                                    .build());
                        }
                    }
                    spanner.bufferedWrite(buffered);
                    connection.commit();
                    buffered.clear();
                    shape.committed((first + count) * (1 + shape.children()), started);
                }
                long nanos = System.nanoTime() - started;
                return new Load(loader, written, nanos, CountingSpannerDriver.counts().since(before), LoadAverage.now(),
                        prefilled);
            }
        }
    }

    private static long[] draw(PreparedStatement query, int count) throws SQLException {
        long[] keys = new long[count];
        query.setLong(1, count);
        int read = 0;
        try (ResultSet drawn = query.executeQuery()) {
            while (drawn.next()) {
                keys[read++] = drawn.getLong(1);
            }
        }
        if (read != count) {
            throw new IllegalStateException("the sequence gave " + read + " values, not " + count);
        }
        return keys;
    }

    /**
     * The heap one row holds from its write until the commit: used heap after a full GC with one
     * transaction's rows written and not yet committed, less the same before them, per row. The session
     * is cleared (session API) or holds nothing (stateless), so what remains is what the write path buffers.
     */
    private static String heapPerRow(EmulatorDatabase database, Loader loader, Shape shape) {
        int families = Math.max(1, shape.commitRows() / (1 + shape.children()));
        int rows = families * (1 + shape.children());
        try (SessionFactory factory = factory(database, loader.mode())) {
            long before;
            long buffered;
            if (loader.api().equals("stateless")) {
                try (StatelessSession session = factory.openStatelessSession()) {
                    Transaction transaction = session.beginTransaction();
                    before = usedHeap();
                    for (int family = 0; family < families; family++) {
                        Enclosure enclosure = new Enclosure(family);
                        session.insert(enclosure);
                        for (int child = 0; child < shape.children(); child++) {
                            session.insert(new Animal(enclosure.getEnclosureId(), family * shape.children() + child));
                        }
                    }
                    buffered = usedHeap();
                    transaction.commit();
                }
            } else {
                try (Session session = factory.openSession()) {
                    Transaction transaction = session.beginTransaction();
                    before = usedHeap();
                    for (int family = 0; family < families; family++) {
                        Enclosure enclosure = new Enclosure(family);
                        session.persist(enclosure);
                        for (int child = 0; child < shape.children(); child++) {
                            session.persist(new Animal(enclosure.getEnclosureId(), family * shape.children() + child));
                        }
                    }
                    if (loader.api().equals("session")) {
                        session.flush();
                        session.clear();
                    }
                    // session-at-commit: the entities themselves are what waits for the commit's flush.
                    buffered = usedHeap();
                    transaction.commit();
                }
            }
            return String.format(Locale.ROOT, "| %s | %,d | %,.0f |", loader.id(), rows, (buffered - before) / (double) rows);
        }
    }

    private static long usedHeap() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }

    private static String report(Shape shape, List<Load> loads, List<String> heap) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "## Bulk loads: enclosures with %d interleaved animals each, commits of "
                + "%,d rows, flush()/clear() every %,d rows (session), fresh database per load%n%n", shape.children(),
                shape.commitRows(), shape.flushRows()));
        out.append(String.format(Locale.ROOT, "Machine: %d cores, %s %s, max heap %,d MB; load average at the end: %s%n%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name"),
                System.getProperty("java.version"), Runtime.getRuntime().maxMemory() >> 20, LoadAverage.now()));
        out.append("| rows | table rows before | loader | s | rows/s | rows/s / raw's at this size | statements "
                + "| mutations | commits | load average after |\n|---:|---:|---|---:|---:|---:|---:|---:|---:|---|\n");
        for (Load load : loads) {
            double raw = loads.stream().filter(l -> l.rows() == load.rows() && l.prefilled() == load.prefilled()
                            && l.loader().api().equals(RAW))
                    .mapToDouble(Load::rowsPerSecond).findFirst().orElse(Double.NaN);
            out.append(String.format(Locale.ROOT, "| %,d | %,d | %s | %.2f | %,.0f | %.3f | %,d | %,d | %,d | %s |%n",
                    load.rows(), load.prefilled(), load.loader().id(), load.nanos() / 1e9, load.rowsPerSecond(),
                    load.rowsPerSecond() / raw, load.jdbc().statements(), load.jdbc().mutations(),
                    load.jdbc().commits(), load.load()));
        }
        out.append("\n### Heap per buffered row (one transaction written, not yet committed; after full GCs)\n\n"
                + "| loader | rows in the transaction | bytes per row |\n|---|---:|---:|\n");
        heap.forEach(row -> out.append(row).append('\n'));
        return out.toString();
    }

    private static List<Integer> ints(String list) {
        // "none" (or nothing) for no sizes: an empty argument does not survive every shell and Maven's exec plugin.
        if (list.isBlank() || list.strip().equals("none")) {
            return List.of();
        }
        return Arrays.stream(list.split(",")).map(String::strip).map(Integer::parseInt).toList();
    }

    private static void log(String format, Object... args) {
        System.out.println(String.format(Locale.ROOT, format, args));
        System.out.flush();
    }
}
