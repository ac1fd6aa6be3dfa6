package dev.spannerkeys.hibernate.internal.emulator;

import dev.spannerkeys.hibernate.internal.emulator.SerializedSessions.Play;
import dev.spannerkeys.testsupport.ReadersAndWriters;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.SessionFactory;

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
        AtomicLong failed = new AtomicLong();
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        ReadersAndWriters.Outcome outcome = ReadersAndWriters.run(writers, readers, duration,
                () -> write(factory, rowsPerWrite), () -> read(factory), (write, e) -> {
                    failed.incrementAndGet();
                    if (failures.size() < 5) {
                        failures.add(e.toString());
                    }
                });
        for (String thread : outcome.stillRunning()) {
            failed.incrementAndGet();
            failures.add(thread + " still running two minutes after the end");
        }
        return new Result(outcome.writes(), outcome.reads(), failed.get(), List.copyOf(failures), outcome.seconds());
    }

    private static void write(SessionFactory factory, int rows) {
        factory.inTransaction(session -> {
            for (int i = 0; i < rows; i++) {
                session.persist(new Play("mixed " + i));
            }
        });
    }

    private static void read(SessionFactory factory) {
        ReadersAndWriters.inReadOnlyTransaction(factory, session -> {
            session.createSelectionQuery("select count(p) from Play p", Long.class).getSingleResult();
            session.createSelectionQuery("from Play p where p.title = :t", Play.class)
                    .setParameter("t", "mixed 0").setMaxResults(10).getResultList();
        });
    }
}
