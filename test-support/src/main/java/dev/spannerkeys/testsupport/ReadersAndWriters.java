package dev.spannerkeys.testsupport;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.resource.jdbc.spi.PhysicalConnectionHandlingMode;

/**
 * Writer and reader threads that repeat their transactions until one shared deadline, for workloads
 * that measure how reads and writes hold up side by side (the emulator's serialized sessions, the
 * sessions benchmark); and the read-only transaction as Spring runs one. An operation that throws is
 * reported to a {@link FailureListener} and the thread goes on; nothing is retried.
 */
public final class ReadersAndWriters {

    /** How long after the deadline a thread may take to finish its last operation. */
    private static final Duration GRACE = Duration.ofMinutes(2);

    /**
     * What the threads did: the writes and reads that completed, the names of the threads still
     * running two minutes after the deadline, and the seconds from start to the last thread's end.
     */
    public record Outcome(long writes, long reads, List<String> stillRunning, double seconds) {
    }

    /** Told of every operation that threw. */
    @FunctionalInterface
    public interface FailureListener {

        /** {@code write}: whether a writer's operation failed (otherwise a reader's). */
        void failed(boolean write, RuntimeException failure);
    }

    private ReadersAndWriters() {
    }

    /**
     * Starts {@code writers} threads repeating {@code write} and {@code readers} threads repeating
     * {@code read}, all at once, for {@code duration}; returns when every thread has ended or its grace
     * time is over.
     */
    public static Outcome run(int writers, int readers, Duration duration, Runnable write, Runnable read,
            FailureListener failures) throws InterruptedException {
        AtomicLong writes = new AtomicLong();
        AtomicLong reads = new AtomicLong();
        CountDownLatch start = new CountDownLatch(1);
        long[] deadline = new long[1];
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < writers + readers; i++) {
            boolean writer = i < writers;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                while (System.nanoTime() < deadline[0]) {
                    try {
                        (writer ? write : read).run();
                        (writer ? writes : reads).incrementAndGet();
                    } catch (RuntimeException e) {
                        failures.failed(writer, e);
                    }
                }
            }, (writer ? "writer-" : "reader-") + i);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        long began = System.nanoTime();
        deadline[0] = began + duration.toNanos();
        start.countDown();
        List<String> stillRunning = new ArrayList<>();
        for (Thread thread : threads) {
            thread.join(duration.toMillis() + GRACE.toMillis());
            if (thread.isAlive()) {
                stillRunning.add(thread.getName());
            }
        }
        return new Outcome(writes.get(), reads.get(), List.copyOf(stillRunning), (System.nanoTime() - began) / 1e9);
    }

    /**
     * Runs {@code work} in a read-only transaction as Spring's {@code @Transactional(readOnly = true)}
     * does: the connection is held for the session, so the read-only flag is set and reset on one
     * connection.
     */
    public static void inReadOnlyTransaction(SessionFactory factory, Consumer<Session> work) {
        try (Session session = factory.withOptions()
                .connectionHandlingMode(PhysicalConnectionHandlingMode.DELAYED_ACQUISITION_AND_HOLD).openSession()) {
            session.doWork(connection -> connection.setReadOnly(true));
            try {
                session.inTransaction(transaction -> work.accept(session));
            } finally {
                session.doWork(connection -> connection.setReadOnly(false));
            }
        }
    }
}
