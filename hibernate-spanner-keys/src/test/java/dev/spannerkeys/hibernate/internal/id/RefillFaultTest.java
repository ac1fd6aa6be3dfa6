package dev.spannerkeys.hibernate.internal.id;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.config.SequenceSettings;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.io.IOException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Sequence refills against a database that stops answering: each test starts an emulator of its own and
 * suspends its process by process id ({@code kill -STOP}), which keeps connections open but answers
 * nothing, the hardest case for a client: before {@code spanner.keys.sequence.refill-timeout} a refill,
 * and every thread that needed an id, waited in the driver for minutes. Now every thread that needs an
 * id fails within the timeout with an error naming the sequence and the setting, no thread is left in a
 * refill, and once the process resumes the same factory draws ids again, none of them drawn before.
 */
@Tag("emulator")
class RefillFaultTest {

    @Entity(name = "Ticket")
    @Table(name = "Tickets")
    public static class Ticket {
        @Id
        @BitReversedSequence(name = "ticket_seq", poolSize = 5)
        @Column(name = "TicketId")
        Long ticketId;
        @Column(name = "Label")
        String label;

        Ticket() {
        }

        Ticket(String label) {
            this.label = label;
        }
    }

    /** The refill timeout the fault tests set. */
    private static final Duration TIMEOUT = Duration.ofSeconds(3);
    /**
     * What a refill would wait for if the timeout a test sets were ignored: the default refill timeout. A
     * thread that fails sooner was ended by the timeout the test set; how much later than {@link #TIMEOUT}
     * depends on how busy the machine is, so no tighter upper limit is asserted.
     */
    private static final Duration UNCONFIGURED = SequenceSettings.DEFAULT_REFILL_TIMEOUT;
    private static final int THREADS = 4;

    @BeforeAll
    static void quietDriver() {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.SEVERE);
        Logger.getLogger("io.grpc").setLevel(Level.SEVERE);
        Logger.getLogger("dev.spannerkeys.hibernate.internal.id").setLevel(Level.SEVERE);
    }

    /**
     * A refill that timed out closes its connection on a thread of its own, bounded to 5 s; the driver's
     * close may still wait longer, uninterruptibly, for its JVM-wide connection registry while another
     * thread closes a client of a stopped emulator there. Waits a while so that the next test class
     * counts no closer of this one, and says which thread holds a closer up if one is left.
     */
    @AfterEach
    void connectionsOfTimedOutRefillsAreClosed() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (closers() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        for (Thread closer : Thread.getAllStackTraces().keySet()) {
            if (closer.getName().equals(RefillConnections.CLOSER_THREAD)) {
                @SuppressWarnings("deprecation")
                java.lang.management.ThreadInfo info = java.lang.management.ManagementFactory.getThreadMXBean()
                        .getThreadInfo(new long[] {closer.getId()}, true, true)[0];
                System.out.println("[refill fault] a connection closer is still running: " + info);
                if (info != null && info.getLockOwnerId() >= 0) {
                    System.out.println("[refill fault] it waits for: " + java.lang.management.ManagementFactory
                            .getThreadMXBean().getThreadInfo(new long[] {info.getLockOwnerId()}, true, true)[0]);
                }
            }
        }
    }

    private static long closers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals(RefillConnections.CLOSER_THREAD)).count();
    }

    @ParameterizedTest(name = "prefetch {0}")
    @ValueSource(booleans = {false, true})
    void everyThreadThatNeedsAnIdFailsWithinTheTimeoutWhileTheDatabaseIsSuspended(boolean prefetch) throws Exception {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            long pid = emulator.processId().orElseThrow(() -> new IllegalStateException(
                    "this test suspends the emulator's process: it needs an emulator binary, not " + emulator.source()));
            EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
            try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                    SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT, TIMEOUT.toSeconds() + "s",
                    SpannerKeysSettings.SEQUENCE_PREFETCH, String.valueOf(prefetch)), Ticket.class)) {
                Set<Long> before = new HashSet<>(insert(factory, 7));   // more than one pool: refills worked
                assertEquals(7, before.size());

                signal(pid, "STOP");
                List<Outcome> outcomes;
                try {
                    outcomes = drawConcurrently(factory);
                } finally {
                    signal(pid, "CONT");
                }

                for (Outcome outcome : outcomes) {
                    IdentifierGenerationException failure = assertInstanceOf(IdentifierGenerationException.class,
                            outcome.failure(), () -> "expected a refill failure, got " + outcome);
                    String message = messages(failure);
                    assertTrue(message.contains("ticket_seq"), message);
                    assertTrue(message.contains(SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT), message);
                    assertTrue(outcome.took().compareTo(UNCONFIGURED) < 0, "took " + outcome.took());
                }
                assertNoThreadInARefill(UNCONFIGURED);
                System.out.println("[refill fault] prefetch " + prefetch + ": " + outcomes.stream()
                        .map(outcome -> outcome.took().toMillis() + " ms").toList() + " (timeout " + TIMEOUT.toMillis()
                        + " ms)");

                // The process answers again: the same factory draws ids, none of them drawn before.
                List<Long> after = afterResume(() -> insert(factory, 12));
                Set<Long> all = new HashSet<>(before);
                for (Long id : after) {
                    assertTrue(all.add(id), "id drawn twice: " + id);
                }
                assertEquals(19, SqlQueries.rowCount(database, "Tickets"));
            }
        }
    }

    @Test
    void aRefillOfAStoppedDatabaseFailsWithinTheTimeout() throws Exception {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
            try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                    SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT, TIMEOUT.toSeconds() + "s",
                    SpannerKeysSettings.SEQUENCE_PREFETCH, "false"), Ticket.class)) {
                insert(factory, 3);
                emulator.close();                                        // this test's own process ends

                List<Outcome> outcomes = drawConcurrently(factory);
                for (Outcome outcome : outcomes) {
                    IdentifierGenerationException failure = assertInstanceOf(IdentifierGenerationException.class,
                            outcome.failure(), outcome::toString);
                    assertTrue(messages(failure).contains("ticket_seq"), messages(failure));
                    assertTrue(outcome.took().compareTo(UNCONFIGURED) < 0, "took " + outcome.took());
                }
                assertNoThreadInARefill(UNCONFIGURED);
                System.out.println("[refill fault] stopped: " + outcomes.stream()
                        .map(outcome -> outcome.took().toMillis() + " ms " + firstLine(outcome.failure())).toList());
            }
        }
    }

    /**
     * The Spanner JDBC driver registers every connection in one JVM-wide registry, under its monitor, when it
     * opens and closes one; its background closer of clients unused for a minute holds that monitor while it
     * closes them, which for clients of a server that stopped answering takes as long as their channels take to
     * give up. A thread blocked on a monitor ignores interrupts, so a refill that opened its connection on the
     * caller's thread waited for the closer, past its timeout (a CI run saw a thread drawing ids wait over a
     * minute after its emulator stopped). Here the test holds the monitor itself while threads draw ids that need
     * a refill connection not yet opened: each fails within the timeout, and once the monitor is free the same
     * factory draws ids again.
     */
    @Test
    void aRefillWhoseConnectionWaitsForTheDriversRegistryFailsWithinTheTimeout() throws Exception {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
            try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                    SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT, TIMEOUT.toSeconds() + "s",
                    SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false",
                    SpannerKeysSettings.SEQUENCE_PREFETCH, "false"), Ticket.class)) {
                // The application's connections are open (the schema action used one); the refill's are not.
                assertEquals(0, SqlQueries.rowCount(database, "Tickets"));
                List<Outcome> outcomes;
                try (DriverRegistryHold hold = DriverRegistryHold.take()) {
                    outcomes = drawConcurrently(factory);
                }
                for (Outcome outcome : outcomes) {
                    IdentifierGenerationException failure = assertInstanceOf(IdentifierGenerationException.class,
                            outcome.failure(), outcome::toString);
                    assertTrue(messages(failure).contains("ticket_seq"), messages(failure));
                    assertTrue(outcome.took().compareTo(UNCONFIGURED) < 0, "took " + outcome.took());
                }
                System.out.println("[refill fault] driver registry held: " + outcomes.stream()
                        .map(outcome -> outcome.took().toMillis() + " ms " + firstLine(outcome.failure())).toList());

                List<Long> after = afterResume(() -> insert(factory, 12));
                assertEquals(12, new HashSet<>(after).size());
                assertEquals(12, SqlQueries.rowCount(database, "Tickets"));
            }
        }
    }

    /**
     * Holds the Spanner JDBC driver's JVM-wide connection registry ({@code SpannerPool.INSTANCE}'s monitor) on a
     * thread of its own until closed, as the driver's closer of unused clients does while it closes them.
     */
    private static final class DriverRegistryHold implements AutoCloseable {
        private final java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        private final Thread holder;

        private DriverRegistryHold(Object registry) throws InterruptedException {
            java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
            holder = new Thread(() -> {
                synchronized (registry) {
                    held.countDown();
                    try {
                        release.await(UNCONFIGURED.toSeconds() * 4, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }, "driver-registry-hold");
            holder.setDaemon(true);
            holder.start();
            assertTrue(held.await(10, TimeUnit.SECONDS), "the driver's registry was not taken");
        }

        static DriverRegistryHold take() throws ReflectiveOperationException, InterruptedException {
            java.lang.reflect.Field instance = Class.forName("com.google.cloud.spanner.connection.SpannerPool")
                    .getDeclaredField("INSTANCE");
            instance.setAccessible(true);
            return new DriverRegistryHold(instance.get(null));
        }

        @Override
        public void close() throws InterruptedException {
            release.countDown();
            holder.join(TimeUnit.SECONDS.toMillis(10));
        }
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(DatabaseDialect.class)
    void aDroppedSequenceIsNamedWithHowToRecreateItPastTheStoredKeys(DatabaseDialect dialect) throws Exception {
        try (SpannerEmulator emulator = SpannerEmulator.start()) {
            EmulatorDatabase database = emulator.newDatabase(dialect);
            // The default refill timeout: a failure that comes sooner was not retried as transient until it ended.
            try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                    SpannerKeysSettings.SEQUENCE_PREFETCH, "false"), Ticket.class)) {
                insert(factory, 3);
                // The key column's default draws from the sequence: Spanner drops a sequence only without it.
                SqlQueries.execute(database, "ALTER TABLE Tickets ALTER COLUMN TicketId DROP DEFAULT");
                SqlQueries.execute(database, "DROP SEQUENCE ticket_seq");

                long start = System.nanoTime();
                IdentifierGenerationException failure = null;
                try (Session session = factory.openSession()) {
                    for (int drawn = 0; drawn < 100 && failure == null; drawn++) {
                        try {
                            TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Ticket.class);
                        } catch (IdentifierGenerationException e) {
                            failure = e;
                        }
                    }
                }
                Duration took = Duration.ofNanos(System.nanoTime() - start);
                assertTrue(failure != null, "ids drawn from a dropped sequence");
                String message = failure.getMessage();
                for (String part : List.of("Sequence 'ticket_seq' does not exist", "Sequence not found",
                        "attribute 'ticketId'", "Tickets.TicketId", "BitReversal.nextSafeCounter", "CREATE SEQUENCE ticket_seq",
                        "startCounter = N")) {
                    assertTrue(message.toLowerCase(java.util.Locale.ROOT).contains(part.toLowerCase(java.util.Locale.ROOT)),
                            "expected '" + part + "' in: " + message);
                }
                assertTrue(took.compareTo(UNCONFIGURED) < 0, "not retried as transient: " + took);
                System.out.println("[refill fault] dropped, " + dialect + ": " + message);
            }
        }
    }

    private record Outcome(Duration took, Throwable failure) {
    }

    /** How long the emulator may take to answer again after {@code kill -CONT} on a machine shared with other builds. */
    private static final Duration RECOVERY = Duration.ofSeconds(90);

    /**
     * Runs what must work again once the process answers, within {@link #RECOVERY}. On a shared CI
     * machine, refills of the resumed emulator once kept outlasting this test's 3 s timeout for about
     * 30 s (never seen here); a failed try is repeated, as an application would, and printed with where
     * the refill waited and (the first time) every thread, so that a log says what held it up.
     */
    private static <T> T afterResume(java.util.function.Supplier<T> work) {
        long started = System.nanoTime();
        for (int tries = 1; ; tries++) {
            long tryStarted = System.nanoTime();
            try {
                T result = work.get();
                System.out.println("[refill fault] after the emulator resumed: done in try " + tries + ", "
                        + (System.nanoTime() - started) / 1_000_000 + " ms after resuming");
                return result;
            } catch (IdentifierGenerationException e) {
                System.out.println("[refill fault] try " + tries + " after the emulator resumed failed after "
                        + (System.nanoTime() - tryStarted) / 1_000_000 + " ms: " + messages(e));
                for (Throwable where : e.getSuppressed()) {
                    where.printStackTrace(System.out);
                }
                if (tries == 1) {
                    printThreads();
                }
                if (System.nanoTime() - started > RECOVERY.toNanos()) {
                    throw e;
                }
            }
        }
    }

    private static void printThreads() {
        for (java.lang.management.ThreadInfo thread : java.lang.management.ManagementFactory.getThreadMXBean()
                .dumpAllThreads(true, true)) {
            StringBuilder text = new StringBuilder("[refill fault] \"" + thread.getThreadName() + "\" "
                    + thread.getThreadState());
            if (thread.getLockInfo() != null) {
                text.append(" on ").append(thread.getLockInfo()).append(" owned by ").append(thread.getLockOwnerName());
            }
            for (StackTraceElement frame : thread.getStackTrace()) {
                text.append("\n        at ").append(frame);
            }
            System.out.println(text);
        }
    }

    private static List<Long> insert(SessionFactory factory, int rows) {
        List<Long> ids = new ArrayList<>();
        try (Session session = factory.openSession()) {
            session.beginTransaction();
            for (int i = 0; i < rows; i++) {
                Ticket ticket = new Ticket("t" + i);
                session.persist(ticket);
                ids.add(ticket.ticketId);
            }
            session.getTransaction().commit();
        }
        return ids;
    }

    /**
     * {@value #THREADS} threads each draw ids until one fails (what is left in the pool, and a batch fetched
     * ahead, comes from memory); how long each took and what it failed with.
     */
    private static List<Outcome> drawConcurrently(SessionFactory factory) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (int i = 0; i < THREADS; i++) {
                futures.add(threads.submit(() -> {
                    long start = System.nanoTime();
                    try (Session session = factory.openSession()) {
                        for (int drawn = 0; drawn < 100; drawn++) {
                            TestSessionFactories.drawId(factory, (SharedSessionContractImplementor) session, Ticket.class);
                        }
                        return new Outcome(Duration.ofNanos(System.nanoTime() - start),
                                new AssertionError("drew 100 ids from a database that does not answer"));
                    } catch (RuntimeException e) {
                        return new Outcome(Duration.ofNanos(System.nanoTime() - start), e);
                    }
                }));
            }
            List<Outcome> outcomes = new ArrayList<>();
            for (Future<Outcome> future : futures) {
                try {
                    outcomes.add(future.get(UNCONFIGURED.toSeconds() * 2, TimeUnit.SECONDS));
                } catch (java.util.concurrent.TimeoutException e) {
                    printThreads();                   // where the drawing thread waits, and who holds it up
                    throw new AssertionError("a thread drawing ids did not return within "
                            + UNCONFIGURED.toSeconds() * 2 + " s (threads printed above)", e);
                }
            }
            return outcomes;
        } finally {
            threads.shutdownNow();
            assertTrue(threads.awaitTermination(10, TimeUnit.SECONDS), "a drawing thread did not end");
        }
    }

    /**
     * No thread (the callers' nor the background refill's) is still in a refill, a pool wait or the Spanner
     * client's connect for one, waiting at most {@code within} for background work to end.
     */
    private static void assertNoThreadInARefill(Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        String stuck;
        do {
            stuck = threadInARefill();
            if (stuck == null) {
                return;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        fail("still in a refill: " + stuck);
    }

    private static String threadInARefill() {
        for (Map.Entry<Thread, StackTraceElement[]> thread : Thread.getAllStackTraces().entrySet()) {
            for (StackTraceElement frame : thread.getValue()) {
                if (frame.getClassName().startsWith(SequenceRefill.class.getName())
                        || frame.getClassName().startsWith(SequencePool.class.getName())) {
                    return thread.getKey().getName() + " at " + frame;
                }
            }
        }
        return null;
    }

    private static String messages(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            text.append(t.getMessage()).append(" | ");
        }
        return text.toString();
    }

    private static String firstLine(Throwable failure) {
        String message = String.valueOf(failure.getMessage());
        return message.length() > 160 ? message.substring(0, 160) : message;
    }

    /** Sends {@code signal} to exactly this test's emulator process. */
    static void signal(long pid, String signal) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -" + signal + " " + pid);
    }
}
