package dev.spannerkeys.internal.jdbc;

import java.sql.Connection;

/**
 * A Spanner JDBC connection that tells a {@link StatementWatch} about the statements run on it by code other than
 * its owner, before they run, and about commits and rollbacks (see {@link WatchedConnections}). It also
 * implements {@code CloudSpannerJdbcConnection}, and {@code unwrap(CloudSpannerJdbcConnection.class)} returns the
 * wrapper itself, so statements created through the driver's API are watched too.
 */
public interface WatchedConnection extends Connection {

    /** Sets the watch told from now on; {@code null}: none (the connection then only passes calls on). */
    void watchWith(StatementWatch watch);

    /** The connection this one wraps. */
    Connection unwatched();
}
