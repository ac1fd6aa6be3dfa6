package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.junit.jupiter.api.Test;

/**
 * Two session factories, eight threads each, drawing 50,000 ids per thread from one Spanner sequence
 * with background prefetch on (the default): 800,000 ids, 800 refills, no id twice.
 */
@SpannerEmulatorTest
class BitReversedSequenceConcurrencyTest {

    static final int THREADS_PER_FACTORY = 8;
    static final int IDS_PER_THREAD = 50_000;
    /**
     * The emulator aborts one of two read-write transactions on a database that overlap, and the two
     * factories' refills share it: the uniqueness checked here must not depend on the retry budget.
     */
    static final Map<String, Object> SETTINGS = Map.of(SpannerKeysSettings.SEQUENCE_PREFETCH, "true",
            SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS, "30");

    @Entity(name = "Event")
    public static class Event {
        @Id @BitReversedSequence(name = "event_seq", poolSize = 1000) Long id;
        String payload;
    }

    @Test
    void noIdIsHandedOutTwice(EmulatorDatabase database) throws Exception {
        Map<String, Object> noSchema = new HashMap<>(SETTINGS);
        noSchema.put("hibernate.hbm2ddl.auto", "none");
        try (SessionFactory first = TestSessionFactories.create(database, SETTINGS, Event.class);
                SessionFactory second = TestSessionFactories.create(database, noSchema, Event.class)) {
            Set<Long> seen = ConcurrentHashMap.newKeySet();
            List<Long> samples = new ArrayList<>();
            ExecutorService executor = Executors.newFixedThreadPool(2 * THREADS_PER_FACTORY);
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<List<Long>>> results = new ArrayList<>();
                for (SessionFactory factory : List.of(first, second)) {
                    for (int t = 0; t < THREADS_PER_FACTORY; t++) {
                        results.add(executor.submit(() -> draw(factory, start)));
                    }
                }
                start.countDown();
                for (Future<List<Long>> result : results) {
                    List<Long> ids = result.get(10, TimeUnit.MINUTES);
                    assertEquals(IDS_PER_THREAD, ids.size());
                    for (long id : ids) {
                        assertTrue(id > 0);
                        assertTrue(seen.add(id), "id " + id + " was handed out twice");
                    }
                    samples.add(ids.get(0));
                }
            } finally {
                executor.shutdownNow();
            }
            assertEquals(2 * THREADS_PER_FACTORY * IDS_PER_THREAD, seen.size());

            // Persist a sample with explicitly drawn ids: the rows really land under those keys.
            first.inTransaction(session -> {
                for (int i = 0; i < 100; i++) {
                    Event event = new Event();
                    event.payload = "sample " + i;
                    session.persist(event);
                    assertTrue(seen.add(event.id), "a persisted id collides with a drawn one");
                }
            });
            try (Connection connection = SqlQueries.connect(database);
                    ResultSet rows = connection.createStatement().executeQuery("SELECT COUNT(DISTINCT id) FROM Event")) {
                assertTrue(rows.next());
                assertEquals(100, rows.getLong(1));
            }
        }
    }

    private static List<Long> draw(SessionFactory factory, CountDownLatch start) throws InterruptedException {
        start.await();
        List<Long> ids = new ArrayList<>(IDS_PER_THREAD);
        try (Session session = factory.openSession()) {
            for (int i = 0; i < IDS_PER_THREAD; i++) {
                ids.add((Long) TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Event.class));
            }
        }
        return ids;
    }
}
