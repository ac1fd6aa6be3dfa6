package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.MapsId;
import jakarta.persistence.OneToOne;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.SQLException;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * The shapes that carry a parent's key into an interleaved child's key, besides the composite key set
 * from the parent (the zoo's shape): {@code @MapsId}, an {@code @Id @ManyToOne} in an {@code @IdClass},
 * and a key column that is also the foreign key to the parent. Each is accepted, and its rows land
 * under the parent they belong to, even when the parent's key is not the first one drawn.
 */
@SpannerEmulatorTest
class InterleavedKeyValuesTest {

    @Entity(name = "Shipment")
    @Table(name = "Shipments")
    public static class Shipment {
        @Id @BitReversedSequence(name = "shipment_seq", poolSize = 10) Long id;
        String label;
    }

    /** One row per shipment: the key is the shipment's, through {@code @MapsId}. */
    @Entity(name = "Manifest")
    @Table(name = "Manifests")
    @Interleaved(in = Shipment.class, onDeleteCascade = true)
    public static class Manifest {
        @Id Long id;
        @MapsId @OneToOne(fetch = FetchType.LAZY) @JoinColumn(name = "id") Shipment shipment;
        String note;
    }

    public record StopKey(Long shipment, Long stopId) implements Serializable {
    }

    /** Many rows per shipment: the parent part is an {@code @Id} association, the own part drawn. */
    @Entity(name = "Stop")
    @Table(name = "Stops")
    @IdClass(StopKey.class)
    @Interleaved(in = Shipment.class, onDeleteCascade = true)
    public static class Stop {
        @Id @ManyToOne(fetch = FetchType.LAZY) @JoinColumn(name = "id") Shipment shipment;
        @Id @BitReversedSequence(name = "stop_seq", poolSize = 10) Long stopId;
        String city;
    }

    /** A key column that is also the foreign key to the parent. */
    @Entity(name = "Customs")
    @Table(name = "Customs")
    @Interleaved(in = Shipment.class, onDeleteCascade = true)
    public static class Customs {
        @Id Long id;
        @ManyToOne(fetch = FetchType.LAZY) @JoinColumn(name = "id", insertable = false, updatable = false)
        Shipment shipment;
        String status;
    }

    /** The same with a one-to-one association on the key column. */
    @Entity(name = "Invoice")
    @Table(name = "Invoices")
    @Interleaved(in = Shipment.class, onDeleteCascade = true)
    public static class Invoice {
        @Id Long id;
        @OneToOne(fetch = FetchType.LAZY) @JoinColumn(name = "id", insertable = false, updatable = false)
        Shipment shipment;
        long cents;
    }

    private final EmulatorDatabase database;

    InterleavedKeyValuesTest(EmulatorDatabase database) {
        this.database = database;
    }

    @Test
    void keysCarriedFromTheParentAreAcceptedAndLandUnderTheirParent() throws SQLException {
        try (SessionFactory factory = TestSessionFactories.create(database, Shipment.class, Manifest.class, Stop.class,
                Customs.class, Invoice.class)) {
            Long[] ids = new Long[2];
            factory.inTransaction(session -> {
                for (int i = 0; i < 2; i++) {
                    Shipment shipment = new Shipment();
                    shipment.label = "s" + i;
                    session.persist(shipment);
                    ids[i] = shipment.id;
                }
            });
            factory.inTransaction(session -> {
                Shipment second = session.getReference(Shipment.class, ids[1]);
                Manifest manifest = new Manifest();
                manifest.shipment = second;
                manifest.note = "fragile";
                session.persist(manifest);
                for (String city : List.of("Lyon", "Turin")) {
                    Stop stop = new Stop();
                    stop.shipment = second;
                    stop.city = city;
                    session.persist(stop);
                }
                Customs customs = new Customs();
                customs.id = ids[1];
                customs.status = "cleared";
                session.persist(customs);
                Invoice invoice = new Invoice();
                invoice.id = ids[1];
                invoice.cents = 1250;
                session.persist(invoice);
            });
            assertEquals(List.of(ids[1] + " | fragile"), SqlQueries.rows(database, "SELECT id, note FROM Manifests"));
            assertEquals(List.of(ids[1] + " | Lyon", ids[1] + " | Turin"),
                    SqlQueries.rows(database, "SELECT id, city FROM Stops ORDER BY city"));
            assertEquals(List.of(ids[1] + " | cleared"), SqlQueries.rows(database, "SELECT id, status FROM Customs"));
            assertEquals(List.of(ids[1] + " | 1250"), SqlQueries.rows(database, "SELECT id, cents FROM Invoices"));

            factory.inTransaction(session -> session.remove(session.find(Shipment.class, ids[1])));
            assertEquals(0, SqlQueries.rowCount(database, "Manifests"), "cascaded with the parent row");
            assertEquals(0, SqlQueries.rowCount(database, "Stops"), "cascaded with the parent row");
            assertEquals(0, SqlQueries.rowCount(database, "Customs"), "cascaded with the parent row");
            assertEquals(0, SqlQueries.rowCount(database, "Invoices"), "cascaded with the parent row");
        }
    }
}
