package dev.spannerkeys.hibernate.internal.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.emulator.SerializedSessions.Note;
import dev.spannerkeys.hibernate.internal.emulator.SerializedSessions.Take;
import dev.spannerkeys.hibernate.internal.emulator.SerializedSessions.Ticket;
import dev.spannerkeys.hibernate.internal.emulator.SerializedSessions.Track;
import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.jdbc.SerializedConnections;
import dev.spannerkeys.jdbc.TransactionLockTimeoutException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hibernate sessions of several threads and session factories on one emulator database, with the
 * library's defaults: the connection provider is serialized ({@code auto} recognizes the emulator
 * URL), so every transaction commits, none is retried, and nobody waits forever.
 */
@SpannerEmulatorTest
class SerializedSessionsTest {

    /** Two session factories with two threads each: 4 threads. */
    static final int THREADS_PER_FACTORY = 2;
    static final int TRANSACTIONS_PER_THREAD = 5;
    static final int ROWS_PER_TRANSACTION = 100;
    /** How long the mixed workload runs here; the benchmarks module runs it for 20 s. */
    static final Duration MIXED_DURATION = Duration.ofSeconds(Long.getLong("spanner.keys.test.mixed-seconds", 5));

    private static final AtomicLong NOTE_IDS = new AtomicLong();

    /** The lock timeout of the loan test: a commit that ends sooner did not wait for it. */
    private static final Duration LOAN_TEST_LOCK_TIMEOUT = Duration.ofSeconds(20);

    @BeforeAll
    static void schema(EmulatorDatabase database) {
        SerializedSessions.createSchema(database);
    }

    @AfterEach
    void nobodyHoldsOrWaits(EmulatorDatabase database) {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        assertEquals(Optional.empty(), lock.holder(), "a test left the lock held: " + lock);
        assertEquals(0, lock.waitingThreads(), "a test left threads waiting: " + lock);
    }

    @Test
    void theConnectionProviderIsSerializedForAnEmulatorUrl(EmulatorDatabase database) throws Exception {
        assertTrue(SerializedConnections.targetsEmulator(database.jdbcUrl()),
                "the emulator module's URLs are recognized by 'auto'");
        try (SessionFactory factory = SerializedSessions.create(database, 1, Map.of())) {
            // The write path's watch of the session's statements is in front (WatchingConnectionProvider).
            ConnectionProvider provider = providerOf(factory);
            assertTrue(provider.isUnwrappableAs(SerializingConnectionProvider.class), provider.toString());
            SerializingConnectionProvider serializing = provider.unwrap(SerializingConnectionProvider.class);
            assertEquals(SerializedConnections.DEFAULT_LOCK_TIMEOUT, serializing.lockTimeout());
            try (Session session = factory.openSession()) {
                session.doWork(connection -> assertTrue(connection.isWrapperFor(SerializedConnection.class)));
            }
        }
        try (SessionFactory off = SerializedSessions.create(database, 1,
                Map.of(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, "off"))) {
            assertFalse(providerOf(off).isUnwrappableAs(SerializingConnectionProvider.class));
        }
    }

    /** (a) 4 threads on 2 session factories x 5 transactions x 100 rows, in both write modes. */
    @Test
    void concurrentWritersOfTwoSessionFactoriesAllCommitInDmlMode(EmulatorDatabase database) throws Exception {
        writeConcurrently(database, "dml", row -> new Track("row " + row, 1), "tracks");
    }

    @Test
    void concurrentWritersOfTwoSessionFactoriesAllCommitInMutationsAtCommitMode(EmulatorDatabase database)
            throws Exception {
        writeConcurrently(database, "mutations-at-commit", row -> new Take("row " + row), "takes");
    }

    private static void writeConcurrently(EmulatorDatabase database, String writeMode, IntFunction<Object> newRow,
            String table) throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        long retriesBefore = lock.retries();
        Map<String, Object> settings = Map.of(SpannerKeysSettings.WRITE_MODE, writeMode);
        AtomicInteger failed = new AtomicInteger();
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        try (SessionFactory first = SerializedSessions.create(database, THREADS_PER_FACTORY + 1, settings);
                SessionFactory second = SerializedSessions.create(database, THREADS_PER_FACTORY + 1, settings)) {
            ExecutorService threads = Executors.newFixedThreadPool(2 * THREADS_PER_FACTORY);
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<?>> done = new ArrayList<>();
                for (SessionFactory factory : List.of(first, second)) {
                    for (int t = 0; t < THREADS_PER_FACTORY; t++) {
                        done.add(threads.submit(() -> {
                            start.await();
                            for (int i = 0; i < TRANSACTIONS_PER_THREAD; i++) {
                                try {
                                    factory.inTransaction(session -> {
                                        for (int row = 0; row < ROWS_PER_TRANSACTION; row++) {
                                            session.persist(newRow.apply(row));
                                        }
                                    });
                                } catch (RuntimeException e) {
                                    failed.incrementAndGet();
                                    failures.add(e);
                                }
                            }
                            return null;
                        }));
                    }
                }
                start.countDown();
                for (Future<?> result : done) {
                    result.get(10, TimeUnit.MINUTES);
                }
            } finally {
                threads.shutdownNow();
            }
        }
        assertEquals(0, failed.get(), () -> "failed transactions: " + failures);
        assertEquals(0, lock.retries() - retriesBefore, "transactions retried after an abort");
        long expected = 2L * THREADS_PER_FACTORY * TRANSACTIONS_PER_THREAD * ROWS_PER_TRANSACTION;
        assertEquals(2_000, expected);
        assertEquals(expected, SerializedSessions.count(database, "SELECT COUNT(*) FROM " + table));
    }

    /** (b) 4 writers and 4 readers in read-only transactions, all through Hibernate. */
    @Test
    void writersAndReadOnlyReadersRunSideBySideWithoutFailures(EmulatorDatabase database) throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        long retriesBefore = lock.retries();
        MixedWorkload.Result result;
        try (SessionFactory factory = SerializedSessions.create(database, 9,
                Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit"))) {
            result = MixedWorkload.run(factory, 4, 4, MIXED_DURATION, 3);
        }
        assertEquals(0, result.failed(), () -> "failed operations: " + result.failures());
        assertEquals(0, lock.retries() - retriesBefore, "transactions retried after an abort");
        assertTrue(result.writes() > 0 && result.reads() > 0, result::toString);
        System.out.println("mixed workload: " + result);
        assertEquals(result.writes() * 3, SerializedSessions.count(database, "SELECT COUNT(*) FROM plays"));
    }

    /**
     * (c) A transaction holding the lock refills its pool on the dedicated client while three other
     * threads wait for the lock: the refill goes ahead (same thread), and everyone commits.
     */
    @Test
    void aRefillInsideAnOpenTransactionGoesAheadWhileOthersWait(EmulatorDatabase database) throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        long ticketsBefore = SerializedSessions.count(database, "SELECT COUNT(*) FROM tickets");
        ExecutorService others = Executors.newFixedThreadPool(3);
        try (SessionFactory factory = SerializedSessions.create(database, 5, Map.of())) {
            List<Future<?>> waiting = new ArrayList<>();
            try (Session session = factory.openSession()) {
                session.beginTransaction();
                session.createSelectionQuery("select count(t) from Ticket t", Long.class).getSingleResult();
                assertTrue(lock.isHeldByCurrentThread());
                for (int t = 0; t < 3; t++) {
                    int thread = t;
                    waiting.add(others.submit(() -> factory.inTransaction(other -> {
                        other.createSelectionQuery("select count(t) from Ticket t", Long.class).getSingleResult();
                        other.persist(new Ticket("waiter " + thread));
                    })));
                }
                awaitWaiting(lock, 3);
                for (int i = 0; i < 12; i++) {
                    session.persist(new Ticket("holder " + i)); // pools of 5: refills on this thread
                }
                session.flush();
                assertEquals(3, lock.waitingThreads(), "the others still wait: " + lock);
                session.getTransaction().commit();
            }
            for (Future<?> other : waiting) {
                other.get(2, TimeUnit.MINUTES);
            }
        } finally {
            others.shutdownNow();
        }
        assertEquals(0, lock.waitingThreads());
        assertEquals(Optional.empty(), lock.holder());
        assertEquals(ticketsBefore + 15, SerializedSessions.count(database, "SELECT COUNT(*) FROM tickets"));
    }

    /**
     * A refill of a thread with no open transaction waits for the lock while holding the pool; the
     * holder then needs the same pool. The waiter sees the holder blocked by it and borrows the lock
     * for its refill, instead of both waiting until the timeout.
     */
    @Test
    void aRefillWaitingWhileTheHolderNeedsTheSamePoolDoesNotDeadlock(EmulatorDatabase database) throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        long loansBefore = lock.loans();
        ExecutorService refiller = Executors.newSingleThreadExecutor();
        // no first batch at startup: the pool must still be empty when the other thread draws
        try (SessionFactory factory = SerializedSessions.create(database, 3,
                Map.of(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT, LOAN_TEST_LOCK_TIMEOUT.toSeconds() + "s",
                        SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false"))) {
            try (Session session = factory.openSession()) {
                session.beginTransaction();
                session.createSelectionQuery("select count(t) from Ticket t", Long.class).getSingleResult();
                assertTrue(lock.isHeldByCurrentThread());
                // The pool is empty: this draw refills it, and waits for the lock with the pool taken.
                Future<Object> drawn = refiller.submit(() -> {
                    try (Session other = factory.openSession()) {
                        return drawId(factory, (SharedSessionContractImplementor) other, Ticket.class);
                    }
                });
                awaitWaiting(lock, 1);
                long started = System.nanoTime();
                session.persist(new Ticket("holder")); // needs the pool the waiter holds
                session.getTransaction().commit();
                // Had both waited for each other, the commit would have ended at the lock timeout.
                assertTrue(System.nanoTime() - started < LOAN_TEST_LOCK_TIMEOUT.toNanos(), "no wait until the timeout");
                assertNotNull(drawn.get(1, TimeUnit.MINUTES));
            }
        } finally {
            refiller.shutdownNow();
        }
        assertEquals(1, lock.loans() - loansBefore);
    }

    @Test
    void aTransactionWaitingLongerThanTheBoundFailsNamingTheHolder(EmulatorDatabase database) throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (SessionFactory factory = SerializedSessions.create(database, 3,
                Map.of(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT, "300ms"))) {
            Thread holder = new Thread(() -> {
                try (Session session = factory.openSession()) {
                    session.beginTransaction();
                    session.createSelectionQuery("select count(n) from Note n", Long.class).getSingleResult();
                    holding.countDown();
                    release.await();
                    // closed without commit or rollback
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "forgetful-holder");
            holder.start();
            assertTrue(holding.await(1, TimeUnit.MINUTES));
            try (Session session = factory.openSession()) {
                session.beginTransaction();
                RuntimeException e = assertThrows(RuntimeException.class, () -> session
                        .createSelectionQuery("select count(n) from Note n", Long.class).getSingleResult());
                TransactionLockTimeoutException timeout = rootCause(e, TransactionLockTimeoutException.class);
                assertTrue(timeout.getMessage().contains("thread 'forgetful-holder'"), timeout.getMessage());
                assertTrue(timeout.getMessage().matches("(?s).*has held it for \\d+\\.\\d s.*"), timeout.getMessage());
                assertTrue(e.getMessage().contains("forgetful-holder"), "Hibernate's message keeps it: " + e.getMessage());
                session.getTransaction().rollback();
            }
            release.countDown();
            holder.join(TimeUnit.MINUTES.toMillis(1));
            // The holder's session was closed without commit or rollback: the lock is free again.
            EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
            assertEquals(Optional.empty(), lock.holder());
            factory.inTransaction(session -> session.persist(new Note(NOTE_IDS.incrementAndGet(), "after")));
        }
    }

    @Test
    void aConnectionSerializedByTheDataSourceIsNotWrappedAgain(EmulatorDatabase database) throws Exception {
        com.google.cloud.spanner.jdbc.JdbcDataSource plain = new com.google.cloud.spanner.jdbc.JdbcDataSource();
        plain.setUrl(database.jdbcUrl());
        javax.sql.DataSource serialized = SerializedConnections.wrap(plain);
        try (SessionFactory factory = SerializedSessions.create(database, 1,
                Map.of(), serialized)) {
            factory.inTransaction(session -> {
                session.persist(new Note(NOTE_IDS.incrementAndGet(), "through the data source"));
                session.doWork(connection -> {
                    SerializedConnection wrapper = connection.unwrap(SerializedConnection.class);
                    assertFalse(wrapper.delegate() instanceof SerializedConnection, "wrapped once");
                });
            });
        }
    }

    static ConnectionProvider providerOf(SessionFactory factory) {
        return factory.unwrap(SessionFactoryImplementor.class).getServiceRegistry().getService(ConnectionProvider.class);
    }

    static Object drawId(SessionFactory factory, SharedSessionContractImplementor session, Class<?> entity) {
        BeforeExecutionGenerator generator = (BeforeExecutionGenerator) factory.unwrap(SessionFactoryImplementor.class)
                .getMappingMetamodel().getEntityDescriptor(entity).getGenerator();
        return generator.generate(session, null, null, EventType.INSERT);
    }

    static void awaitWaiting(EmulatorTransactionLock lock, int threads) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (lock.waitingThreads() < threads) {
            assertTrue(System.nanoTime() < deadline, "threads waiting: " + lock.waitingThreads());
            Thread.sleep(10);
        }
    }

    static <T extends Throwable> T rootCause(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " in the causes of " + e, e);
    }
}
