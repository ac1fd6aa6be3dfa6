package dev.spannerkeys.benchmarks.concurrency;

import dev.spannerkeys.jdbc.SerializedConnections;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Runs one cell: {@code threads} threads, each on a connection of its own, repeat their operation
 * until the time is up. Connections are opened and each runs its operation once, one at a time and
 * uncounted, before the clock starts, so client start-up and first-query costs stay out of the counts.
 */
final class CellRun {

    /** How long after the end a thread may still be inside an operation before it counts as stuck. */
    private static final Duration GRACE = Duration.ofSeconds(30);

    private CellRun() {
    }

    /**
     * Runs the cell. {@code databaseUrls} holds one URL for all threads, or one per thread (the
     * {@link ClientSetup#DATABASE_PER_THREAD} set-up).
     */
    static CellResult run(List<String> databaseUrls, Workload workload, ClientSetup setup, String label, int threads,
            Duration duration, boolean retryAborts) throws SQLException, InterruptedException {
        Map<Operation, OperationTally> tallies = new EnumMap<>(Operation.class);
        workload.operations().forEach(operation -> tallies.put(operation, new OperationTally()));
        ReentrantLock jvmLock = new ReentrantLock(true);
        List<Connection> connections = new ArrayList<>();
        try {
            for (int i = 0; i < threads; i++) {
                Connection connection = DriverManager.getConnection(
                        setup.url(databaseUrls.get(databaseUrls.size() == 1 ? 0 : i), i));
                if (setup.wrapsConnections()) {
                    connection = SerializedConnections.wrap(connection);
                }
                connections.add(connection);
                Operation operation = workload.operationOf(i);
                operation.prepare(connection, retryAborts);
                warmUp(connection, operation);
            }
            CountDownLatch start = new CountDownLatch(1);
            long[] deadline = new long[1];
            List<Thread> workers = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                Operation operation = workload.operationOf(i);
                Connection connection = connections.get(i);
                ReentrantLock lock = setup.lockFor(operation, jvmLock);
                Thread worker = new Thread(() -> {
                    try {
                        start.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    while (System.nanoTime() < deadline[0]) {
                        once(connection, operation, lock, tallies.get(operation));
                    }
                }, "probe-" + workload.id() + "-" + i);
                worker.setDaemon(true);
                workers.add(worker);
                worker.start();
            }
            long began = System.nanoTime();
            deadline[0] = began + duration.toNanos();
            start.countDown();
            int stuck = 0;
            for (Thread worker : workers) {
                long left = deadline[0] + GRACE.toNanos() - System.nanoTime();
                worker.join(Math.max(1, left / 1_000_000));
                if (worker.isAlive()) {
                    stuck++;
                }
            }
            double seconds = (System.nanoTime() - began) / 1e9;
            Map<Operation, OperationTally.Counts> counts = new EnumMap<>(Operation.class);
            tallies.forEach((operation, tally) -> counts.put(operation, tally.counts()));
            if (stuck > 0) {
                // A stuck thread still uses its connection; closing it under the thread could hang here too.
                connections.clear();
            }
            return new CellResult(workload, label, seconds, stuck, counts);
        } finally {
            for (Connection connection : connections) {
                closeQuietly(connection);
            }
        }
    }

    private static void once(Connection connection, Operation operation, ReentrantLock lock, OperationTally tally) {
        long key = operation.writes()
                ? ThreadLocalRandom.current().nextLong(ProbeTable.SEED_ROWS + 1, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong(1, ProbeTable.SEED_ROWS + 1);
        if (lock != null) {
            lock.lock();
        }
        try {
            String phase = "statement";
            try {
                operation.execute(connection, key);
                if (operation.transaction()) {
                    phase = "commit";
                    connection.commit();
                }
                tally.succeeded();
            } catch (SQLException e) {
                tally.failed(phase, e);
                if (operation.transaction()) {
                    rollbackQuietly(connection);
                }
            }
        } finally {
            if (lock != null) {
                lock.unlock();
            }
        }
    }

    private static void warmUp(Connection connection, Operation operation) {
        try {
            operation.execute(connection, ThreadLocalRandom.current().nextLong(1, ProbeTable.SEED_ROWS + 1)
                    + (operation.writes() ? Long.MAX_VALUE / 2 : 0));
            if (operation.transaction()) {
                connection.commit();
            }
        } catch (SQLException e) {
            if (operation.transaction()) {
                rollbackQuietly(connection);
            }
        }
    }

    private static void rollbackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // The failure is counted already; the next operation starts a new transaction anyway.
        }
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // The cell's counts are taken.
        }
    }
}
