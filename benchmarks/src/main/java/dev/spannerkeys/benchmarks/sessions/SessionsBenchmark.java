package dev.spannerkeys.benchmarks.sessions;

import dev.spannerkeys.benchmarks.cli.CommandLine;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import dev.spannerkeys.testsupport.ReadersAndWriters;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/**
 * Hibernate sessions of writer and reader threads on one emulator database, with the library's
 * transaction serialization off and on ({@code spanner.keys.emulator.serialize-transactions}), in each
 * write mode: writers commit transactions of {@code --rows} new songs, readers run read-only
 * transactions with two queries; nothing is retried by the program. Counts committed and failed
 * transactions (failures by exception message), the lock's retries, and committed transactions per
 * second; prints a Markdown table.
 *
 * <p>Options: {@code --seconds 20 --writers 4 --readers 4 --rows 3 --serialization off,auto
 * --write-modes dml,mutations-at-commit}.
 */
public final class SessionsBenchmark {

    private SessionsBenchmark() {
    }

    /** One cell's counts. */
    record Cell(String writeMode, String serialization, long writes, long writeFailures, long reads,
            long readFailures, long retries, double seconds, Map<String, Long> failures) {

        double committedPerSecond() {
            return (writes + reads) / seconds;
        }
    }

    /** Runs the measurement. */
    public static void main(String[] args) throws Exception {
        CommandLine line = new CommandLine(args);
        Duration duration = Duration.ofSeconds(line.intValue("--seconds", 20));
        int writers = line.intValue("--writers", 4);
        int readers = line.intValue("--readers", 4);
        int rows = line.intValue("--rows", 3);
        List<String> serializations = split(line.stringValue("--serialization", "off,auto"));
        List<String> writeModes = split(line.stringValue("--write-modes", "dml,mutations-at-commit"));
        line.requireAllUsed();
        List<Cell> cells = new ArrayList<>();
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            System.out.printf(Locale.ROOT, "emulator %s; %d writers (%d rows per transaction) + %d readers, %d s per cell%n",
                    emulator, writers, rows, readers, duration.toSeconds());
            for (String writeMode : writeModes) {
                for (String serialization : serializations) {
                    EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
                    Cell cell = run(database, writeMode.strip(), serialization.strip(), writers, readers, rows, duration);
                    System.out.printf(Locale.ROOT, "%-20s %-5s writes %,6d failed %,6d  reads %,6d failed %,6d  %.1f ok/s  retries %d%n",
                            cell.writeMode(), cell.serialization(), cell.writes(), cell.writeFailures(), cell.reads(),
                            cell.readFailures(), cell.committedPerSecond(), cell.retries());
                    cells.add(cell);
                }
            }
        }
        System.out.println();
        System.out.print(render(cells, writers, readers, rows, duration));
    }

    static Cell run(EmulatorDatabase database, String writeMode, String serialization, int writers, int readers,
            int rows, Duration duration) throws InterruptedException {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        try (SessionFactory factory = factory(database, writeMode, serialization, writers + readers + 1)) {
            // Client start-up and the first queries stay out of the counts.
            write(factory, rows);
            read(factory);
            long retriesBefore = lock.retries();
            AtomicLong writeFailures = new AtomicLong();
            AtomicLong readFailures = new AtomicLong();
            Map<String, Long> failures = new ConcurrentHashMap<>();
            ReadersAndWriters.Outcome outcome = ReadersAndWriters.run(writers, readers, duration,
                    () -> write(factory, rows), () -> read(factory), (write, e) -> {
                        (write ? writeFailures : readFailures).incrementAndGet();
                        failures.merge(kind(e), 1L, Long::sum);
                    });
            long retries = "off".equals(serialization) ? -1 : lock.retries() - retriesBefore;
            return new Cell(writeMode, serialization, outcome.writes(), writeFailures.get(), outcome.reads(),
                    readFailures.get(), retries, outcome.seconds(), new TreeMap<>(failures));
        }
    }

    private static SessionFactory factory(EmulatorDatabase database, String writeMode, String serialization,
            int poolSize) {
        Configuration configuration = new Configuration().addAnnotatedClass(Song.class);
        configuration.setProperty("hibernate.connection.url", database.jdbcUrl());
        configuration.setProperty("hibernate.connection.pool_size", Integer.toString(poolSize));
        configuration.setProperty("hibernate.hbm2ddl.auto", "create-only");
        configuration.setProperty("hibernate.jdbc.batch_size", "100");
        configuration.setProperty("hibernate.order_inserts", "true");
        configuration.setProperty(SpannerKeysSettings.ADVISOR, "off");
        configuration.setProperty(SpannerKeysSettings.WRITE_MODE, writeMode);
        configuration.setProperty(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, serialization);
        return configuration.buildSessionFactory();
    }

    private static void write(SessionFactory factory, int rows) {
        factory.inTransaction(session -> {
            for (int i = 0; i < rows; i++) {
                session.persist(new Song("song " + i));
            }
        });
    }

    /** A read-only transaction, as Spring's {@code @Transactional(readOnly = true)} runs it. */
    private static void read(SessionFactory factory) {
        ReadersAndWriters.inReadOnlyTransaction(factory, session -> {
            session.createSelectionQuery("select count(s) from Song s", Long.class).getSingleResult();
            session.createSelectionQuery("from Song s where s.title = :t", Song.class)
                    .setParameter("t", "song 0").setMaxResults(10).getResultList();
        });
    }

    /** The innermost message, shortened and with numbers masked, so that failures group. */
    private static String kind(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        String message = String.valueOf(root.getMessage()).replaceAll("\\d+", "N").replaceAll("\\s+", " ");
        return root.getClass().getSimpleName() + ": " + (message.length() > 110 ? message.substring(0, 110) : message);
    }

    static String render(List<Cell> cells, int writers, int readers, int rows, Duration duration) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "%d writers (%d rows per transaction) and %d readers (read-only transactions), Hibernate sessions, "
                        + "%d s per cell, nothing retried by the program%n%n"
                        + "| write mode | serialization | write tx committed | write tx failed | read tx committed "
                        + "| read tx failed | committed tx/s | retries |%n|---|---|---:|---:|---:|---:|---:|---:|%n",
                writers, rows, readers, duration.toSeconds()));
        for (Cell cell : cells) {
            out.append(String.format(Locale.ROOT, "| %s | %s | %,d | %,d | %,d | %,d | %.1f | %s |%n", cell.writeMode(),
                    cell.serialization(), cell.writes(), cell.writeFailures(), cell.reads(), cell.readFailures(),
                    cell.committedPerSecond(), cell.retries() < 0 ? "n/a" : Long.toString(cell.retries())));
        }
        out.append(System.lineSeparator()).append("Failures by message:").append(System.lineSeparator());
        for (Cell cell : cells) {
            cell.failures().forEach((message, count) -> out.append(String.format(Locale.ROOT, "- %s / %s: %,d x %s%n",
                    cell.writeMode(), cell.serialization(), count, message)));
        }
        return out.toString();
    }

    static List<String> split(String csv) {
        return Arrays.stream(csv.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
