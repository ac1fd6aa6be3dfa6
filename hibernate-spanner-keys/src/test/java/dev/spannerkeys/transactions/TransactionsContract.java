package dev.spannerkeys.transactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.errors.ReadOnlyTransactionWriteException;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.CountingSpannerDriver.TransactionSeen;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.TransactionException;
import org.hibernate.query.Query;
import org.hibernate.resource.jdbc.spi.PhysicalConnectionHandlingMode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Spanner transactions from plain JPA/Hibernate on the emulator, checked where it counts: at the JDBC
 * connection (what the Spanner connection is set to send with each statement and commit, recorded by
 * {@link CountingSpannerDriver}) and in the rows.
 *
 * <ul>
 *   <li>{@link SpannerReads#readOnly} runs a Spanner read-only transaction; a write inside it (DML, or the
 *       mutations of the commit) fails with {@link ReadOnlyTransactionWriteException}, in every write mode, and
 *       nothing is written;</li>
 *   <li>exact staleness reads the data as it was between two commits; a maximum staleness reads one snapshot
 *       within its bound (a commit of another client in the middle of the transaction is not seen); a stale read
 *       in a read-write transaction, or inside a running transaction, is refused;</li>
 *   <li>the transaction tag and request priority (persistence unit default, entity manager property,
 *       {@link SpannerTransactions#withTag}) reach DML statements and the commit of mutations, and the priority
 *       is restored afterwards;</li>
 *   <li>a query timeout and a transaction timeout fire as Spanner deadlines;</li>
 *   <li>query hints reach Spanner in its syntax (an index that does not exist is refused by Spanner);</li>
 *   <li>{@code hibernate.connection.isolation} is refused for a level Spanner lacks, and REPEATABLE_READ reaches
 *       the transaction.</li>
 * </ul>
 * One session factory per write mode, created on first use (the first creates the schema), with one connection
 * so that restoring the connection is observable.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.POSTGRESQL)
abstract class TransactionsContract {

    static final String DEFAULT_TAG = "unit-default";

    private final EmulatorDatabase database;
    private final Map<WriteMode, SessionFactory> factories = new EnumMap<>(WriteMode.class);
    /** A connection of another Spanner client, whose commits the stale reads are checked against. */
    private Connection otherClient;

    TransactionsContract(EmulatorDatabase database) {
        this.database = database;
    }

    /**
     * A query that runs for seconds on the emulator: a cross join of two 1,200-element arrays, 1.44 million rows,
     * about 4 s (the emulator finishes a query whose client gave up, so no more).
     */
    abstract String slowQuery();

    /** The table hint as the dialect writes it after the table. */
    abstract String forceIndexHint(String index);

    SessionFactory factory(WriteMode mode) {
        return factories.computeIfAbsent(mode, writeMode -> TestSessionFactories.create(database, Map.of(
                SpannerKeysSettings.WRITE_MODE, writeMode.settingValue(),
                SpannerKeysSettings.TRANSACTION_TAG, DEFAULT_TAG,
                "hibernate.connection.pool_size", "1",
                "hibernate.hbm2ddl.auto", factories.isEmpty() ? "create" : "none"), Counter.class));
    }

    SessionFactory factory() {
        return factory(WriteMode.MUTATIONS_AT_COMMIT);
    }

    @BeforeAll
    void start() throws SQLException {
        factory();
        otherClient = DriverManager.getConnection(database.jdbcUrl() + ";numChannels=2");
    }

    @AfterAll
    void stop() throws SQLException {
        otherClient.close();
        factories.values().forEach(SessionFactory::close);
        CountingSpannerDriver.recordTransactions(false);
    }

    @BeforeEach
    void oneCounter() {
        factory().inTransaction(session -> {
            session.createMutationQuery("delete from Counter").executeUpdate();
            session.persist(new Counter(1, "one", 10));
        });
        CountingSpannerDriver.recordTransactions(true);
    }

    private long n(long id) {
        return factory().fromTransaction(session -> session.find(Counter.class, id).n);
    }

    private List<TransactionSeen> seen(String request) {
        return CountingSpannerDriver.transactionsSeen().stream().filter(seen -> seen.request().equals(request)).toList();
    }

    // ---- read-only transactions -------------------------------------------------------------------------------

    @Test
    void readOnlyRunsASpannerReadOnlyTransaction() {
        long n = SpannerReads.readOnly(factory(), entityManager -> entityManager.find(Counter.class, 1L).n);

        assertEquals(10, n);
        List<TransactionSeen> queries = seen("QUERY");
        assertFalse(queries.isEmpty());
        queries.forEach(query -> assertTrue(query.readOnly(), "read-only transaction: " + query));
        assertTrue(seen("COMMIT").stream().allMatch(TransactionSeen::readOnly));
        // The next transaction on the same connection is a read-write one again.
        CountingSpannerDriver.recordTransactions(true);
        factory().inTransaction(session -> session.find(Counter.class, 1L).n++);
        assertTrue(seen("COMMIT").stream().noneMatch(TransactionSeen::readOnly), "read-write after it");
        assertEquals(11, n(1));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aWriteInAReadOnlyTransactionFailsNamingItAndWritesNothing(WriteMode mode) {
        // At the commit: DML in dml mode, the commit's mutations in the mutation modes.
        Throwable atCommit = assertThrows(Throwable.class, () -> SpannerReads.readOnly(factory(mode), entityManager -> {
            entityManager.persist(new Counter(2, "two", 0));
            return null;
        }));
        assertReadOnlyRefusal(atCommit);
        // A native statement.
        Throwable nativeWrite = assertThrows(Throwable.class, () -> SpannerReads.readOnly(factory(mode), entityManager ->
                entityManager.createNativeQuery("UPDATE counters SET n = 99 WHERE id = 1").executeUpdate()));
        assertReadOnlyRefusal(nativeWrite);

        assertEquals(List.of(1L), factory().fromTransaction(session ->
                session.createSelectionQuery("select id from Counter", Long.class).getResultList()));
        assertEquals(10, n(1));
    }

    private static void assertReadOnlyRefusal(Throwable failure) {
        ReadOnlyTransactionWriteException refusal = cause(failure, ReadOnlyTransactionWriteException.class);
        assertNotNull(refusal, "the library's exception among the causes of " + failure);
        assertTrue(refusal.getMessage().contains("in a Spanner read-only transaction"), refusal.getMessage());
        assertTrue(refusal.getMessage().contains("SpannerReads.readOnly"), refusal.getMessage());
        assertTrue(refusal.getMessage().contains("Fix: run the write in a read-write transaction"), refusal.getMessage());
    }

    static <T extends Throwable> T cause(Throwable failure, Class<T> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
            for (Throwable suppressed : cause.getSuppressed()) {
                if (type.isInstance(suppressed)) {
                    return type.cast(suppressed);
                }
            }
        }
        return null;
    }

    // ---- stale reads -------------------------------------------------------------------------------------------

    /** Commits {@code sql} in a transaction of its own on a client of its own and returns its commit timestamp. */
    private Timestamp commit(String sql) throws SQLException {
        try (Statement statement = otherClient.createStatement()) {
            statement.executeUpdate(sql);
        }
        return otherClient.unwrap(CloudSpannerJdbcConnection.class).getCommitTimestamp();
    }

    /**
     * Two commits two seconds apart (the emulator's clock is the machine's); the stale reads ask for the data as it
     * was half a second after the first, so the time a read takes to begin (well under the 1.5 s left) cannot move
     * it past the second.
     */
    @Test
    void exactStalenessReadsTheDataAsItWasBetweenTwoCommits() throws SQLException, InterruptedException {
        Timestamp first = commit("UPDATE counters SET n = 100 WHERE id = 1");
        Instant gapEnds = first.toInstant().plusSeconds(2);
        while (Instant.now().isBefore(gapEnds)) {
            Thread.sleep(Math.max(1, Duration.between(Instant.now(), gapEnds).toMillis()));
        }
        Timestamp second = commit("UPDATE counters SET n = 200 WHERE id = 1");
        assertTrue(second.toInstant().isAfter(gapEnds.minusMillis(1)));
        Instant between = first.toInstant().plusMillis(500);

        long stale = SpannerReads.readOnly(factory(), Staleness.exact(Duration.between(between, Instant.now())),
                entityManager -> entityManager.find(Counter.class, 1L).n);
        long scoped = SpannerReads.withExactStaleness(Duration.between(between, Instant.now()), () ->
                SpannerReads.readOnly(factory(), entityManager -> entityManager.find(Counter.class, 1L).n));
        long strong = SpannerReads.readOnly(factory(), entityManager -> entityManager.find(Counter.class, 1L).n);

        assertEquals(100, stale, "the value committed before the read timestamp, not the one after it");
        assertEquals(100, scoped);
        assertEquals(200, strong);
        assertTrue(seen("QUERY").stream().allMatch(TransactionSeen::readOnly));
    }

    @Test
    void maxStalenessReadsOneSnapshotWithinItsBound() {
        Instant begin = Instant.now();
        long[] reads = SpannerReads.readOnly(factory(), Staleness.max(Duration.ofSeconds(10)), entityManager -> {
            long before = entityManager.find(Counter.class, 1L).n;
            Timestamp readAt = entityManager.unwrap(Session.class).doReturningWork(connection ->
                    connection.unwrap(CloudSpannerJdbcConnection.class).getReadTimestamp());
            Timestamp otherCommit;
            try {
                otherCommit = commit("UPDATE counters SET n = 300 WHERE id = 1");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
            entityManager.clear();
            long after = ((Number) entityManager.createNativeQuery("SELECT n FROM counters WHERE id = 1")
                    .getSingleResult()).longValue();
            return new long[] {before, after, readAt.toInstant().toEpochMilli(), otherCommit.toInstant().toEpochMilli()};
        });

        assertEquals(10, reads[0]);
        assertEquals(10, reads[1], "the second read of the transaction reads the same snapshot");
        assertTrue(reads[2] >= begin.minusSeconds(10).toEpochMilli(), "read at most 10 s before the transaction began");
        assertTrue(reads[2] < reads[3], "read before the other client's commit");
        assertEquals(300, n(1));
    }

    @Test
    void aStaleReadOfAReadWriteTransactionIsRefused() {
        TransactionException refused = assertThrows(TransactionException.class, () ->
                SpannerReads.withMaxStaleness(Duration.ofSeconds(15), () -> {
                    factory().inTransaction(session -> session.find(Counter.class, 1L).n = 55);
                    return null;
                }));
        assertTrue(refused.getMessage().contains("asks for a stale read (max:15s)"), refused.getMessage());
        assertTrue(refused.getMessage().contains("read-write transaction"), refused.getMessage());

        IllegalStateException inside = assertThrows(IllegalStateException.class, () -> factory().inTransaction(session ->
                SpannerReads.withExactStaleness(Duration.ofSeconds(10), () -> session.find(Counter.class, 1L).n)));
        assertTrue(inside.getMessage().contains("a transaction is running on this thread already"), inside.getMessage());
        assertEquals(10, n(1));
    }

    // ---- tags and priority -------------------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void tagAndPriorityReachDmlAndTheCommitOfMutations(WriteMode mode) {
        try (EntityManager entityManager = factory(mode).createEntityManager()) {
            entityManager.setProperty(SpannerKeysSettings.TRANSACTION_TAG, "checkout");
            entityManager.setProperty(SpannerKeysSettings.TRANSACTION_PRIORITY, "low");
            entityManager.getTransaction().begin();
            entityManager.persist(new Counter(2, "two", 0));
            entityManager.flush();                                  // DML in every mode but mutations-always
            entityManager.persist(new Counter(3, "three", 0));      // the commit flush: mutations in both mutation modes
            entityManager.createNativeQuery("UPDATE counters SET n = 1 WHERE id = 1").executeUpdate();
            entityManager.getTransaction().commit();
        }
        List<TransactionSeen> dml = seen("DML");
        List<TransactionSeen> commits = seen("COMMIT");
        assertFalse(dml.isEmpty());
        dml.forEach(statement -> {
            assertEquals("checkout", statement.transactionTag(), statement.toString());
            assertEquals("LOW", statement.priority(), statement.toString());
        });
        assertEquals(1, commits.size(), commits.toString());
        assertEquals("checkout", commits.get(0).transactionTag());
        assertEquals("LOW", commits.get(0).priority());
        assertEquals(mode.usesMutations(), commits.get(0).mutations() > 0, "the commit carries mutations: " + commits);

        // Per unit of work over the entity manager's property; the persistence unit's default otherwise.
        CountingSpannerDriver.recordTransactions(true);
        SpannerTransactions.withTag("restock", RequestPriority.MEDIUM, () -> {
            factory(mode).inTransaction(session -> session.find(Counter.class, 2L).n = 5);
            return null;
        });
        assertEquals(List.of("restock/MEDIUM"), seen("COMMIT").stream()
                .map(commit -> commit.transactionTag() + "/" + commit.priority()).toList());
        CountingSpannerDriver.recordTransactions(true);
        factory(mode).inTransaction(session -> session.find(Counter.class, 3L).n = 5);
        assertEquals(List.of(DEFAULT_TAG + "/UNSPECIFIED"), seen("COMMIT").stream()
                .map(commit -> commit.transactionTag() + "/" + commit.priority()).toList(),
                "the priority restored on the one connection of the pool");
        assertEquals(Map.of(1L, 1L, 2L, 5L, 3L, 5L), factory().fromTransaction(session ->
                session.createSelectionQuery("from Counter", Counter.class).getResultList().stream()
                        .collect(Collectors.toMap(counter -> counter.id, counter -> counter.n))));
    }

    // ---- timeouts ----------------------------------------------------------------------------------------------

    @Test
    void aQueryTimeoutAndATransactionTimeoutFireAsSpannerDeadlines() {
        // Read-only transactions: a read-write one would keep the emulator's one transaction busy until it finishes.
        long start = System.nanoTime();
        Throwable query = assertThrows(Throwable.class, () ->
                SpannerReads.readOnly(factory(), entityManager -> entityManager.createNativeQuery(slowQuery())
                        .setHint("jakarta.persistence.query.timeout", 1000).getSingleResult()));
        long queryMillis = (System.nanoTime() - start) / 1_000_000;
        assertDeadline(query);

        start = System.nanoTime();
        Throwable transaction;
        try (Session session = factory().withOptions()
                .connectionHandlingMode(PhysicalConnectionHandlingMode.DELAYED_ACQUISITION_AND_HOLD).openSession()) {
            // What Spring's @Transactional(readOnly = true, timeout = 1) does.
            session.doWork(connection -> connection.setReadOnly(true));
            session.getTransaction().setTimeout(1);
            session.getTransaction().begin();
            transaction = assertThrows(Throwable.class, () -> session.createNativeQuery(slowQuery(), Long.class)
                    .getSingleResult());
            session.getTransaction().rollback();
            session.doWork(connection -> connection.setReadOnly(false));
        }
        long transactionMillis = (System.nanoTime() - start) / 1_000_000;
        awaitTheEmulatorDoneWithTheSlowQueries();
        assertDeadline(transaction);
        assertTrue(queryMillis < 3_000 && transactionMillis < 3_000, queryMillis + " ms, " + transactionMillis + " ms");
    }

    /**
     * The emulator goes on computing a query whose client gave up at its deadline, and holds back the database's
     * next read-write transaction meanwhile: wait until one runs, so the next test starts on an idle database.
     */
    private void awaitTheEmulatorDoneWithTheSlowQueries() {
        long giveUp = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        while (true) {
            try {
                factory().inTransaction(session -> session.createMutationQuery("delete from Counter where id = -1")
                        .setTimeout(5).executeUpdate());
                return;
            } catch (RuntimeException stillBusy) {
                // A deadline, or on a loaded machine the transaction the deadline left behind ended by the emulator.
                if (System.nanoTime() > giveUp) {
                    throw stillBusy;
                }
            }
        }
    }

    /** Hibernate's {@code QueryTimeoutException} (JPA's, or inside JPA's {@code PersistenceException}), from Spanner's deadline. */
    private static void assertDeadline(Throwable failure) {
        org.hibernate.QueryTimeoutException timeout = cause(failure, org.hibernate.QueryTimeoutException.class);
        assertNotNull(timeout, failure.getClass().getName());
        assertTrue(timeout.getSQLException().getMessage().startsWith("DEADLINE_EXCEEDED"),
                timeout.getSQLException().getMessage().substring(0, 40));
    }

    // ---- hints -------------------------------------------------------------------------------------------------

    @Test
    void aQueryHintAppearsInTheSqlAndTheQueryRuns() {
        CountingSpannerDriver.reset();
        List<Long> ids = factory().fromTransaction(session -> {
            Query<Long> query = session.createQuery("select c.id from Counter c where c.name = :name", Long.class)
                    .setParameter("name", "one");
            query.addQueryHint("FORCE_INDEX=counters_by_name");
            return query.getResultList();
        });
        assertEquals(List.of(1L), ids);
        assertTrue(CountingSpannerDriver.reads().stream().anyMatch(sql -> sql.contains(forceIndexHint("counters_by_name"))),
                CountingSpannerDriver.reads().toString());

        // With a lock, statement hints join the lock's hint block; the JPA form of the hint.
        Long locked = factory().fromTransaction(session -> session.createQuery(
                        "select c.id from Counter c where c.name = 'one'", Long.class)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .setHint("org.hibernate.query.database", "FORCE_INDEX=counters_by_name")
                .getSingleResult());
        assertEquals(1L, locked);

        // Spanner reads the hint: an index the table does not have is refused.
        Throwable unknown = assertThrows(Throwable.class, () -> factory().inTransaction(session ->
                session.createQuery("select c.id from Counter c", Long.class)
                        .addQueryHint("FORCE_INDEX=no_such_index").getResultList()));
        assertTrue(messages(unknown).contains("does not have a secondary index called no_such_index"), messages(unknown));

        IllegalArgumentException notAHint = assertThrows(IllegalArgumentException.class, () -> factory().inTransaction(
                session -> session.createQuery("select c.id from Counter c", Long.class)
                        .addQueryHint("FORCE_INDEX=x; DROP TABLE counters").getResultList()));
        assertTrue(notAHint.getMessage().contains("Not a Spanner hint"), notAHint.getMessage());
    }

    static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            all.append(cause.getMessage()).append(" | ");
        }
        return all.toString();
    }

    // ---- isolation ---------------------------------------------------------------------------------------------

    @Test
    void anIsolationLevelSpannerLacksIsRefusedAndRepeatableReadReachesTheTransaction() {
        InvalidSettingException refused = assertThrows(InvalidSettingException.class, () -> TestSessionFactories.create(
                database, Map.of("hibernate.connection.isolation", "READ_COMMITTED", "hibernate.hbm2ddl.auto", "none"),
                Counter.class).close());
        assertTrue(refused.getMessage().contains("Spanner has no READ_COMMITTED isolation"), refused.getMessage());
        assertTrue(refused.getMessage().contains("REPEATABLE_READ"), refused.getMessage());

        Map<String, Object> repeatableRead = new HashMap<>(Map.of("hibernate.connection.isolation", "REPEATABLE_READ",
                "hibernate.hbm2ddl.auto", "none"));
        try (SessionFactory factory = TestSessionFactories.create(database, repeatableRead, Counter.class)) {
            CountingSpannerDriver.recordTransactions(true);
            factory.inTransaction(session -> session.find(Counter.class, 1L).n = 12);
        }
        List<TransactionSeen> commits = seen("COMMIT");
        assertEquals(1, commits.size());
        assertEquals(Connection.TRANSACTION_REPEATABLE_READ, commits.get(0).isolation());
        assertEquals(12, n(1));
    }

    static List<Long> range(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(Long::valueOf).toList();
    }

    static <T extends Throwable> void assertCause(Throwable failure, Class<T> type) {
        assertInstanceOf(type, cause(failure, type), failure.toString());
    }
}
