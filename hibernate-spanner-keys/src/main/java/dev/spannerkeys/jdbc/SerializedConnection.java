package dev.spannerkeys.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * A connection whose transactions take their database's transaction lock (one per emulator database in
 * the JVM): from the
 * first statement of a transaction (or, for a transaction that only buffers mutations, from the
 * commit) until it commits, rolls back, or the connection is closed or aborted. Autocommit reads do not take
 * the lock; autocommit writes hold it while they run.
 *
 * <p>Get one from {@link SerializedConnections#wrap(Connection)}. It also implements
 * {@code com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection}, and
 * {@code unwrap(CloudSpannerJdbcConnection.class)} returns the wrapper itself, so mutations
 * buffered through that API are committed under the lock too.
 */
public interface SerializedConnection extends Connection {

    /** The connection this one wraps (for instance a pool's connection). */
    Connection delegate();

    /** How long a transaction of this connection waits for the lock before it fails. */
    java.time.Duration lockTimeout();

    /** Whether a transaction of this connection currently holds the lock. */
    boolean holdsTransactionLock();

    /**
     * Ends this wrapper without closing the connection it wraps, for a connection provider or pool
     * that takes the underlying connection back: a transaction still holding the lock is rolled
     * back, the lock is released, and the wrapper is closed.
     *
     * @return the wrapped connection, still open
     */
    Connection detach() throws SQLException;
}
