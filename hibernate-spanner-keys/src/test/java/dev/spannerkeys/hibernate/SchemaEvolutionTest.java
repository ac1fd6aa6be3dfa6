package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * A mapping that changes after the schema exists: {@code update} adds what is new and keeps the
 * rows, refuses a changed primary key, and {@code validate} reports a missing column;
 * {@code create-drop} removes an interleaved hierarchy children first.
 */
@SpannerEmulatorTest
class SchemaEvolutionTest {

    @Entity(name = "CustomerV1")
    @Table(name = "Customers")
    public static class CustomerV1 {
        @Id @Column(name = "CustomerId") Long customerId;
        @Column(name = "Name") String name;

        CustomerV1() {
        }

        CustomerV1(long customerId, String name) {
            this.customerId = customerId;
            this.name = name;
        }
    }

    /** Version 2 adds a column, an index on it, and an interleaved child table. */
    @Entity(name = "CustomerV2")
    @Table(name = "Customers")
    @SpannerIndex(name = "CustomersByEmail", columns = "Email", nullFiltered = true, storing = "Name")
    public static class CustomerV2 {
        @Id @Column(name = "CustomerId") Long customerId;
        @Column(name = "Name") String name;
        @Column(name = "Email") String email;
    }

    @Entity(name = "Invoice")
    @Table(name = "Invoices")
    @IdClass(InvoiceKey.class)
    @Interleaved(in = CustomerV2.class, onDeleteCascade = true)
    public static class Invoice {
        @Id @Column(name = "CustomerId") Long customerId;
        @Id @Column(name = "InvoiceId") Long invoiceId;
    }

    public static class InvoiceKey implements Serializable {
        Long customerId;
        Long invoiceId;

        @Override
        public boolean equals(Object other) {
            return other instanceof InvoiceKey that && Objects.equals(customerId, that.customerId)
                    && Objects.equals(invoiceId, that.invoiceId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(customerId, invoiceId);
        }
    }

    /** The same table with a different primary key: Spanner cannot change it in place. */
    @Entity(name = "CustomerV3")
    @Table(name = "Customers")
    @IdClass(CustomerV3.Key.class)
    public static class CustomerV3 {
        @Id @Column(name = "Name") String name;
        @Id @Column(name = "CustomerId") Long customerId;

        public static class Key implements Serializable {
            String name;
            Long customerId;

            @Override
            public boolean equals(Object other) {
                return other instanceof Key that && Objects.equals(name, that.name)
                        && Objects.equals(customerId, that.customerId);
            }

            @Override
            public int hashCode() {
                return Objects.hash(name, customerId);
            }
        }
    }

    /** Hibernate leaves a bag's collection table without a primary key; Spanner needs one. */
    @Entity(name = "Playlist")
    @Table(name = "Playlists")
    public static class Playlist {
        @Id @Column(name = "PlaylistId") Long playlistId;
        @ElementCollection
        @CollectionTable(name = "PlaylistTracks", joinColumns = @JoinColumn(name = "PlaylistId"))
        @Column(name = "Track", unique = false)
        List<String> tracks = new ArrayList<>();
    }

    @Test
    void aCollectionTableWithoutKeyGetsAHiddenKey(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (SessionFactory factory = TestSessionFactories.create(database, Playlist.class)) {
            factory.inTransaction(session -> {
                Playlist playlist = new Playlist();
                playlist.playlistId = 1L;
                playlist.tracks.addAll(List.of("Intro", "Intro", "Outro"));
                session.persist(playlist);
            });
            assertEquals(List.of("Intro", "Intro", "Outro"), factory.fromTransaction(session ->
                    new ArrayList<>(session.find(Playlist.class, 1L).tracks)).stream().sorted().toList());
        }
assertEquals(List.of("rowid"), SqlQueries.rows(database, "SELECT COLUMN_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                + "WHERE TABLE_NAME = 'PlaylistTracks' AND INDEX_NAME = 'PRIMARY_KEY'"));
        // Hidden: SELECT * shows only the mapped columns.
        assertEquals(3, SqlQueries.rows(database, "SELECT * FROM PlaylistTracks").stream()
                .filter(row -> row.split(" \\| ").length == 2).count());
    }

    @Test
    void updateAddsColumnIndexAndChildAndKeepsTheRows(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (SessionFactory factory = TestSessionFactories.create(database, CustomerV1.class)) {
            factory.inTransaction(session -> {
                session.persist(new CustomerV1(1, "Ada"));
                session.persist(new CustomerV1(2, "Grace"));
            });
        }
        CountingSpannerDriver.reset();
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "update"),
                CustomerV2.class, Invoice.class).close();

        assertEquals(List.of(
                "ALTER TABLE Customers ADD COLUMN Email string(255)",
                """
                CREATE TABLE Invoices (
                  CustomerId int64 NOT NULL,
                  InvoiceId int64 NOT NULL
                ) PRIMARY KEY (CustomerId, InvoiceId), INTERLEAVE IN PARENT Customers ON DELETE CASCADE""",
                "CREATE NULL_FILTERED INDEX CustomersByEmail ON Customers (Email) STORING (Name)"),
                CountingSpannerDriver.ddl());
        assertEquals(1, CountingSpannerDriver.counts().ddlBatches());
        assertEquals(List.of("1 | Ada | null", "2 | Grace | null"),
                SqlQueries.rows(database, "SELECT CustomerId, Name, Email FROM Customers ORDER BY CustomerId"));
        assertEquals(1, SqlQueries.count(database,
                "SELECT COUNT(*) FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_NAME = 'CustomersByEmail' AND IS_NULL_FILTERED"));

        // A second update finds nothing to do.
        CountingSpannerDriver.reset();
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "update"),
                CustomerV2.class, Invoice.class).close();
        assertEquals(List.of(), CountingSpannerDriver.ddl());

        // validate agrees with the updated schema.
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "validate"),
                CustomerV2.class, Invoice.class).close();
    }

    @Test
    void updateRefusesAChangedPrimaryKeyAndChangesNothing(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        TestSessionFactories.create(database, CustomerV1.class).close();
        RuntimeException error = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "update"), CustomerV3.class).close());
        String message = OfflineBootstrap.messages(error);
        assertTrue(message.contains("the database has PRIMARY KEY (CustomerId), the mapping declares PRIMARY KEY "
                + "(Name, CustomerId)"), message);
        assertTrue(message.contains("nothing was changed") && message.contains("Fix:"), message);
        assertEquals(List.of("CustomerId"), SqlQueries.rows(database, "SELECT COLUMN_NAME FROM "
                + "INFORMATION_SCHEMA.INDEX_COLUMNS WHERE TABLE_NAME = 'Customers' AND INDEX_NAME = 'PRIMARY_KEY'"));
    }

    @Test
    void validateReportsAMissingColumn(SpannerEmulator emulator) {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        TestSessionFactories.create(database, CustomerV1.class).close();
        RuntimeException error = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "validate"), CustomerV2.class).close());
        String message = OfflineBootstrap.messages(error);
        assertTrue(message.contains("missing column [Email]") && message.contains("Customers"), message);
    }

    @Test
    void createDropRemovesAnInterleavedHierarchyChildrenFirst(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (SessionFactory factory = TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "create-drop"), MusicEntities.ALL)) {
            assertEquals(3, SqlQueries.count(database,
                    "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ''"));
            CountingSpannerDriver.reset();
        }
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ''"));
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_TYPE = 'INDEX'"));
        List<String> drops = CountingSpannerDriver.ddl();
        assertTrue(drops.indexOf("DROP TABLE IF EXISTS Songs") < drops.indexOf("DROP TABLE IF EXISTS Albums")
                && drops.indexOf("DROP TABLE IF EXISTS Albums") < drops.indexOf("DROP TABLE IF EXISTS Singers"), drops.toString());
        assertEquals(1, CountingSpannerDriver.counts().ddlBatches());
    }
}
