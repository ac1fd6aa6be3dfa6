package dev.spannerkeys.transactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SequenceMetrics;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.hibernate.exception.LockAcquisitionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Real aborts, retried: with the library's serialization of emulator transactions off, the emulator aborts
 * read-write transactions that overlap ("The emulator only supports one transaction at a time"), and the
 * connections of one client invalidate each other's transactions, as Cloud Spanner aborts transactions under
 * lock contention. Four threads each increment two counters three times by reading the entity and writing
 * {@code n + 1}, each increment one {@link SpannerTransactions#runWithRetry} unit of work: every increment is
 * applied exactly once (none lost, none doubled), and aborts did happen and were counted in the metric. In every
 * write mode; where the work flushes DML, an abort reaches the work as Hibernate's {@link LockAcquisitionException}
 * with the library's message.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.GOOGLE_STANDARD_SQL)
abstract class AbortedTransactionsContract {

    private static final int THREADS = 4;
    private static final int INCREMENTS = 3;

    private final EmulatorDatabase database;

    AbortedTransactionsContract(EmulatorDatabase database) {
        this.database = database;
    }

    /** Counts {@link SpannerKeysMetrics#transactionAborted} by outcome; records nothing else. */
    static final class AbortCounts implements SpannerKeysMetrics {
        final Map<String, LongAdder> outcomes = new ConcurrentHashMap<>();

        @Override
        public SequenceMetrics sequence(String name) {
            return SequenceMetrics.NONE;
        }

        @Override
        public AutoCloseable poolRemaining(String sequence, LongSupplier remaining) {
            return () -> { };
        }

        @Override
        public void write(boolean mutation, String reason) {
        }

        @Override
        public void commit(String outcome) {
        }

        @Override
        public void transactionAborted(String outcome) {
            outcomes.computeIfAbsent(outcome, key -> new LongAdder()).increment();
        }

        long count(String outcome) {
            LongAdder adder = outcomes.get(outcome);
            return adder == null ? 0 : adder.sum();
        }
    }

    /** The schema, created once, as an application would (its transactions serialized on the emulator). */
    @BeforeAll
    void createSchema() {
        TestSessionFactories.create(database, Map.of("hibernate.connection.pool_size", "1"), Counter.class).close();
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void everyIncrementIsAppliedExactlyOnceThoughSpannerAbortsTransactions(WriteMode mode) throws Exception {
        AbortCounts metrics = new AbortCounts();
        Map<String, Object> settings = Map.of(
                SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, "off",
                SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                SpannerKeysSettings.TRANSACTION_RETRY_ATTEMPTS, "200",
                SpannerKeysSettings.METRICS_REGISTRY, metrics,
                "hibernate.connection.pool_size", String.valueOf(THREADS),
                "hibernate.hbm2ddl.auto", "none");
        List<Throwable> aborts = new ArrayList<>();
        try (SessionFactory factory = TestSessionFactories.create(database, settings, Counter.class)) {
            factory.inTransaction(session -> {
                session.createMutationQuery("delete from Counter").executeUpdate();
                session.persist(new Counter(1, "one", 0));
                session.persist(new Counter(2, "two", 0));
            });
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    done.add(threads.submit(() -> {
                        start.await();
                        for (int i = 0; i < INCREMENTS; i++) {
                            for (long id = 1; id <= 2; id++) {
                                long counter = id;
                                SpannerTransactions.runWithRetry(factory, entityManager -> {
                                    try {
                                        entityManager.find(Counter.class, counter).n++;
                                        entityManager.flush();
                                    } catch (RuntimeException e) {
                                        if (SpannerTransactions.isAborted(e)) {
                                            synchronized (aborts) {
                                                aborts.add(e);
                                            }
                                        }
                                        throw e;
                                    }
                                    return null;
                                });
                            }
                        }
                        return null;
                    }));
                }
                start.countDown();
                for (Future<?> thread : done) {
                    thread.get(120, TimeUnit.SECONDS);
                }
            } finally {
                threads.shutdownNow();
            }
            Map<Long, Long> counts = factory.fromTransaction(session -> session.createSelectionQuery("from Counter",
                    Counter.class).getResultList().stream().collect(Collectors.toMap(c -> c.id, c -> c.n)));
            assertEquals(Map.of(1L, (long) THREADS * INCREMENTS, 2L, (long) THREADS * INCREMENTS), counts,
                    "every increment once; aborts retried: " + metrics.count("retried"));
        }
        assertTrue(metrics.count("retried") > 0, "Spanner aborted transactions, and they were run again");
        assertEquals(0, metrics.count("gave-up"));
        System.out.printf("%s: %d aborts retried, %d seen by the work's flush%n", mode, metrics.count("retried"),
                aborts.size());
        if (mode == WriteMode.MUTATIONS_ALWAYS) {
            return; // the flush buffers mutations: the aborts come at the commit, after the work
        }
        assertTrue(!aborts.isEmpty(), "aborts seen inside the work");
        LockAcquisitionException abort = TransactionsContract.cause(aborts.get(0), LockAcquisitionException.class);
        assertNotNull(abort, aborts.get(0).toString());
        assertTrue(abort.getMessage().contains("running the whole transaction again"), abort.getMessage());
    }
}
