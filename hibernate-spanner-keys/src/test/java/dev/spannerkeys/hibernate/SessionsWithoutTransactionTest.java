package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.MapsId;
import jakarta.persistence.OneToOne;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.annotations.NaturalId;
import org.hibernate.query.SelectionQuery;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Sessions that read or write outside a transaction of their own, and {@code StatelessSession}s, on connections
 * whose autocommit is off ({@code hibernate.connection.autocommit=false}, as Hibernate's own test suite runs):
 * every statement of such a session runs in a transaction of the driver that Hibernate never commits itself;
 * the pool commits it when the connection comes back (Hibernate's built-in pool switches autocommit on). Shapes
 * of Hibernate's {@code BatchSizeAndStatelessSessionTest}, {@code MutableNaturalIdTest} and
 * {@code ForeignGeneratorTest}, in both dialects and every write mode, on the emulator with the library's
 * transaction lock: no write is lost, and a transaction that only read does not keep the same thread's next
 * transaction out.
 */
@SpannerEmulatorTest
class SessionsWithoutTransactionTest {

    private static final int ROWS = 4;

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void everyRowAStatelessSessionWritesWithoutATransactionIsSeenAndKept(DatabaseDialect dialect,
            SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        int id = 0;
        for (WriteMode mode : WriteMode.values()) {
            try (SessionFactory factory = factory(database, mode, Counter.class)) {
                // No transaction at all: each row is visible to the next count.
                try (StatelessSession stateless = factory.openStatelessSession()) {
                    stateless.setJdbcBatchSize(3);
                    SelectionQuery<Long> count = stateless.createSelectionQuery("select count(id) from Counter", Long.class);
                    long before = count.getSingleResult();
                    for (int i = 1; i <= ROWS; i++) {
                        stateless.insert(new Counter(++id));
                        assertEquals(before + i, count.getSingleResult(), mode + ": row " + i + " is seen");
                    }
                }
                // Inside another session's transaction, which the stateless session does not join.
                try (Session parent = factory.openSession()) {
                    parent.beginTransaction();
                    try (StatelessSession stateless = factory.openStatelessSession()) {
                        stateless.setJdbcBatchSize(3);
                        SelectionQuery<Long> count = stateless.createSelectionQuery("select count(id) from Counter",
                                Long.class);
                        long before = count.getSingleResult();
                        for (int i = 1; i <= ROWS; i++) {
                            stateless.insert(new Counter(++id));
                            assertEquals(before + i, count.getSingleResult(), mode + ": row " + i + " in a parent "
                                    + "transaction is seen");
                        }
                    }
                    parent.getTransaction().commit();
                }
            }
            assertEquals(id, SqlQueries.rowCount(database, "counters"), mode + ": every row was kept");
        }
        assertLockFree(database);
    }

    /** Hibernate's {@code SimpleSharedStatelessSessionBuildingTests}: the rows are checked, not the statements. */
    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void aStatelessSessionSharingAnotherSessionsTransactionKeepsItsRows(DatabaseDialect dialect,
            SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        int id = 0;
        for (WriteMode mode : WriteMode.values()) {
            int fromSession = ++id;
            int fromStateless = ++id;
            try (SessionFactory factory = factory(database, mode, Counter.class)) {
                factory.inTransaction(session -> {
                    try (StatelessSession shared = session.statelessWithOptions().connection().open()) {
                        shared.insert(new Counter(fromSession));
                    }
                });
                factory.inStatelessTransaction(stateless -> {
                    try (StatelessSession shared = stateless.statelessWithOptions().connection().open()) {
                        shared.insert(new Counter(fromStateless));
                    }
                });
            }
            assertEquals(2, SqlQueries.count(database, "select count(*) from counters where id in (" + fromSession + ", "
                    + fromStateless + ")"), mode.settingValue());
        }
        assertLockFree(database);
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void aReadWithoutATransactionDoesNotKeepAnotherSessionsTransactionOut(DatabaseDialect dialect,
            SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        int id = 0;
        for (WriteMode mode : WriteMode.values()) {
            try (SessionFactory factory = factory(database, mode, Member.class)) {
                Member written = new Member(++id, "gavin-" + mode, "hb");
                factory.inTransaction(session -> session.persist(written));
                try (Session outside = factory.openSession()) {
                    // Its read begins a transaction of the driver (autocommit is off), which the session keeps.
                    Member read = outside.byNaturalId(Member.class).using("name", written.name).using("org", "hb").load();
                    assertNotNull(read, mode.settingValue());
                    // Another session of the same thread changes the row in its own transaction.
                    factory.inTransaction(other -> other.find(Member.class, written.id).org = "zz");
                    assertEquals("zz", SqlQueries.rows(database, "select org from members where id = " + written.id)
                            .get(0), mode + ": the other transaction committed");
                    assertSame(read, outside.byNaturalId(Member.class).using("name", written.name).using("org", "hb")
                            .load(), mode + ": the first session goes on with what it loaded");
                }
                // The first session's connection went back to the pool: the next transactions run as usual.
                factory.inTransaction(session -> session.find(Member.class, written.id).name = "renamed-" + mode);
                assertEquals("renamed-" + mode, SqlQueries.rows(database, "select name from members where id = "
                        + written.id).get(0), mode.settingValue());
            }
        }
        assertLockFree(database);
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void aStatelessInsertOfAMapsIdEntityInsertsItsParentFirst(DatabaseDialect dialect, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        for (WriteMode mode : WriteMode.values()) {
            try (SessionFactory factory = factory(database, mode, Product.class, ProductDetails.class)) {
                ProductDetails details = new ProductDetails(new Product());
                factory.inStatelessTransaction(stateless -> stateless.insert(details));
                assertNotNull(details.product.id, mode.settingValue());
                assertEquals(details.product.id, details.id, mode + ": the id is the product's");
                assertEquals(1, SqlQueries.count(database,
                        "select count(*) from product_details where product_id = " + details.product.id),
                        mode.settingValue());
                assertEquals(1, SqlQueries.count(database, "select count(*) from products where id = "
                        + details.product.id), mode.settingValue());
            }
        }
        assertLockFree(database);
    }

    /** A factory in {@code mode}; the first ({@code dml}) creates the tables, the others keep them. */
    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, Class<?>... entities) {
        return TestSessionFactories.create(database, Map.of(
                SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                "hibernate.connection.autocommit", "false",
                "hibernate.hbm2ddl.auto", mode == WriteMode.DML ? "create" : "none"), entities);
    }

    private static void assertLockFree(EmulatorDatabase database) {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        assertEquals(Optional.empty(), lock.holder(), "the lock was left held: " + lock);
    }

    @Entity(name = "Counter")
    @Table(name = "counters")
    static class Counter {
        @Id
        int id;

        Counter() {
        }

        Counter(int id) {
            this.id = id;
        }
    }

    @Entity(name = "Member")
    @Table(name = "members")
    static class Member {
        @Id
        int id;
        @NaturalId(mutable = true)
        String name;
        @NaturalId(mutable = true)
        String org;

        Member() {
        }

        Member(int id, String name, String org) {
            this.id = id;
            this.name = name;
            this.org = org;
        }
    }

    @Entity(name = "Product")
    @Table(name = "products")
    static class Product {
        @Id
        @GeneratedValue
        Long id;
    }

    @Entity(name = "ProductDetails")
    @Table(name = "product_details")
    static class ProductDetails {
        @Id
        @GeneratedValue
        Long id;
        @OneToOne
        @MapsId
        Product product;

        ProductDetails() {
        }

        ProductDetails(Product product) {
            this.product = product;
        }
    }
}
