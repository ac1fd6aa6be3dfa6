package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.hibernate.mutations.ConcertDomain.Concert;
import dev.spannerkeys.hibernate.mutations.ConcertDomain.ConcertKey;
import dev.spannerkeys.hibernate.mutations.ConcertDomain.Performer;
import dev.spannerkeys.hibernate.mutations.ConcertDomain.TicketSale;
import dev.spannerkeys.hibernate.mutations.ConcertDomain.TicketSaleKey;
import dev.spannerkeys.hibernate.mutations.ConcertDomain.Venue;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.hibernate.Hibernate;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@link ConcertDomain} model, loaded, updated and deleted in both mutation write modes, with the
 * JDBC driver's automatic DML batching on and off. Which writes went as mutations and which as DML is
 * counted from what reached the JDBC driver ({@link CountingSpannerDriver}); what was stored is read
 * back and compared with what the application wrote.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.GOOGLE_STANDARD_SQL)
abstract class ConcertWritePathContract {

    static final int PERFORMERS = 12;
    static final int VENUES = 8;
    static final int CONCERTS_PER_VENUE = 3;
    static final int SALES_PER_CONCERT = 15;

    private final EmulatorDatabase database;

    ConcertWritePathContract(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema() {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.WARNING);
        // The library's own schema export creates the tables, sequences and interleaving.
        WritePathFactories.create(database, null, "create", ConcertDomain.ALL).close();
    }

    @AfterAll
    void report() {
        FIGURES.forEach((run, figure) -> System.out.println("[concert write path] " + database.dialect() + " " + run
                + ": " + figure));
    }

    @BeforeEach
    void emptyTables() throws SQLException {
        WritePathFactories.truncate(database, ConcertDomain.TABLES);
        CountingSpannerDriver.resetWrites();
    }

    /** What each run measured, printed after the class (the figures in docs/write-path.md). */
    private static final Map<String, String> FIGURES = new LinkedHashMap<>();

    /** The least share of inserted rows that must reach Spanner as mutations. */
    double minimumMutationShare() {
        return 0.95;
    }

    static Stream<Arguments> modes() {
        return Stream.of(Arguments.of(WriteMode.MUTATIONS_AT_COMMIT, false),
                Arguments.of(WriteMode.MUTATIONS_AT_COMMIT, true), Arguments.of(WriteMode.MUTATIONS_ALWAYS, false),
                Arguments.of(WriteMode.MUTATIONS_ALWAYS, true));
    }

    private SessionFactory factory(WriteMode mode, boolean autoBatchDml) {
        String url = CountingSpannerDriver.wrap(autoBatchDml ? database.jdbcUrl("auto_batch_dml=true") : database.jdbcUrl());
        return WritePathFactories.create(database, url, mode, "none", ConcertDomain.ALL);
    }

    /** The whole domain in one transaction, the way a loader writes it; returns what it wrote. */
    private static Loaded load(Session session) {
        Loaded loaded = new Loaded();
        for (int i = 0; i < PERFORMERS; i++) {
            Performer performer = new Performer(i);
            session.persist(performer);
            loaded.performers.add(performer);
        }
        for (int v = 0; v < VENUES; v++) {
            Venue venue = new Venue(v);
            session.persist(venue);
            loaded.venues.add(venue);
        }
        for (int i = 0; i < PERFORMERS; i++) {
            loaded.performers.get(i).favouriteVenues.add(loaded.venues.get(i % VENUES));
            loaded.performers.get(i).favouriteVenues.add(loaded.venues.get((i + 3) % VENUES));
        }
        int n = 0;
        for (Venue venue : loaded.venues) {
            for (int c = 0; c < CONCERTS_PER_VENUE; c++) {
                Concert concert = new Concert(venue, loaded.performers.get(n % PERFORMERS), n);
                session.persist(concert);
                loaded.concerts.add(concert);
                for (int s = 0; s < SALES_PER_CONCERT; s++) {
                    TicketSale sale = new TicketSale(concert, n * SALES_PER_CONCERT + s);
                    session.persist(sale);
                    loaded.sales.add(sale);
                }
                n++;
            }
        }
        return loaded;
    }

    static final class Loaded {
        final List<Performer> performers = new ArrayList<>();
        final List<Venue> venues = new ArrayList<>();
        final List<Concert> concerts = new ArrayList<>();
        final List<TicketSale> sales = new ArrayList<>();

        int rows() {
            int collectionRows = 0;
            for (Performer performer : performers) {
                collectionRows += performer.nicknames.size() + performer.favouriteVenues.size();
            }
            return performers.size() + venues.size() + concerts.size() + sales.size() + collectionRows;
        }
    }

    @ParameterizedTest(name = "{0}, auto_batch_dml={1}")
    @MethodSource("modes")
    void theDomainIsLoadedAsMutationsUpdatedDeletedAndReadBackAsWritten(WriteMode mode, boolean autoBatchDml)
            throws SQLException {
        String run = mode.settingValue() + (autoBatchDml ? " + auto_batch_dml" : "");
        try (SessionFactory factory = factory(mode, autoBatchDml)) {
            DmlFallbacks fallbacks = DmlFallbacks.of(factory);

            // 1. Bulk load, one transaction.
            Loaded loaded;
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                loaded = load(session);
                transaction.commit();
            }
            int inserted = loaded.rows();
            int mutationInserts = sum(CountingSpannerDriver.mutationWrites(), "INSERT");
            int dmlInserts = sum(CountingSpannerDriver.dmlWrites(), "INSERT");
            assertEquals(inserted, mutationInserts + dmlInserts, "every row reached Spanner once: "
                    + CountingSpannerDriver.mutationWrites() + " " + CountingSpannerDriver.dmlWrites());
            double share = (double) mutationInserts / inserted;
            FIGURES.put(run + ", load", mutationInserts + "/" + inserted + " inserted rows as mutations ("
                    + Math.round(share * 1000) / 10.0 + "%), DML " + CountingSpannerDriver.dmlWrites()
                    + ", fallbacks " + fallbacks.counts());
            assertTrue(share >= minimumMutationShare(), run + ": " + FIGURES.get(run + ", load"));
            assertEquals(loaded.sales.size(), SqlQueries.rowCount(database, "TicketSales"));
            assertEquals(loaded.concerts.size(), SqlQueries.rowCount(database, "Concerts"));
            assertStored(factory, loaded);

            // 2. Updates: JSON, arrays, a converter, collection rows added and removed.
            CountingSpannerDriver.resetWrites();
            fallbacks.clear();
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                List<Concert> concerts = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    Concert concert = session.find(Concert.class, key(loaded.concerts.get(i)));
                    concert.rider.put("updated", true);
                    concert.seatCounts = new Long[] {1L, 2L, 3L};
                    concert.setList = new String[] {"Only song"};
                    concerts.add(concert);
                }
                List<TicketSale> sales = new ArrayList<>();
                for (int i = 0; i < 10; i++) {
                    TicketSale sale = session.find(TicketSale.class, key(loaded.sales.get(i)));
                    sale.refunded = !sale.refunded;
                    sale.price = new ConcertDomain.Money("CHF", sale.amount);
                    sale.seats = List.of("standing");
                    sales.add(sale);
                }
                // The concerts loaded above hold lazy proxies of their performers: find returns the
                // proxy, whose fields the test must not touch directly.
                Performer renamed = (Performer) Hibernate.unproxy(
                        session.find(Performer.class, loaded.performers.get(1).performerId));
                renamed.nicknames.remove("P1");
                renamed.nicknames.add("Renamed");
                transaction.commit();
                for (int i = 0; i < concerts.size(); i++) {
                    copy(concerts.get(i), loaded.concerts.get(i));
                }
                for (int i = 0; i < sales.size(); i++) {
                    copy(sales.get(i), loaded.sales.get(i));
                }
                loaded.performers.get(1).nicknames.remove("P1");
                loaded.performers.get(1).nicknames.add("Renamed");
                loaded.performers.get(1).version = renamed.version;
            }
            FIGURES.put(run + ", update", "mutations " + CountingSpannerDriver.mutationWrites() + ", DML "
                    + CountingSpannerDriver.dmlWrites() + ", fallbacks " + fallbacks.counts());
            assertStored(factory, loaded);

            // 3. Deletes: a venue (Spanner cascades to its concerts and their sales), a performer
            //    without concerts (its element collection and join rows go with it).
            CountingSpannerDriver.resetWrites();
            fallbacks.clear();
            Venue gone = loaded.venues.get(0);
            Performer leaving = new Performer(99);
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                session.persist(leaving);
                leaving.nicknames.add("Gone soon");
                leaving.favouriteVenues.add(session.find(Venue.class, loaded.venues.get(1).venueId));
                transaction.commit();
            }
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                Venue venue = session.find(Venue.class, gone.venueId);
                for (Performer performer : session.createSelectionQuery(
                        "select p from Performer p join p.favouriteVenues v where v.venueId = :id", Performer.class)
                        .setParameter("id", gone.venueId).list()) {
                    performer.favouriteVenues.remove(venue);
                }
                session.remove(session.find(Performer.class, leaving.performerId));
                session.remove(venue);
                transaction.commit();
            }
            FIGURES.put(run + ", delete", "mutations " + CountingSpannerDriver.mutationWrites() + ", DML "
                    + CountingSpannerDriver.dmlWrites() + ", fallbacks " + fallbacks.counts());
            loaded.venues.remove(gone);
            loaded.concerts.removeIf(c -> c.venueId.equals(gone.venueId));
            loaded.sales.removeIf(s -> s.venueId.equals(gone.venueId));
            for (Performer performer : loaded.performers) {
                performer.favouriteVenues.removeIf(v -> v.venueId.equals(gone.venueId));
            }
            try (Session session = factory.openSession()) {
                assertNull(session.find(Performer.class, leaving.performerId));
                for (Performer performer : loaded.performers) {
                    performer.version = ((Performer) Hibernate.unproxy(
                            session.find(Performer.class, performer.performerId))).version;
                }
            }
            assertEquals(loaded.sales.size(), SqlQueries.rowCount(database, "TicketSales"));
            assertEquals(loaded.concerts.size(), SqlQueries.rowCount(database, "Concerts"));
            assertEquals(0, countWhere("PerformerNicknames", "PerformerId", leaving.performerId));
            assertStored(factory, loaded);
        }
    }

    @Test
    void withAutomaticDmlBatchingDmlAndMutationsCommitTogether() throws SQLException {
        try (SessionFactory factory = factory(WriteMode.MUTATIONS_AT_COMMIT, true)) {
            Loaded loaded;
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                loaded = load(session);
                transaction.commit();
            }
            CountingSpannerDriver.resetWrites();
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                // Versioned updates are DML: they wait in the driver's batch ...
                for (Concert concert : session.createSelectionQuery("from Concert", Concert.class).list()) {
                    concert.rider.put("checked", true);
                }
                session.flush();
                // ... and the commit also buffers mutations.
                for (int i = 0; i < 50; i++) {
                    session.persist(new TicketSale(loaded.concerts.get(i % loaded.concerts.size()), 10_000 + i));
                }
                transaction.commit();
            }
            assertEquals(loaded.concerts.size(), sum(CountingSpannerDriver.dmlWrites(), "UPDATE"));
            assertEquals(50, sum(CountingSpannerDriver.mutationWrites(), "INSERT"));
            assertEquals(loaded.sales.size() + 50, SqlQueries.rowCount(database, "TicketSales"));
            try (Session session = factory.openSession()) {
                for (Concert concert : session.createSelectionQuery("from Concert", Concert.class).list()) {
                    assertEquals(true, concert.rider.get("checked"));
                }
            }
        }
    }

    private void assertStored(SessionFactory factory, Loaded loaded) {
        try (Session session = factory.openSession()) {
            Map<Long, Performer> performers = new HashMap<>();
            session.createSelectionQuery("from Performer p left join fetch p.nicknames", Performer.class).list()
                    .forEach(p -> performers.put(p.performerId, p));
            for (Performer performer : loaded.performers) {
                Performer stored = performers.get(performer.performerId);
                stored.favouriteVenues.size();
                assertEquals(ConcertDomain.stateOf(performer), ConcertDomain.stateOf(stored));
            }
            for (Venue venue : loaded.venues) {
                assertEquals(ConcertDomain.stateOf(venue),
                        ConcertDomain.stateOf(session.find(Venue.class, venue.venueId)));
            }
            for (Concert concert : loaded.concerts) {
                assertEquals(ConcertDomain.stateOf(concert),
                        ConcertDomain.stateOf(session.find(Concert.class, key(concert))));
            }
            Map<TicketSaleKey, TicketSale> sales = new HashMap<>();
            session.createSelectionQuery("from TicketSale", TicketSale.class).list()
                    .forEach(s -> sales.put(key(s), s));
            assertEquals(loaded.sales.size(), sales.size());
            for (TicketSale sale : loaded.sales) {
                assertEquals(ConcertDomain.stateOf(sale), ConcertDomain.stateOf(sales.get(key(sale))));
            }
        }
    }

    private long countWhere(String table, String column, long value) throws SQLException {
        try (var connection = SqlQueries.connect(database);
                var statement = connection.createStatement();
                var rows = statement.executeQuery("SELECT COUNT(*) FROM " + table + " WHERE " + column + " = " + value)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static void copy(Concert from, Concert to) {
        to.rider = from.rider;
        to.seatCounts = from.seatCounts;
        to.setList = from.setList;
        to.version = from.version;
    }

    private static void copy(TicketSale from, TicketSale to) {
        to.refunded = from.refunded;
        to.price = from.price;
        to.seats = from.seats;
        to.version = from.version;
    }

    private static ConcertKey key(Concert concert) {
        return new ConcertKey(concert.venueId, concert.concertId);
    }

    private static TicketSaleKey key(TicketSale sale) {
        return new TicketSaleKey(sale.venueId, sale.concertId, sale.ticketSaleId);
    }

    private static int sum(Map<String, Integer> counts, String operation) {
        int sum = 0;
        for (Map.Entry<String, Integer> entry : counts.entrySet()) {
            if (entry.getKey().startsWith(operation + " ")) {
                sum += entry.getValue();
            }
        }
        return sum;
    }
}
