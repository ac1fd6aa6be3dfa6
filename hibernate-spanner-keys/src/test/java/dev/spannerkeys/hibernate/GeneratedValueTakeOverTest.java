package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.zoo.brownfield.Account;
import dev.spannerkeys.zoo.brownfield.Attachment;
import dev.spannerkeys.zoo.brownfield.Invoice;
import dev.spannerkeys.zoo.brownfield.Label;
import dev.spannerkeys.zoo.brownfield.Owner;
import dev.spannerkeys.zoo.brownfield.Pet;
import dev.spannerkeys.zoo.brownfield.Shipment;
import dev.spannerkeys.zoo.brownfield.Transfer;
import dev.spannerkeys.zoo.brownfield.Voucher;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Stock {@code @GeneratedValue} ids taken over ({@code spanner.keys.generated-values=take-over}, the default)
 * on the emulator, in both dialects: what the database holds (sequences, key defaults, no identity column),
 * the spread of 10,000 keys, uniqueness across threads and session factories, the key column default drawing
 * from the same space as the generator, and keys never equal to explicit small ones.
 */
@SpannerEmulatorTest
class GeneratedValueTakeOverTest {

    /** Held so that its level stays set: the build's logging configuration lets only warnings through. */
    static final Logger KEYS_LOGGER = Logger.getLogger("dev.spannerkeys.keys");

    static final Class<?>[] BROWNFIELD = {Owner.class, Pet.class, Invoice.class, Shipment.class, Account.class,
        Transfer.class, Voucher.class, Attachment.class, Label.class};

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void stockIdsDrawFromPooledBitReversedSequencesWithKeyDefaults(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        List<LogRecord> logged = new ArrayList<>();
        KEYS_LOGGER.setLevel(Level.INFO);
        SessionFactory[] opened = new SessionFactory[1];
        logged.addAll(LogCapture.during("dev.spannerkeys.keys",
                () -> opened[0] = TestSessionFactories.create(database, BROWNFIELD)));
        try (SessionFactory factory = opened[0]) {
            String info = logged.stream().map(LogRecord::getMessage).filter(m -> m.contains("take-over")).findFirst()
                    .orElseThrow(() -> new AssertionError("no INFO line: " + logged));
            assertTrue(info.contains("Owner.id -> owners_SEQ (Integer, 31-bit keys)"), info);
            assertTrue(info.contains("Invoice.id -> invoice_seq (Long)"), info);
            assertTrue(info.contains("Transfer.id -> ledger_seq (Long)"), info);
            assertFalse(info.contains("Attachment") || info.contains("Label"), info);

            Owner owner = new Owner();
            owner.setFirstName("George");
            owner.setLastName("Franklin");
            Pet leo = new Pet();
            leo.setName("Leo");
            owner.addPet(leo);
            Invoice invoice = new Invoice();
            invoice.setAmount(new BigDecimal("12.50"));
            Shipment shipment = new Shipment();
            shipment.setDestination("Lisbon");
            Account account = new Account();
            account.setName("cash");
            Transfer transfer = new Transfer();
            transfer.setAccount(account);
            transfer.setCents(100);
            Voucher voucher = new Voucher();
            voucher.setCode("V-1");
            Attachment attachment = new Attachment();
            attachment.setFileName("a.pdf");
            Label label = new Label();
            label.setText("urgent");
            factory.inTransaction(session -> List.of(owner, invoice, shipment, account, transfer, voucher, attachment,
                    label).forEach(session::persist));

            assertTrue(owner.getId() >= TakenOverKey.LOWEST_NARROW_KEY, "owner id " + owner.getId());
            assertTrue(leo.getId() >= TakenOverKey.LOWEST_NARROW_KEY, "pet id " + leo.getId());
            for (long id : List.of(invoice.getId(), shipment.getId(), account.getId(), transfer.getId(), voucher.getId())) {
                assertTrue(id > TakenOverKey.WIDE_SKIP_RANGE_MAX, "id " + id);
            }
            assertEquals(36, label.getId().length());
            assertNotNull(attachment.getId());
            factory.inTransaction(session -> {
                assertEquals("Leo", session.find(Pet.class, leo.getId()).getName());
                assertEquals("cash", session.find(Transfer.class, transfer.getId()).getAccount().getName());
            });

            try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
                Set<String> sequences = strings(statement, dialect == DatabaseDialect.POSTGRESQL
                        ? "SELECT sequence_name FROM information_schema.sequences"
                        : "SELECT name FROM information_schema.sequences");
                assertEquals(Set.of("owners_seq", "pets_seq", "invoice_seq", "ledger_seq", "shipment_seq", "voucher_seq"),
                        lower(sequences));
                Set<String> tables = lower(strings(statement, "SELECT table_name FROM information_schema.tables WHERE "
                        + "table_schema = " + (dialect == DatabaseDialect.POSTGRESQL ? "'public'" : "''")));
                assertFalse(tables.contains("hibernate_sequences"), tables.toString());
                String identityColumns = "SELECT COUNT(*) FROM information_schema.columns WHERE is_identity = 'YES'";
                assertEquals(Set.of("0"), strings(statement, identityColumns));
                String ownerDefault = strings(statement, "SELECT column_default FROM information_schema.columns WHERE "
                        + "table_name = 'owners' AND column_name = 'id'").iterator().next();
                assertTrue(ownerDefault.toLowerCase().contains("owners_seq") && ownerDefault.contains(">>")
                        && ownerDefault.contains("32"), ownerDefault);

                // Rows written by another tool take their keys from the column default: 31-bit, from the same space.
                Set<Integer> keys = new HashSet<>();
                keys.add(owner.getId());
                for (int i = 0; i < 3; i++) {
                    statement.executeUpdate("INSERT INTO owners (first_name) VALUES ('sql " + i + "')");
                }
                try (ResultSet rows = statement.executeQuery("SELECT id FROM owners")) {
                    while (rows.next()) {
                        long id = rows.getLong(1);
                        assertTrue(id >= TakenOverKey.LOWEST_NARROW_KEY && id <= Integer.MAX_VALUE, "default key " + id);
                        keys.add((int) id);
                    }
                }
                assertEquals(4, keys.size());
            }
            factory.inTransaction(session -> assertEquals(4L, session.createQuery("select count(o) from Owner o",
                    Long.class).getSingleResult()));
        }
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "validate"), BROWNFIELD).close();
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void tenThousandTakenOverKeysSpreadOverTheKeySpace(DatabaseDialect dialect, SpannerEmulator emulator) {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = TestSessionFactories.create(database, Owner.class, Pet.class, Shipment.class);
                Session session = factory.openSession()) {
            int[] narrow = new int[64];
            int[] wide = new int[64];
            Set<Object> seen = new HashSet<>();
            for (int i = 0; i < 10_000; i++) {
                int owner = (Integer) TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session,
                        Owner.class);
                long shipment = (Long) TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session,
                        Shipment.class);
                assertTrue(owner >= TakenOverKey.LOWEST_NARROW_KEY && shipment > TakenOverKey.WIDE_SKIP_RANGE_MAX);
                assertTrue(seen.add(owner) && seen.add(shipment));
                narrow[(int) ((long) owner * 64 / (1L << 31))]++;
                wide[(int) (shipment / (Long.MAX_VALUE / 64 + 1))]++;
            }
            assertTrue(busiestOverMean(narrow) <= 1.3, "Integer keys: " + java.util.Arrays.toString(narrow));
            assertTrue(busiestOverMean(wide) <= 1.3, "Long keys: " + java.util.Arrays.toString(wide));
        }
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void eightThreadsOnTwoSessionFactoriesNeverDrawOneKeyTwice(DatabaseDialect dialect, SpannerEmulator emulator)
            throws Exception {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        Map<String, Object> settings = Map.of(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS, "30");
        Map<String, Object> noSchema = Map.of(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS, "30",
                "hibernate.hbm2ddl.auto", "none");
        int perThread = 1_500;
        try (SessionFactory first = TestSessionFactories.create(database, settings, Owner.class, Pet.class);
                SessionFactory second = TestSessionFactories.create(database, noSchema, Owner.class, Pet.class)) {
            ExecutorService executor = Executors.newFixedThreadPool(8);
            Set<Integer> seen = ConcurrentHashMap.newKeySet();
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<List<Integer>>> results = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    SessionFactory factory = t % 2 == 0 ? first : second;
                    results.add(executor.submit(() -> {
                        start.await();
                        List<Integer> ids = new ArrayList<>();
                        try (Session session = factory.openSession()) {
                            for (int i = 0; i < perThread; i++) {
                                ids.add((Integer) TestSessionFactories.drawId(factory,
                                        (SharedSessionContractImplementor) session, Owner.class));
                            }
                        }
                        return ids;
                    }));
                }
                start.countDown();
                for (Future<List<Integer>> result : results) {
                    for (int id : result.get(5, TimeUnit.MINUTES)) {
                        assertTrue(seen.add(id), "key " + id + " was handed out twice");
                    }
                }
            } finally {
                executor.shutdownNow();
            }
            assertEquals(8 * perThread, seen.size());
        }
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void explicitSmallIdsAndGeneratedOnesNeverCollide(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = TestSessionFactories.create(database, Owner.class, Pet.class, Shipment.class)) {
            // What a data.sql does: explicit ids 1, 2, 3.
            try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
                for (int id = 1; id <= 3; id++) {
                    statement.executeUpdate("INSERT INTO owners (id, first_name) VALUES (" + id + ", 'seed')");
                    statement.executeUpdate("INSERT INTO Shipment (id, destination) VALUES (" + id + ", 'seed')");
                }
            }
            List<Object> generated = new ArrayList<>();
            factory.inTransaction(session -> {
                for (int i = 0; i < 20; i++) {
                    Owner owner = new Owner();
                    owner.setFirstName("new " + i);
                    Shipment shipment = new Shipment();
                    shipment.setDestination("new " + i);
                    session.persist(owner);
                    session.persist(shipment);
                    generated.add(owner.getId());
                    generated.add(shipment.getId());
                }
            });
            assertEquals(40, new HashSet<>(generated).size());
            factory.inTransaction(session -> {
                assertEquals(23L, session.createQuery("select count(o) from Owner o", Long.class).getSingleResult());
                assertEquals(23L, session.createQuery("select count(s) from Shipment s", Long.class).getSingleResult());
                assertEquals("seed", session.find(Owner.class, 1).getFirstName());
            });
        }
    }

    /** A Long id from a stock identity column, as a database created without the library (or with stock) has it. */
    @Entity(name = "Visit")
    public static class Visit {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) Long id;
        String note;
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void rowsWrittenBeforeAndAfterTakeOverNeverCollide(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        Set<Long> shipments = new HashSet<>();
        Set<Long> visits = new HashSet<>();
        try (SessionFactory stock = TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.GENERATED_VALUES, "stock"), Shipment.class, Visit.class)) {
            write(stock, "before", shipments, visits);
        }
        try (SessionFactory takenOver = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "update"),
                Shipment.class, Visit.class)) {
            write(takenOver, "after", shipments, visits);
        }
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            // A writer without a key still gets one from the identity column, in the other counter range.
            statement.executeUpdate("INSERT INTO Visit (note) VALUES ('sql')");
            assertEquals(Set.of("7"), strings(statement, "SELECT COUNT(DISTINCT id) FROM Visit"));
            assertEquals(Set.of("6"), strings(statement, "SELECT COUNT(DISTINCT id) FROM Shipment"));
        }
        assertEquals(6, shipments.size());
        assertEquals(6, visits.size());
        // The key columns stock Hibernate created lack the library's defaults: validate says so, naming them.
        String refused = OfflineBootstrap.messages(assertThrows(RuntimeException.class, () -> TestSessionFactories.create(
                database, Map.of("hibernate.hbm2ddl.auto", "validate"), Shipment.class, Visit.class).close()));
        assertTrue(refused.toLowerCase().contains("shipment") && refused.contains("default"), refused);
    }

    private static void write(SessionFactory factory, String note, Set<Long> shipments, Set<Long> visits) {
        factory.inTransaction(session -> {
            for (int i = 0; i < 3; i++) {
                Shipment shipment = new Shipment();
                shipment.setDestination(note);
                Visit visit = new Visit();
                visit.note = note;
                session.persist(shipment);
                session.persist(visit);
                session.flush();
                shipments.add(shipment.getId());
                visits.add(visit.id);
            }
        });
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void storedKeysTheSequenceWouldRepeatAreReportedAtStartUp(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        // The schema only: a first batch drawn at startup would move the sequence past the migrated key.
        TestSessionFactories.create(database, Map.of(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false"),
                Shipment.class).close();
        // A migrated row whose key is the value counter 5 of the sequence will give: above the skip range.
        long migrated = dev.spannerkeys.keys.BitReversal.reverse(5);
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO Shipment (id, destination) VALUES (" + migrated + ", 'migrated')");
        }
        String refused = OfflineBootstrap.messages(assertThrows(RuntimeException.class, () -> TestSessionFactories.create(
                database, Map.of("hibernate.hbm2ddl.auto", "update", SpannerKeysSettings.ADVISOR, "fail"),
                Shipment.class).close()));
        assertTrue(refused.contains("migration-collision") && refused.contains("Shipment_SEQ"), refused);
    }

    static double busiestOverMean(int[] counts) {
        int busiest = 0;
        long total = 0;
        for (int count : counts) {
            busiest = Math.max(busiest, count);
            total += count;
        }
        return busiest / ((double) total / counts.length);
    }

    static Set<String> strings(Statement statement, String query) throws SQLException {
        Set<String> values = new HashSet<>();
        try (ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }

    static Set<String> lower(Set<String> values) {
        Set<String> lower = new HashSet<>();
        values.forEach(value -> lower.add(value.toLowerCase()));
        return lower;
    }
}
