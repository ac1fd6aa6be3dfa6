package dev.spannerkeys.hibernate.internal.emulator;

import dev.spannerkeys.hibernate.internal.emulator.SerializedSessions.Play;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.resource.jdbc.spi.PhysicalConnectionHandlingMode;

/**
 * Writers and readers on one session factory for a fixed time: each writer commits transactions of
 * {@code rowsPerWrite} new plays, each reader runs read-only transactions (the JDBC connection set
 * read-only, as Spring's {@code @Transactional(readOnly = true)} does) with two queries. Every
 * exception counts as a failed operation; nothing is retried.
 */
final class MixedWorkload {

    record Result(long writes, long reads, long failed, List<String> failures, double seconds) {
        @Override
        public String toString() {
            return String.format("%d write and %d read transactions in %.1f s, %d failed %s", writes, reads, seconds,
                    failed, failures);
        }
    }

    private MixedWorkload() {
    }

    static Result run(SessionFactory factory, int writers, int readers, Duration duration, int rowsPerWrite)
            throws InterruptedException {
        AtomicLong writes = new AtomicLong();
        AtomicLong reads = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
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
                        if (writer) {
                            write(factory, rowsPerWrite);
                            writes.incrementAndGet();
                        } else {
                            read(factory);
                            reads.incrementAndGet();
                        }
                    } catch (RuntimeException e) {
                        failed.incrementAndGet();
                        if (failures.size() < 5) {
                            failures.add(e.toString());
                        }
                    }
                }
            }, (writer ? "writer-" : "reader-") + i);
            threads.add(thread);
            thread.start();
        }
        long began = System.nanoTime();
        deadline[0] = began + duration.toNanos();
        start.countDown();
        for (Thread thread : threads) {
            thread.join(duration.toMillis() + Duration.ofMinutes(2).toMillis());
            if (thread.isAlive()) {
                failed.incrementAndGet();
                failures.add(thread.getName() + " still running two minutes after the end");
            }
        }
        return new Result(writes.get(), reads.get(), failed.get(), List.copyOf(failures),
                (System.nanoTime() - began) / 1e9);
    }

    private static void write(SessionFactory factory, int rows) {
        factory.inTransaction(session -> {
            for (int i = 0; i < rows; i++) {
                session.persist(new Play("mixed " + i));
            }
        });
    }

    private static void read(SessionFactory factory) {
        // Held for the session, as Spring holds it, so the read-only flag is set and reset on one connection.
        try (Session session = factory.withOptions()
                .connectionHandlingMode(PhysicalConnectionHandlingMode.DELAYED_ACQUISITION_AND_HOLD).openSession()) {
            session.doWork(connection -> connection.setReadOnly(true));
            try {
                session.inTransaction(t -> {
                    session.createSelectionQuery("select count(p) from Play p", Long.class).getSingleResult();
                    session.createSelectionQuery("from Play p where p.title = :t", Play.class)
                            .setParameter("t", "mixed 0").setMaxResults(10).getResultList();
                });
            } finally {
                session.doWork(connection -> connection.setReadOnly(false));
            }
        }
    }
}
