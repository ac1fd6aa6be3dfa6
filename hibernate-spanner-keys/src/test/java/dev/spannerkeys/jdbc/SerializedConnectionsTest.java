package dev.spannerkeys.jdbc;

import dev.spannerkeys.internal.jdbc.LockedConnection;
import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import com.google.cloud.spanner.jdbc.JdbcDataSource;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Serialized connections against one emulator database: concurrency, the wait bound, release, re-entrance. */
@SpannerEmulatorTest
class SerializedConnectionsTest {

    private static final AtomicLong KEYS = new AtomicLong(1_000);

    @BeforeAll
    static void schema(EmulatorDatabase database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE Items (Id INT64 NOT NULL, Payload STRING(64)) PRIMARY KEY (Id)");
            statement.execute("CREATE SEQUENCE row_seq OPTIONS (sequence_kind = \"bit_reversed_positive\")");
            statement.executeUpdate("INSERT INTO Items (Id, Payload) VALUES (1, 'one'), (2, 'two'), (3, 'three')");
        }
    }

    @AfterEach
    void lockIsFree(EmulatorDatabase database) {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        assertEquals(Optional.empty(), lock.holder(), "a test left the lock held: " + lock);
    }

    @Test
    void writersAndReadOnlyReadersOnOneClientAllSucceed(EmulatorDatabase database) throws Exception {
        int perThread = 8;
        long before = count(database);
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(threads.submit(() -> write(database, start, perThread)));
                results.add(threads.submit(() -> read(database, start, perThread)));
            }
            start.countDown();
            for (Future<Integer> result : results) {
                assertEquals(perThread, result.get(2, TimeUnit.MINUTES));
            }
        } finally {
            threads.shutdownNow();
        }
        assertEquals(before + 4 * perThread, count(database));
    }

    /** Read-write transactions with one INSERT each; any failure propagates. Aborts are not retried inside the driver. */
    private static int write(EmulatorDatabase database, CountDownLatch start, int transactions) throws Exception {
        try (Connection connection = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()))) {
            connection.setAutoCommit(false);
            connection.unwrap(CloudSpannerJdbcConnection.class).setRetryAbortsInternally(false);
            start.await();
            for (int i = 0; i < transactions; i++) {
                insert(connection, KEYS.incrementAndGet());
                assertTrue(((SerializedConnection) connection).holdsTransactionLock());
                connection.commit();
            }
            return transactions;
        }
    }

    /** Read-only transactions with one SELECT each. */
    private static int read(EmulatorDatabase database, CountDownLatch start, int transactions) throws Exception {
        try (Connection connection = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()))) {
            connection.setAutoCommit(false);
            connection.setReadOnly(true);
            start.await();
            for (int i = 0; i < transactions; i++) {
                try (PreparedStatement select = connection.prepareStatement("SELECT Payload FROM Items WHERE Id = ?")) {
                    select.setLong(1, 1 + i % 3);
                    try (ResultSet rows = select.executeQuery()) {
                        assertTrue(rows.next());
                    }
                }
                assertTrue(((SerializedConnection) connection).holdsTransactionLock());
                connection.commit();
            }
            return transactions;
        }
    }

    @Test
    void aWaitLongerThanTheBoundFailsNamingTheHolder(EmulatorDatabase database) throws Exception {
        try (Holder holder = Holder.start(database, "holding-thread")) {
            holder.assertHolds(database);
            try (Connection waiter = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()),
                    Duration.ofMillis(300))) {
                waiter.setAutoCommit(false);
                long started = System.nanoTime();
                TransactionLockTimeoutException e = assertThrows(TransactionLockTimeoutException.class,
                        () -> insert(waiter, KEYS.incrementAndGet()));
                assertTrue(System.nanoTime() - started >= Duration.ofMillis(300).toNanos());
                assertTrue(e.getMessage().contains("thread 'holding-thread'"), e.getMessage());
                assertTrue(e.getMessage().matches("(?s).*has held it for \\d+\\.\\d s.*"), e.getMessage());
                assertEquals(Optional.of("holding-thread"), e.holderThread());
                assertTrue(e.heldFor().toMillis() >= 300);
                assertEquals(1, e.getSuppressed().length, "the holder's stack is attached");
                assertEquals(0, EmulatorTransactionLock.forUrl(database.jdbcUrl()).waitingThreads());
                waiter.rollback();
            }
        }
    }

    @Test
    void closingWithoutCommitOrRollbackReleasesTheLock(EmulatorDatabase database) throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        long key = KEYS.incrementAndGet();
        SerializedConnection connection = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()));
        connection.setAutoCommit(false);
        insert(connection, key);
        assertTrue(connection.holdsTransactionLock());
        assertTrue(lock.isHeldByCurrentThread());
        connection.close();
        assertEquals(Optional.empty(), lock.holder());
        assertEquals(0, countKey(database, key), "the open transaction was rolled back");

        // Closed by another thread than the one that took the lock: released all the same.
        try (Holder holder = Holder.start(database, "abandoning-thread")) {
            holder.connection.close();
            assertEquals(Optional.empty(), lock.holder());
        }
    }

    @Test
    void abortReleasesTheLockAtOnceAndClosesTheWrappedConnectionOnTheExecutor(EmulatorDatabase database)
            throws Exception {
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        SerializedConnection aborted = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()));
        aborted.setAutoCommit(false);
        try (Statement statement = aborted.createStatement();
                ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Items")) {
            rows.next();
        }
        assertTrue(lock.isHeldByCurrentThread());
        assertThrows(SQLException.class, () -> aborted.abort(null), "JDBC: abort needs an executor");

        List<Runnable> closing = new ArrayList<>();
        aborted.abort(closing::add);
        assertEquals(Optional.empty(), lock.holder(), "released before the wrapped connection is closed");
        assertTrue(aborted.isClosed());
        assertFalse(aborted.delegate().isClosed(), "closed on the executor, not by abort itself");
        assertThrows(SQLException.class, () -> aborted.createStatement().executeQuery("SELECT 1"));
        aborted.abort(closing::add);
        assertEquals(1, closing.size(), "a second abort does nothing");

        // Another transaction of this database runs without waiting for the close.
        try (Connection next = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()),
                Duration.ofMillis(500))) {
            next.setAutoCommit(false);
            try (Statement statement = next.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Items")) {
                assertTrue(rows.next());
            }
            next.commit();
        }
        closing.get(0).run();
        assertTrue(aborted.delegate().isClosed());
    }

    @Test
    void aSecondConnectionOfTheSameThreadOnItsOwnClientDoesNotWait(EmulatorDatabase database) throws Exception {
        long key = KEYS.incrementAndGet();
        Duration noWait = Duration.ofMillis(500);
        try (Connection user = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()), noWait);
                Connection refill = SerializedConnections.wrap(
                        DriverManager.getConnection(database.jdbcUrl("numChannels=3")), noWait)) {
            user.setAutoCommit(false);
            insert(user, key);
            // What a sequence refill does on a connection of its own while the user's transaction is open.
            refill.setAutoCommit(false);
            try (Statement statement = refill.createStatement();
                    ResultSet values = statement.executeQuery(
                            "SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE row_seq) FROM UNNEST(GENERATE_ARRAY(1, 5))")) {
                int read = 0;
                while (values.next()) {
                    read++;
                }
                assertEquals(5, read);
            }
            assertTrue(((SerializedConnection) refill).holdsTransactionLock());
            assertSame(((LockedConnection) user).transactionLock(), ((LockedConnection) refill).transactionLock(),
                    "one lock per database, whatever the connection properties");
            refill.rollback();
            assertTrue(EmulatorTransactionLock.forUrl(database.jdbcUrl()).isHeldByCurrentThread(),
                    "the user's transaction still holds it");
            user.commit();
        }
        assertEquals(1, countKey(database, key));
    }

    @Test
    void aSecondTransactionOfTheSameThreadOnTheSameClientFailsBeforeReachingTheServer(EmulatorDatabase database)
            throws Exception {
        long key = KEYS.incrementAndGet();
        try (Connection first = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()));
                Connection second = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()))) {
            first.setAutoCommit(false);
            insert(first, key);
            second.setAutoCommit(false);
            SQLException e = assertThrows(SQLException.class, () -> insert(second, KEYS.incrementAndGet()));
            assertTrue(e.getMessage().contains("same Spanner client"), e.getMessage());
            first.commit();
        }
        assertEquals(1, countKey(database, key), "the first transaction was not invalidated");
    }

    /**
     * A transaction that only read (a Hibernate session without a transaction of its own, on a connection whose
     * autocommit is off, keeps one) does not keep the same thread's next transaction on the same client out: the
     * emulator ends the reader's transaction, and a later statement of it says why.
     */
    @Test
    void aTransactionThatOnlyReadLetsTheSameThreadBeginAnotherOnTheSameClient(EmulatorDatabase database)
            throws Exception {
        long key = KEYS.incrementAndGet();
        try (Connection reader = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()));
                Connection writer = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()))) {
            reader.setAutoCommit(false);
            assertTrue(count(reader) >= 3);
            writer.setAutoCommit(false);
            insert(writer, key);
            writer.commit();
            assertTrue(((SerializedConnection) reader).holdsTransactionLock(), "the reader's transaction is still open");
            SQLException ended = assertThrows(SQLTransactionRollbackException.class, () -> count(reader));
            assertTrue(ended.getMessage().contains("it had only read when the same thread began another transaction"),
                    ended.getMessage());
            reader.rollback();
            assertTrue(count(reader) >= 4, "a new transaction of the reader sees the row");
            reader.commit();
        }
        assertEquals(1, countKey(database, key));
    }

    /**
     * A connection provider hands the wrapped connection back to its pool with the lock still held, and the pool
     * decides what becomes of an open transaction: Hibernate's built-in pool commits it (autocommit back on).
     */
    @Test
    void aConnectionReturnedToItsPoolIsCommittedOrRolledBackByThePoolUnderTheLock(EmulatorDatabase database)
            throws Exception {
        long committed = KEYS.incrementAndGet();
        long rolledBack = KEYS.incrementAndGet();
        EmulatorTransactionLock lock = EmulatorTransactionLock.forUrl(database.jdbcUrl());
        for (long key : List.of(committed, rolledBack)) {
            Connection pooled = DriverManager.getConnection(database.jdbcUrl());
            LockedConnection wrapped = (LockedConnection) SerializedConnections.wrap(pooled);
            wrapped.setAutoCommit(false);
            insert(wrapped, key);
            wrapped.returnTo(connection -> {
                assertTrue(lock.isHeldByCurrentThread(), "the pool ends the transaction under the lock");
                if (key == committed) {
                    connection.setAutoCommit(true);
                } else {
                    connection.rollback();
                }
            });
            assertFalse(lock.isHeldByCurrentThread());
            assertTrue(wrapped.isClosed(), "the wrapper is done");
            assertFalse(pooled.isClosed(), "the pool's connection lives on");
            pooled.close();
        }
        assertEquals(1, countKey(database, committed));
        assertEquals(0, countKey(database, rolledBack));
    }

    @Test
    void autocommitReadsRunWhileTheLockIsHeldButAutocommitWritesWait(EmulatorDatabase database) throws Exception {
        try (Holder holder = Holder.start(database, "holding-thread");
                Connection autocommit = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()),
                        Duration.ofMillis(200))) {
            holder.assertHolds(database);
            try (Statement statement = autocommit.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Items")) {
                assertTrue(rows.next());
            }
            assertThrows(TransactionLockTimeoutException.class, () -> insert(autocommit, KEYS.incrementAndGet()));
        }
    }

    @Test
    void unwrapsToTheSpannerConnectionAndCommitsBufferedMutationsUnderTheLock(EmulatorDatabase database)
            throws Exception {
        long key = KEYS.incrementAndGet();
        try (Connection connection = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()),
                Duration.ofMillis(200))) {
            assertTrue(connection.isWrapperFor(CloudSpannerJdbcConnection.class));
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            assertSame(connection, spanner, "unwrap keeps the wrapper, so its mutations commit under the lock");
            try (Statement statement = connection.createStatement()) {
                assertSame(connection, statement.getConnection());
            }
            connection.setAutoCommit(false);
            try (Holder holder = Holder.start(database, "holding-thread")) {
                holder.assertHolds(database);
                spanner.bufferedWrite(Mutation.newInsertBuilder("Items").set("Id").to(key).set("Payload").to("m").build());
                assertFalse(((SerializedConnection) connection).holdsTransactionLock(), "buffering does not wait");
                assertThrows(TransactionLockTimeoutException.class, connection::commit);
                connection.rollback();
            }
            spanner.bufferedWrite(Mutation.newInsertBuilder("Items").set("Id").to(key).set("Payload").to("m").build());
            connection.commit();
            assertFalse(((SerializedConnection) connection).holdsTransactionLock());
        }
        assertEquals(1, countKey(database, key));
    }

    @Test
    void aWrappedDataSourceHandsOutSerializedConnections(EmulatorDatabase database) throws Exception {
        JdbcDataSource plain = new JdbcDataSource();
        plain.setUrl(database.jdbcUrl());
        DataSource dataSource = SerializedConnections.wrap(plain);
        assertTrue(dataSource.isWrapperFor(JdbcDataSource.class));
        long key = KEYS.incrementAndGet();
        try (Connection connection = dataSource.getConnection()) {
            assertTrue(connection instanceof SerializedConnection);
            assertEquals(database.hostPort() + "/projects/" + database.projectId() + "/instances/"
                    + database.instanceId() + "/databases/" + database.databaseId(),
                    ((LockedConnection) connection).transactionLock().database());
            connection.setAutoCommit(false);
            insert(connection, key);
            assertTrue(EmulatorTransactionLock.forUrl(database.jdbcUrl()).isHeldByCurrentThread());
            connection.commit();
            assertEquals(Optional.empty(), EmulatorTransactionLock.forUrl(database.jdbcUrl()).holder());
        }
        assertEquals(1, countKey(database, key));
    }

    private static void insert(Connection connection, long key) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO Items (Id, Payload) VALUES (?, ?)")) {
            insert.setLong(1, key);
            insert.setString(2, "row " + key);
            insert.executeUpdate();
        }
    }

    private static long count(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Items")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static long count(EmulatorDatabase database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Items")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static long countKey(EmulatorDatabase database, long key) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Items WHERE Id = " + key)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** A thread that holds the lock with an open transaction (one SELECT) until closed. */
    private static final class Holder implements AutoCloseable {

        private final Thread thread;
        private final CountDownLatch done = new CountDownLatch(1);
        private volatile Connection connection;

        private Holder(Thread thread) {
            this.thread = thread;
        }

        static Holder start(EmulatorDatabase database, String threadName) throws Exception {
            CountDownLatch holding = new CountDownLatch(1);
            Exception[] failure = new Exception[1];
            Holder[] self = new Holder[1];
            Thread thread = new Thread(() -> {
                try {
                    Connection connection = SerializedConnections.wrap(DriverManager.getConnection(database.jdbcUrl()));
                    self[0].connection = connection;
                    connection.setAutoCommit(false);
                    try (Statement statement = connection.createStatement();
                            ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Items")) {
                        rows.next();
                    }
                } catch (Exception e) {
                    failure[0] = e;
                } finally {
                    holding.countDown();
                }
                try {
                    self[0].done.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, threadName);
            self[0] = new Holder(thread);
            thread.start();
            assertTrue(holding.await(1, TimeUnit.MINUTES));
            if (failure[0] != null) {
                throw failure[0];
            }
            return self[0];
        }

        /** Checks that this holder's thread holds the lock of {@code database}. */
        void assertHolds(EmulatorDatabase database) {
            assertEquals(Optional.of(thread), EmulatorTransactionLock.forUrl(database.jdbcUrl()).holder());
        }

        @Override
        public void close() throws SQLException {
            try {
                connection.close();
            } finally {
                done.countDown();
                try {
                    thread.join(TimeUnit.MINUTES.toMillis(1));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }
}
