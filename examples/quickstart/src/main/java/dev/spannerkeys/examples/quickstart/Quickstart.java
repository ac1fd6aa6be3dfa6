package dev.spannerkeys.examples.quickstart;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/**
 * Starts a Spanner emulator, lets Hibernate create the schema for two entities (one per key
 * generator), persists a few thousand rows in batches, and prints the DDL it used and how the keys
 * spread over the key space.
 *
 * <p>Run it with {@code mvn -B -q -f examples/quickstart exec:exec} after installing the project
 * ({@code mvn -B -q -DskipTests install}); {@code -Dsingers=N -Dconcerts=M} change the row counts.
 */
public final class Quickstart {

    static final int BATCH = 500;

    /** What a run created: the DDL and the spread of each table's keys. */
    record Result(List<String> ddl, KeySpread singers, KeySpread concerts) {
    }

    private Quickstart() {
    }

    public static void main(String[] args) throws IOException {
        int singers = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int concerts = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            System.out.println("Spanner emulator at " + emulator.hostPort() + " (" + emulator.source() + ")");
            run(emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL), singers, concerts, System.out);
        }
    }

    static Result run(EmulatorDatabase database, int singerCount, int concertCount, PrintStream out) throws IOException {
        Path script = Files.createTempFile("quickstart-ddl", ".sql");
        try (SessionFactory factory = sessionFactory(database, script)) {
            List<String> ddl = Files.readAllLines(script).stream().filter(line -> !line.isBlank()).toList();
            out.println();
            out.println("-- DDL Hibernate ran on the emulator:");
            ddl.forEach(out::println);

            long started = System.nanoTime();
            persist(factory, singerCount, concertCount);
            out.printf("%nPersisted %d singers and %d concerts in batches of %d in %.1f s%n",
                    singerCount, concertCount, BATCH, (System.nanoTime() - started) / 1e9);

            KeySpread singers = new KeySpread("Singers.singerId (bit-reversed sequence)");
            KeySpread concerts = new KeySpread("Concerts.concertId (random UUIDv4)");
            try (Session session = factory.openSession()) {
                session.createSelectionQuery("select s.singerId from Singer s", Long.class)
                        .getResultList().forEach(singers::addInt64);
                session.createSelectionQuery("select c.concertId from Concert c", String.class)
                        .getResultList().forEach(concerts::addUuidString);
            }
            out.println();
            singers.print(out);
            out.println();
            concerts.print(out);
            out.println();
            out.println("A plain sequence or timestamp key would have put every new row into the last range.");
            return new Result(ddl, singers, concerts);
        } finally {
            Files.deleteIfExists(script);
        }
    }

    private static SessionFactory sessionFactory(EmulatorDatabase database, Path script) {
        return new Configuration()
                .addAnnotatedClass(Singer.class)
                .addAnnotatedClass(Concert.class)
                .setProperty("hibernate.connection.url", database.jdbcUrl())
                .setProperty("hibernate.connection.driver_class", "com.google.cloud.spanner.jdbc.JdbcDriver")
                .setProperty("hibernate.connection.pool_size", "4")
                .setProperty("hibernate.jdbc.batch_size", String.valueOf(BATCH))
                .setProperty("hibernate.order_inserts", "true")
                // Create the schema in the database and write the same DDL to a script we print.
                .setProperty("jakarta.persistence.schema-generation.database.action", "drop-and-create")
                .setProperty("jakarta.persistence.schema-generation.scripts.action", "create")
                .setProperty("jakarta.persistence.schema-generation.scripts.create-target", script.toString())
                .setProperty("hibernate.hbm2ddl.delimiter", ";")
                .buildSessionFactory();
    }

    private static void persist(SessionFactory factory, int singerCount, int concertCount) {
        for (int first = 0; first < Math.max(singerCount, concertCount); first += BATCH) {
            int from = first;
            factory.inTransaction(session -> {
                for (int i = from; i < from + BATCH; i++) {
                    if (i < singerCount) {
                        session.persist(new Singer("First" + i, "Last" + (i % 97)));
                    }
                    if (i < concertCount) {
                        session.persist(new Concert("Venue " + i));
                    }
                }
            });
        }
    }
}
