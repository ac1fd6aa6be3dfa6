package dev.spannerkeys.benchmarks.concurrency;

import java.util.Arrays;
import java.util.concurrent.locks.ReentrantLock;

/**
 * How the measurement threads reach the database. The multiplexed-session setting is not among
 * these: the Spanner client reads it from the environment, so it is fixed per JVM and the program
 * runs the {@code no-mux} set-ups in a child JVM (see {@link ConcurrencyBenchmark}).
 */
enum ClientSetup {

    /** Every thread connects with the same URL, so all share one Spanner client. */
    SHARED_CLIENT("shared", Locking.NONE),
    /**
     * Thread {@code i} adds {@code ;numChannels=i+1} to the URL: the driver caches one Spanner
     * client per distinct set of options, so each thread gets a client (and sessions) of its own.
     */
    CLIENT_PER_THREAD("client-per-thread", Locking.NONE),
    /** Every thread on a database of its own (and so on a client of its own). */
    DATABASE_PER_THREAD("database-per-thread", Locking.NONE),
    /** Shared client; every operation holds one JVM-wide fair lock from its statement to its end. */
    LOCK_ALL("lock-all", Locking.ALL),
    /** Shared client; only explicit read-write transactions hold the JVM-wide fair lock. */
    LOCK_READ_WRITE("lock-rw", Locking.READ_WRITE),
    /**
     * Shared client; every explicit transaction, read-only or read-write, and every autocommit
     * write holds the JVM-wide fair lock; autocommit reads do not.
     */
    LOCK_TRANSACTIONS("lock-tx", Locking.TRANSACTIONS_AND_WRITES),
    /**
     * Shared client; every connection wrapped by {@link dev.spannerkeys.jdbc.SerializedConnections},
     * the library's implementation of the lock-tx rule.
     */
    SERIALIZED("serialized", Locking.NONE);

    /** Which operations take the JVM-wide lock. */
    private enum Locking { NONE, ALL, READ_WRITE, TRANSACTIONS_AND_WRITES }

    private final String id;
    private final Locking locking;

    ClientSetup(String id, Locking locking) {
        this.id = id;
        this.locking = locking;
    }

    /** The id used on the command line and in the report. */
    String id() {
        return id;
    }

    /** The URL thread {@code index} connects with. */
    String url(String databaseUrl, int index) {
        return this == CLIENT_PER_THREAD ? databaseUrl + ";numChannels=" + (index + 1) : databaseUrl;
    }

    /** Whether the threads' connections are wrapped by the library. */
    boolean wrapsConnections() {
        return this == SERIALIZED;
    }

    /** Whether each thread needs a database of its own. */
    boolean databasePerThread() {
        return this == DATABASE_PER_THREAD;
    }

    /** The lock {@code operation} must hold, or null. */
    ReentrantLock lockFor(Operation operation, ReentrantLock jvmLock) {
        boolean locks = switch (locking) {
            case NONE -> false;
            case ALL -> true;
            case READ_WRITE -> operation.readWrite();
            case TRANSACTIONS_AND_WRITES -> operation.transaction() || operation.writes();
        };
        return locks ? jvmLock : null;
    }

    /** The set-up with this id. */
    static ClientSetup byId(String id) {
        return Arrays.stream(values()).filter(s -> s.id.equals(id.strip())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown set-up '" + id
                        + "': use shared, client-per-thread, database-per-thread, lock-all, lock-rw, lock-tx or serialized"));
    }
}
