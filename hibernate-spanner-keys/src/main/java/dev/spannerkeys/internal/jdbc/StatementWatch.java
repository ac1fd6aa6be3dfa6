package dev.spannerkeys.internal.jdbc;

import java.sql.SQLException;

/**
 * Told about the statements that reach a {@link WatchedConnection} from code other than the connection's owner (for
 * Hibernate: statements the application runs on the session's connection itself, through {@code doWork}, Spring's
 * {@code JdbcTemplate} in the same transaction, MyBatis, jOOQ), before they run, and about transactions ended
 * on the connection without the owner.
 */
public interface StatementWatch {

    /**
     * Whether the owner is preparing a statement of its own at this moment: the statement is handed out unwatched
     * (unless it ends the transaction, see {@link #transactionEnd}).
     */
    boolean preparingOwnStatement();

    /**
     * Before a statement that may read or write data runs; not for the driver's statements about the connection's
     * settings ({@code SET}, {@code SHOW}, {@code RESET}), nor for those that end the transaction.
     *
     * @param sql the statement, or {@code null} for a batch
     * @throws SQLException to fail the statement instead of running it
     */
    void beforeStatement(String sql) throws SQLException;

    /**
     * Runs {@code end}, a commit or rollback of the connection's transaction ({@code Connection.commit()} or
     * {@code rollback()}, or a {@code COMMIT} / {@code ROLLBACK} statement, also one the owner prepared), with what
     * the watch must do around it.
     *
     * @param commit whether {@code end} commits (else it rolls back)
     * @return what {@code end} returned
     */
    <T> T transactionEnd(boolean commit, Action<T> end) throws SQLException;

    /** A JDBC call on the wrapped connection or statement. */
    @FunctionalInterface
    interface Action<T> {
        T run() throws SQLException;
    }
}
