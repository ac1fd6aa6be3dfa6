package dev.spannerkeys.hibernate.internal.id;

import java.sql.Connection;
import java.sql.SQLException;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;

/**
 * Refill connections from Hibernate's connection provider, outside any session's own connection,
 * the way Hibernate's table-based generator isolates its work. Right for Cloud Spanner, which runs
 * many read-write transactions of one client at once.
 */
final class SharedClientConnections implements RefillConnections {

    private final JdbcConnectionAccess access;
    private final boolean emulator;

    /**
     * @param access the access to the application's connections to the database, usable without a session
     * @param emulator whether they go to an emulator
     */
    SharedClientConnections(JdbcConnectionAccess access, boolean emulator) {
        this.access = access;
        this.emulator = emulator;
    }

    @Override
    public boolean onEmulator() {
        return emulator;
    }

    @Override
    public Connection obtain() throws SQLException {
        return access.obtainConnection();
    }

    @Override
    public void release(Connection connection) throws SQLException {
        access.releaseConnection(connection);
    }

    /** Given back to the provider too: a connection pool checks its connections itself. */
    @Override
    public void discard(Connection connection) {
        try {
            access.releaseConnection(connection);
        } catch (SQLException | RuntimeException ignored) {
            // The provider could not take it back; the refill's own failure is what the caller sees.
        }
    }
}
