package dev.spannerkeys.hibernate.internal.id;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The refill connections of an emulator are kept between refills: opening one makes the driver create
 * the emulator's instance and database again, which cost more than the refill itself.
 */
@SpannerEmulatorTest
class RefillConnectionReuseTest {

    @Test
    void aConnectionGivenBackServesTheNextRefillAndTheRestCloseWithTheSessionFactory(EmulatorDatabase database)
            throws Exception {
        DedicatedClientConnections connections = connectionsBesideTheApplications(database);
        Connection first = connections.obtain();
        assertEquals(1L, selectOne(first));
        connections.release(first);
        assertSame(first, connections.obtain(), "the kept connection serves the next refill");

        // Refills of several sequences at once: each gets a connection; at most MAX_IDLE are kept.
        List<Connection> atOnce = new ArrayList<>(List.of(first));
        for (int i = 0; i < DedicatedClientConnections.MAX_IDLE; i++) {
            atOnce.add(connections.obtain());
        }
        assertEquals(atOnce.size(), atOnce.stream().distinct().count());
        for (Connection connection : atOnce) {
            connections.release(connection);
        }
        assertEquals(DedicatedClientConnections.MAX_IDLE, connections.idleConnections());
        // The one beyond the limit is closed, in the background (the driver's close may wait for its registry).
        awaitClosed(atOnce.stream().filter(connection -> !connections.isKept(connection)).toList());
        assertEquals(1, atOnce.stream().filter(RefillConnectionReuseTest::isClosed).count(), "the one beyond the limit is closed");

        connections.close();
        assertEquals(0, connections.idleConnections());
        assertTrue(atOnce.stream().allMatch(RefillConnectionReuseTest::isClosed));
        SQLException refused = assertThrows(SQLException.class, connections::obtain);
        assertTrue(refused.getMessage().contains("closed"), refused.getMessage());
    }

    @Test
    void aConnectionWhoseRefillFailedIsClosedNotKept(EmulatorDatabase database) throws Exception {
        try (DedicatedClientConnections connections = connectionsBesideTheApplications(database)) {
            Connection failed = connections.obtain();
            connections.discard(failed);
            awaitClosed(List.of(failed));                 // in the background
            assertTrue(failed.isClosed());
            assertEquals(0, connections.idleConnections());
            Connection next = connections.obtain();
            assertNotSame(failed, next);
            assertEquals(1L, selectOne(next));
            connections.release(next);
        }
    }

    /** Waits at most 10 s for connections closed in the background. */
    private static void awaitClosed(List<Connection> closing) throws InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
        while (!closing.stream().allMatch(RefillConnectionReuseTest::isClosed) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
    }

    /** As the generator makes them: after the application's first connection, which creates the database. */
    private static DedicatedClientConnections connectionsBesideTheApplications(EmulatorDatabase database)
            throws SQLException {
        try (Connection application = DriverManager.getConnection(database.jdbcUrl())) {
            assertEquals(1L, selectOne(application));
            return DedicatedClientConnections.beside(application);
        }
    }

    private static long selectOne(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery("SELECT 1")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static boolean isClosed(Connection connection) {
        try {
            return connection.isClosed();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
