package dev.spannerkeys.hibernate.internal.id;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code spanner.keys.sequence.prefetch-on-start}: the first batch of every pooled sequence is drawn
 * while the session factory starts, so the first transaction makes no sequence round trip; off, the
 * first id drawn fetches it.
 */
@SpannerEmulatorTest
class PrefetchOnStartTest {

    @Entity(name = "Arrival")
    public static class Arrival {
        @Id @BitReversedSequence(name = "arrival_seq", poolSize = 100) Long id;
        String gate;
    }

    @Entity(name = "Departure")
    public static class Departure {
        @Id @BitReversedSequence(name = "departure_seq", poolSize = 100) Long id;
    }

    private final EmulatorDatabase database;

    PrefetchOnStartTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeEach
    void reset() {
        CountingSpannerDriver.reset();
    }

    @Test
    void theFirstBatchIsDrawnWhileTheSessionFactoryStartsAndTheFirstTransactionFetchesNone() throws Exception {
        long before = CountingSpannerDriver.counts().sequenceFetches();
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"),
                Arrival.class)) {
            long atStart = CountingSpannerDriver.counts().sequenceFetches();
            assertEquals(before + 1, atStart, "one batch drawn by the session factory's start");

            List<Long> ids = persist(factory, 10);
            assertEquals(atStart, CountingSpannerDriver.counts().sequenceFetches(),
                    "the first transaction draws its ids from the batch fetched at start");
            assertEquals(10, SqlQueries.rowCount(database, "Arrival"));
            // The batch is the sequence's first: counters 1..10 in order, bit-reversed.
            List<Long> counters = ids.stream().map(BitReversal::counterOf).toList();
            for (int i = 1; i < counters.size(); i++) {
                assertEquals(counters.get(i - 1) + 1, counters.get(i), "ids in counter order: " + counters);
            }
        }
    }

    @Test
    void switchedOffTheFirstIdDrawnFetchesTheBatch() throws Exception {
        long before = CountingSpannerDriver.counts().sequenceFetches();
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false"),
                Arrival.class)) {
            assertEquals(before, CountingSpannerDriver.counts().sequenceFetches(), "nothing drawn at start");
            persist(factory, 3);
            assertTrue(CountingSpannerDriver.counts().sequenceFetches() >= before + 1,
                    "the first id drawn fetched the batch");
            assertEquals(3, SqlQueries.rowCount(database, "Arrival"));
        }
    }

    @Test
    void theDropActionDrawsNothingFromTheSequencesItHasJustDropped() throws Exception {
        try (SessionFactory created = TestSessionFactories.create(database, Map.of(), Departure.class)) {
            assertEquals(1, sequenceCount("departure_seq"), "created by the first factory");
        }
        long before = CountingSpannerDriver.counts().sequenceFetches();
        try (SessionFactory dropping = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "drop"),
                Departure.class)) {
            assertEquals(0, sequenceCount("departure_seq"), "dropped by the schema action");
            assertEquals(before, CountingSpannerDriver.counts().sequenceFetches(),
                    "no first batch drawn from a sequence the schema action dropped");
        }
    }

    private long sequenceCount(String name) throws Exception {
        return SqlQueries.count(database,
                "SELECT COUNT(*) FROM information_schema.sequences WHERE name = '" + name + "'");
    }

    @Test
    void aSequenceThatIsNotThereDoesNotStopTheStartAndTheFirstIdReportsIt() {
        // No schema action: departure_seq was never created.
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "none"),
                Departure.class); Session session = factory.openSession()) {
            IdentifierGenerationException missing = assertThrows(IdentifierGenerationException.class,
                    () -> TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Departure.class));
            assertTrue(missing.getMessage().contains("departure_seq") && missing.getMessage().contains("does not exist"),
                    missing.getMessage());
        }
    }

    @Test
    void aValueThatIsNotABooleanIsRefusedAtBootstrap() {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "none", SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "sometimes"),
                Arrival.class).close());
        String messages = messages(refused);
        assertTrue(messages.contains(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START) && messages.contains("sometimes"),
                messages);
    }

    private static List<Long> persist(SessionFactory factory, int rows) {
        List<Long> ids = new ArrayList<>();
        try (Session session = factory.openSession()) {
            session.beginTransaction();
            List<Arrival> arrivals = new ArrayList<>();
            for (int i = 0; i < rows; i++) {
                Arrival arrival = new Arrival();
                arrival.gate = "G" + i;
                session.persist(arrival);
                arrivals.add(arrival);
            }
            session.getTransaction().commit();
            arrivals.forEach(arrival -> ids.add(arrival.id));
        }
        return ids;
    }

    private static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
