package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.errors.ThreadDeadline;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Background refills of the pool against the emulator's sequences: threads, failures, waits. */
@SpannerEmulatorTest
class SequencePrefetchTest {

    @Entity(name = "Event")
    public static class Event {
        @Id @BitReversedSequence(name = "event_seq", poolSize = 1000) Long id;
    }

    @Entity(name = "Ticket")
    public static class Ticket {
        @Id @BitReversedSequence(name = "ticket_seq", poolSize = 100) Long id;
    }

    @Entity(name = "Reading")
    public static class Reading {
        @Id @BitReversedSequence(name = "reading_seq", poolSize = 200) Long id;
    }

    private final EmulatorDatabase database;

    SequencePrefetchTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeEach
    void reset() {
        CountingSpannerDriver.reset();
    }

    @Test
    void closingTheSessionFactoryStopsItsRefillThreadsAndAbandonsARefillInFlight() throws Exception {
        // A first session factory creates the schema and warms the JDBC clients, which the driver
        // keeps for the JVM (also the refill client): their threads are not the session factory's.
        try (SessionFactory warmUp = TestSessionFactories.create(database, Event.class, Ticket.class, Reading.class)) {
            draw(warmUp, Event.class, 2_600);
        }
        Thread.sleep(200);
        Set<Thread> before = liveThreads();
        // The warm-up's refills have ended with its close (3 batches, and a 4th if it was under way).
        long warmUpFetches = CountingSpannerDriver.counts().sequenceFetches();

        SessionFactory factory = TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "none"),
                Event.class, Ticket.class, Reading.class);
        draw(factory, Event.class, 2_000);
        // The first batch of each of the three sequences, fetched while the factory started; Event's second
        // and third, fetched ahead when 500 ids of the first and of the second were left (the third may
        // still be on its way).
        assertEquals(warmUpFetches + 5, CountingSpannerDriver.awaitSequenceFetches(warmUpFetches + 5),
                "this factory's three first batches and two of Event's fetched ahead");
        assertTrue(refillThreads().size() >= 1 && refillThreads().size() <= 2, "refill threads: " + refillThreads());
        draw(factory, Event.class, 501);              // crosses the mark: a refill starts ...
        factory.close();                              // ... and the factory closes, in flight or not

        assertEquals(List.of(), refillThreads(), "the refill threads end before close returns");
        // Hibernate's own connection pool stops its validation thread without waiting for it.
        Set<Thread> after = liveThreads();
        Set<Thread> left = new HashSet<>(after);
        left.removeAll(before);
        for (int waited = 0; !left.isEmpty() && waited < 10_000; waited += 50) {
            Thread.sleep(50);
            after = liveThreads();
            left = new HashSet<>(after);
            left.removeAll(before);
        }
        assertEquals(Set.of(), names(left), "threads started while the session factory was open and still alive");
        // A thread of the driver's JVM-wide clients may end meanwhile (gRPC executors idle out): not this factory's.
        assertTrue(before.containsAll(after), "threads before " + names(before) + ", after " + names(after));
    }

    @Test
    void aBackgroundRefillThatFailsReachesTheNextCallerThatNeedsIdsAsTheCause() throws Exception {
        try (SessionFactory factory = TestSessionFactories.create(database,
                Map.of(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS, "2"), Event.class, Ticket.class, Reading.class);
                Session session = factory.openSession()) {
            for (int i = 0; i < 50; i++) {
                drawId(factory, session, Ticket.class);       // the first fill, by this thread
            }
            CountingSpannerDriver.abortNextSequenceFetches(2);
            drawId(factory, session, Ticket.class);           // 49 left, below the mark of 50: a refill starts
            for (int waited = 0; CountingSpannerDriver.counts().injectedAborts() < 2 && waited < 20_000; waited += 10) {
                Thread.sleep(10);
            }
            assertEquals(2, CountingSpannerDriver.counts().injectedAborts(), "the background refill was aborted twice");
            for (int i = 0; i < 49; i++) {
                drawId(factory, session, Ticket.class);       // the rest of the batch is still handed out
            }
            IdentifierGenerationException error = assertThrows(IdentifierGenerationException.class,
                    () -> drawId(factory, session, Ticket.class));
            IdentifierGenerationException cause = assertInstanceOf(IdentifierGenerationException.class, error.getCause());
            assertTrue(cause.getMessage().contains("failed 2 times in a row with a transient error (ABORTED)"), cause.getMessage());
            assertEquals(10, assertInstanceOf(SQLException.class, cause.getCause()).getErrorCode(), "ABORTED");
            assertTrue(error.getMessage().contains("ticket_seq") && error.getMessage().contains("background refill"),
                    error.getMessage());
            assertNotNull(drawId(factory, session, Ticket.class), "the next caller fetches again, and succeeds");
        }
    }

    @Test
    void aCallerDrawingSlowerThanTheRefillsNeverWaits() throws Exception {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        // The mark at the whole pool: a refill starts as soon as a batch arrives, and has the time of 200 draws.
        try (SessionFactory factory = TestSessionFactories.create(database, Map.of(SpannerKeysSettings.METRICS_REGISTRY,
                registry, SpannerKeysSettings.SEQUENCE_LOW_WATER_MARK, "100%"), Event.class, Ticket.class, Reading.class);
                Session session = factory.openSession()) {
            drawId(factory, session, Reading.class);          // the first batch was drawn while the factory started
            Timer waits = registry.get("spanner.keys.sequence.wait").tag("sequence", "reading_seq").timer();
            assertEquals(0, waits.count(), "the first id waited for nothing");
            // The caller is slower than the refills by construction, whatever the machine's load: before each draw
            // it waits until the pool holds an id (the background refill that started when the last batch
            // arrived has delivered). A draw must then come from memory, never wait inside the pool.
            Gauge remaining = registry.get("spanner.keys.sequence.pool.remaining").tag("sequence", "reading_seq").gauge();
            for (int i = 1; i < 700; i++) {
                long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
                while (remaining.value() < 1) {
                    assertTrue(System.nanoTime() < deadline, "no refill delivered within a minute");
                    Thread.sleep(1);
                }
                drawId(factory, session, Reading.class);
            }
            assertEquals(0, waits.count(), "a caller waited for a refill");
            Timer refills = registry.get("spanner.keys.sequence.refill").tags("sequence", "reading_seq",
                    "outcome", "success").timer();
            assertTrue(refills.count() >= 4, "refills: " + refills.count());
            assertTrue(remaining.value() >= 0 && remaining.value() <= 400, "remaining " + remaining.value());
        }
        assertTrue(registry.find("spanner.keys.sequence.pool.remaining").gauges().isEmpty(),
                "the pool's gauge goes with its session factory");
    }

    @Test
    void aBackgroundRefillOverlappingTheApplicationsDmlFlushStillDeliversIds() throws Exception {
        try (SessionFactory factory = TestSessionFactories.create(database, Event.class, Ticket.class, Reading.class)) {
            for (int round = 0; round < 3; round++) {
                factory.inTransaction(session -> {
                    for (int i = 0; i < 51; i++) {
                        session.persist(new Ticket());     // the 51st crosses the mark: a refill starts ...
                    }
                    session.flush();                       // ... while 51 inserts run as DML
                    for (int i = 0; i < 100; i++) {
                        session.persist(new Ticket());     // needs the refilled batch
                    }
                });
            }
        }
        try (java.sql.Connection connection = SqlQueries.connect(database);
                java.sql.ResultSet rows = connection.createStatement()
                        .executeQuery("SELECT COUNT(DISTINCT id) FROM Ticket")) {
            assertTrue(rows.next());
            assertEquals(3 * 151, rows.getLong(1));
        }
    }

    private static Object drawId(SessionFactory factory, Session session, Class<?> entity) {
        return TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, entity);
    }

    private static void draw(SessionFactory factory, Class<?> entity, int count) {
        try (Session session = factory.openSession()) {
            for (int i = 0; i < count; i++) {
                drawId(factory, session, entity);
            }
        }
    }

    /**
     * The live threads, less closers of refill connections that timed out in other tests (against their
     * stopped emulators): they end on the driver's time, not this session factory's.
     */
    /**
     * The live threads, without the library's two JVM-wide ones, which no session factory owns: the closer of
     * given-up connections, and the deadlines' timer, which ends 30 s after it last ran and is started again by
     * the next watch, so that the one alive after a factory closed may be a new one while the factory was open.
     */
    private static Set<Thread> liveThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive)
                .filter(thread -> !thread.getName().equals("spanner-keys-connection-closer")
                        && !thread.getName().equals(ThreadDeadline.TIMER_THREAD))
                .collect(Collectors.toSet());
    }

    private static List<String> refillThreads() {
        return liveThreads().stream().map(Thread::getName).filter(name -> name.startsWith("spanner-keys-refill-"))
                .sorted().toList();
    }

    private static Set<String> names(Set<Thread> threads) {
        return threads.stream().map(Thread::getName).collect(Collectors.toSet());
    }
}
