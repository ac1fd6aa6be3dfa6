package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.zoo.ZooSessions;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.TenantId;
import org.hibernate.cfg.Configuration;
import org.hibernate.context.spi.CurrentTenantIdentifierResolver;
import org.hibernate.engine.jdbc.connections.spi.MultiTenantConnectionProvider;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Multi-tenancy by database (a {@code MultiTenantConnectionProvider} giving each tenant a database of its own): the
 * ids the library draws for a tenant come from the sequence in that tenant's database, the one its key columns'
 * defaults draw from, so a row another writer inserts there by SQL, taking the default, never collides with them;
 * one tenant's writes never touch another tenant's pool or sequence; the session factory's start draws nothing
 * (its tenants are not known yet); a tenant whose database has no sequence yet fails at its first id, named, and
 * draws once its schema is there. A {@code @BitReversedSequence} key and a taken-over {@code Integer}
 * {@code @GeneratedValue} key (31 bits), both dialects. Shown by the sequences' counters, read in each database
 * ({@code GET_INTERNAL_SEQUENCE_STATE}), and by each id's counter ({@code BitReversal.counterOf}), the one
 * {@code BIT_REVERSE(id, true)} gives.
 *
 * <p>Refills run on the caller ({@code spanner.keys.sequence.prefetch=false}): the emulator's PostgreSQL dialect
 * can evaluate a sequence function against another database's schema while that database runs a statement (see
 * docs/keys/bit-reversed-sequence.md), so a background refill beside this test's reads of the other database could
 * draw that database's values. With the refills on the caller every count here is exact.
 */
@SpannerEmulatorTest
class DatabasePerTenantSequencesTest {

    @Entity(name = "TnTicket")
    @Table(name = "tn_tickets")
    public static class Ticket {
        @Id
        @BitReversedSequence(name = "tn_ticket_seq", poolSize = 3)
        Long id;
        String label;

        Ticket() {
        }

        Ticket(String label) {
            this.label = label;
        }
    }

    @Entity(name = "TnCounter")
    @Table(name = "tn_counters")
    public static class Counter {
        @Id
        @GeneratedValue(generator = "tn_counter")
        @SequenceGenerator(name = "tn_counter", sequenceName = "tn_counter_seq")
        Integer id;
        String label;

        Counter() {
        }

        Counter(String label) {
            this.label = label;
        }
    }

    @Entity(name = "TnOrder")
    @Table(name = "tn_orders")
    public static class Order {
        @Id
        @BitReversedSequence(name = "tn_order_seq", poolSize = 3)
        Long id;
        @TenantId
        String tenant;

        Order() {
        }
    }

    /** The tenant of a session opened without one. */
    public static final class Acme implements CurrentTenantIdentifierResolver<String> {
        @Override
        public String resolveCurrentTenantIdentifier() {
            return "acme";
        }

        @Override
        public boolean validateExistingCurrentSessions() {
            return false;
        }
    }

    /** Each tenant's connections go to its own database; plain connections, closed on release. */
    static final class TenantDatabases implements MultiTenantConnectionProvider<String> {
        private final Map<String, EmulatorDatabase> databases;

        TenantDatabases(Map<String, EmulatorDatabase> databases) {
            this.databases = databases;
        }

        @Override
        public Connection getAnyConnection() throws SQLException {
            return getConnection("alpha");
        }

        @Override
        public void releaseAnyConnection(Connection connection) throws SQLException {
            connection.close();
        }

        @Override
        public Connection getConnection(String tenant) throws SQLException {
            return DriverManager.getConnection(databases.get(tenant).jdbcUrl());
        }

        @Override
        public void releaseConnection(String tenant, Connection connection) throws SQLException {
            connection.close();
        }

        @Override
        public boolean supportsAggressiveRelease() {
            return false;
        }

        @Override
        public boolean isUnwrappableAs(Class<?> type) {
            return false;
        }

        @Override
        public <T> T unwrap(Class<T> type) {
            throw new UnsupportedOperationException();
        }
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void eachTenantDrawsFromTheSequenceInItsOwnDatabase(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.WARNING);
        EmulatorDatabase alpha = emulator.newDatabase(dialect);
        EmulatorDatabase beta = emulator.newDatabase(dialect);
        EmulatorDatabase gamma = emulator.newDatabase(dialect);   // a tenant whose schema comes later
        // Hibernate's schema actions reach only getAnyConnection()'s database: each tenant's schema is created as an
        // application creates it, with the script the library prints (the Maven plugin's ddl goal).
        String script = ZooSessions.offlineScript(ZooSessions.sqlDialect(dialect), Map.of(),
                List.of(Ticket.class, Counter.class));
        ZooSessions.execute(alpha, script);
        ZooSessions.execute(beta, script);

        Configuration configuration = new Configuration().addAnnotatedClass(Ticket.class).addAnnotatedClass(Counter.class);
        configuration.getProperties().put("hibernate.multi_tenant_connection_provider",
                new TenantDatabases(Map.of("alpha", alpha, "beta", beta, "gamma", gamma)));
        configuration.setProperty("hibernate.hbm2ddl.auto", "none");
        configuration.setProperty(SpannerKeysSettings.SEQUENCE_PREFETCH, "false");
        try (SessionFactory factory = configuration.buildSessionFactory()) {
            // The start drew nothing: it knows no tenant, and the database getAnyConnection() names is no tenant's.
            assertCounters(alpha, 0, 0);
            assertCounters(beta, 0, 0);

            inTenant(factory, "alpha", session -> {
                session.persist(new Ticket("a1"));
                session.persist(new Ticket("a2"));
                session.persist(new Counter("a1"));
            });
            // One batch of each pool, from alpha's sequences: tickets 1..3; 1,000 Integer keys, whose sequence skips
            // the counters of values below 2^56 (keys below 2^24): 1..1007 but 128, 256, ..., 896.
            assertCounters(alpha, 4, BATCH_OF_INTEGER_KEYS + 1);
            assertCounters(beta, 0, 0);

            List<LogRecord> log = LogCapture.during("dev.spannerkeys.hibernate.internal.id", () ->
                    inTenant(factory, "beta", session -> {
                        for (int i = 1; i <= 4; i++) {
                            session.persist(new Ticket("b" + i));
                        }
                        session.persist(new Counter("b1"));
                    }));
            // The second tenant database of the emulator's PostgreSQL dialect: its defect is named, once.
            assertEquals(dialect == DatabaseDialect.POSTGRESQL ? 1 : 0, LogCapture.warnings(log).stream()
                    .filter(record -> record.getMessage().contains("Tenant databases of the PostgreSQL dialect"))
                    .count(), log::toString);
            assertCounters(beta, 7, BATCH_OF_INTEGER_KEYS + 1);      // two batches of 3, one of 1,000, from beta's
            assertCounters(alpha, 4, BATCH_OF_INTEGER_KEYS + 1);     // untouched by beta's writes
            assertEquals(Set.of(1L, 2L, 3L, 4L), ticketCounters(beta, "label LIKE 'b%'"),
                    "beta's ids are the counters of beta's sequence, in order");
            assertEquals(List.of(String.valueOf(narrowKey(1))), SqlQueries.rows(beta, "SELECT id FROM tn_counters"),
                    "beta's Integer key is the first counter of beta's sequence, as its column default computes it");

            // Another writer inserts into beta by SQL, its key columns taking their defaults: no collision.
            execute(beta, "INSERT INTO tn_tickets (label) VALUES ('sql1')", "INSERT INTO tn_tickets (label) VALUES ('sql2')",
                    "INSERT INTO tn_tickets (label) VALUES ('sql3')", "INSERT INTO tn_counters (label) VALUES ('sql1')");
            assertEquals(Set.of(7L, 8L, 9L), ticketCounters(beta, "label LIKE 'sql%'"));
            assertEquals(List.of(String.valueOf(narrowKey(BATCH_OF_INTEGER_KEYS + 1))),
                    SqlQueries.rows(beta, "SELECT id FROM tn_counters WHERE label = 'sql1'"));

            inTenant(factory, "beta", session -> {
                for (int i = 5; i <= 7; i++) {
                    session.persist(new Ticket("b" + i));
                }
            });
            // The rest of beta's pool (5, 6), then a batch drawn after the default's: 10, 11, 12.
            assertEquals(Set.of(1L, 2L, 3L, 4L, 5L, 6L, 10L), ticketCounters(beta, "label LIKE 'b%'"));
            assertCounters(beta, 13, BATCH_OF_INTEGER_KEYS + 2);

            inTenant(factory, "alpha", session -> session.persist(new Ticket("a3")));
            // Alpha's pool still held its third value: beta's refills took nothing from it or its sequence.
            assertEquals(Set.of(1L, 2L, 3L), ticketCounters(alpha, "TRUE"));
            assertCounters(alpha, 4, BATCH_OF_INTEGER_KEYS + 1);
            assertEquals(10, SqlQueries.count(beta, "SELECT COUNT(*) FROM tn_tickets"));
            assertEquals(3, SqlQueries.count(alpha, "SELECT COUNT(*) FROM tn_tickets"));

            // A tenant whose database has no sequence yet: its first id fails, naming the tenant; once its schema is
            // there, the next id is drawn from its own sequence.
            IdentifierGenerationException missing = assertThrows(IdentifierGenerationException.class,
                    () -> inTenant(factory, "gamma", session -> session.persist(new Ticket("g1"))));
            assertTrue(missing.getMessage().contains("'tn_ticket_seq' does not exist in the database of tenant 'gamma'"),
                    missing.getMessage());
            ZooSessions.execute(gamma, script);
            inTenant(factory, "gamma", session -> session.persist(new Ticket("g1")));
            assertEquals(Set.of(1L), ticketCounters(gamma, "TRUE"));
            assertCounters(gamma, 4, 0);
            assertCounters(alpha, 4, BATCH_OF_INTEGER_KEYS + 1);
        }
    }

    /**
     * Multi-tenancy by a discriminator column ({@code @TenantId}): every tenant's rows in one database, whose one
     * sequence the key default draws from. One pool serves every tenant, drawn at the session factory's start as
     * without tenants.
     */
    @Test
    void tenantsOfOneDatabaseShareItsPool(EmulatorDatabase database) throws SQLException {
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                "hibernate.tenant_identifier_resolver", Acme.class.getName(),
                SpannerKeysSettings.SEQUENCE_PREFETCH, "false"), Order.class)) {
            assertEquals(4, counter(database, "tn_order_seq"), "counters 1..3 drawn at start");
            inTenant(factory, "acme", session -> session.persist(new Order()));
            inTenant(factory, "globex", session -> session.persist(new Order()));
            inTenant(factory, "acme", session -> session.persist(new Order()));
            assertEquals(4, counter(database, "tn_order_seq"), "three ids of two tenants, one batch");
            assertEquals(List.of("1 acme", "2 globex", "3 acme"), SqlQueries.rows(database,
                    "SELECT id, tenant FROM tn_orders").stream().map(row -> row.split(" \\| "))
                    .map(row -> BitReversal.counterOf(Long.parseLong(row[0])) + " " + row[1]).sorted().toList());
        }
    }

    private static void inTenant(SessionFactory factory, String tenant, Consumer<Session> work) {
        try (Session session = factory.withOptions().tenantIdentifier(tenant).openSession()) {
            session.inTransaction(transaction -> work.accept(session));
        }
    }

    /** The last counter of the first batch of 1,000 {@code Integer} keys: every 128th counter is skipped. */
    private static final long BATCH_OF_INTEGER_KEYS = 1007;

    /** Asserts the next counters of the two sequences in {@code database} (0: never drawn from). */
    private static void assertCounters(EmulatorDatabase database, long tickets, long counters) throws SQLException {
        assertEquals(List.of(tickets, counters), List.of(counter(database, "tn_ticket_seq"),
                counter(database, "tn_counter_seq")), "counters of tn_ticket_seq, tn_counter_seq in " + database);
    }

    private static long counter(EmulatorDatabase database, String sequence) throws SQLException {
        Long counter = SchemaSnapshots.counter(database, sequence);
        return counter == null ? 0 : counter;
    }

    /** The counters behind the ticket ids of the rows {@code where} selects. */
    private static Set<Long> ticketCounters(EmulatorDatabase database, String where) throws SQLException {
        return SqlQueries.rows(database, "SELECT id FROM tn_tickets WHERE " + where).stream()
                .map(id -> BitReversal.counterOf(Long.parseLong(id))).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The 31-bit key of a counter: the upper bits of its bit-reversed value. */
    private static int narrowKey(long counter) {
        return (int) (BitReversal.reverse(counter) >>> 32);
    }

    private static void execute(EmulatorDatabase database, String... statements) throws SQLException {
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.executeUpdate(sql);
            }
        }
    }
}
