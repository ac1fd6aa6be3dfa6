package dev.spannerkeys.benchmarks.concurrency;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * One unit of work a measurement thread repeats: a single statement in autocommit mode, or a
 * transaction of one statement that is committed.
 */
enum Operation {

    /** {@code SELECT} by key in autocommit mode: a single-use read, no transaction of the caller's. */
    AUTOCOMMIT_READ("autocommit read", false, false, false),
    /** {@code INSERT} of a random key in autocommit mode: the driver wraps it in a transaction of its own. */
    AUTOCOMMIT_INSERT("autocommit INSERT", false, false, true),
    /** {@code setReadOnly(true)}, autocommit off, one {@code SELECT}, commit. */
    READ_ONLY("read-only tx", true, false, false),
    /** Autocommit off, one {@code SELECT}, commit: a read-write transaction that writes nothing. */
    READ_WRITE_SELECT("rw tx, 1 SELECT", true, true, false),
    /** Autocommit off, one {@code INSERT} of a random key, commit. */
    READ_WRITE_INSERT("rw tx, 1 INSERT", true, true, true);

    private final String label;
    private final boolean transaction;
    private final boolean readWrite;
    private final boolean writes;

    Operation(String label, boolean transaction, boolean readWrite, boolean writes) {
        this.label = label;
        this.transaction = transaction;
        this.readWrite = readWrite;
        this.writes = writes;
    }

    /** How the report names it. */
    String label() {
        return label;
    }

    /** Whether the operation is a transaction the caller begins and commits (not autocommit). */
    boolean transaction() {
        return transaction;
    }

    /** Whether the operation is an explicit read-write transaction. */
    boolean readWrite() {
        return readWrite;
    }

    /** Whether the operation writes (its statement is an {@code INSERT}). */
    boolean writes() {
        return writes;
    }

    /**
     * Puts a fresh connection into the mode this operation needs. Aborted read-write transactions
     * are not retried inside the driver unless {@code retryAborts}: the measurement counts aborts,
     * and a driver retry of an aborted transaction under contention only turns an abort into a wait.
     */
    void prepare(Connection connection, boolean retryAborts) throws SQLException {
        connection.setAutoCommit(!transaction);
        connection.setReadOnly(transaction && !readWrite);
        if (readWrite) {
            connection.unwrap(CloudSpannerJdbcConnection.class).setRetryAbortsInternally(retryAborts);
        }
    }

    /** Runs the operation's one statement; the caller commits a transaction. {@code key} picks the row. */
    void execute(Connection connection, long key) throws SQLException {
        if (writes) {
            try (PreparedStatement insert = connection.prepareStatement(ProbeTable.INSERT)) {
                insert.setLong(1, key);
                insert.setString(2, "row " + key);
                insert.executeUpdate();
            }
        } else {
            try (PreparedStatement select = connection.prepareStatement(ProbeTable.SELECT)) {
                select.setLong(1, key);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        rows.getString(1);
                    }
                }
            }
        }
    }
}
