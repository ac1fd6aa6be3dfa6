package dev.spannerkeys.spring.boot.transactions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.hibernate.errors.ReadOnlyTransactionWriteException;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.CountingSpannerDriver.TransactionSeen;
import dev.spannerkeys.testsupport.SampledByDialect;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.dao.CannotAcquireLockException;
import org.springframework.orm.jpa.JpaSystemException;
import org.springframework.transaction.IllegalTransactionStateException;
import org.springframework.transaction.InvalidIsolationLevelException;

/**
 * Which Spanner transaction each Spring construct gets, checked at the JDBC connection (what the Spanner connection
 * was set to send with each statement and commit, recorded by {@link CountingSpannerDriver}) and in the rows, on the
 * development emulator: Spring Data repository reads and {@code @Transactional(readOnly = true)} run read-only
 * transactions (a query method declared in the repository interface runs without a transaction, as a single-use
 * read), and a write in one fails with the library's message; {@code @StaleRead} reads stale data and refuses a
 * read-write transaction; {@code @TransactionTag} reaches DML and the commit of mutations; isolation levels Spanner
 * lacks are refused naming the method, REPEATABLE_READ and SERIALIZABLE reach the connection;
 * {@code @Retryable(includes = ConcurrencyFailureException.class)} around {@code @Transactional} applies every
 * increment exactly once under real aborts; {@code @Transactional(timeout)} fires as a Spanner deadline.
 *
 * <p>One application per dialect, in {@code mutations-at-commit} with the emulator's transaction serialization off, so
 * that concurrent transactions really abort (the other tests run one transaction at a time).
 */
@Tag("emulator")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.POSTGRESQL)
abstract class SpringTransactionsContract {

    private ConfigurableApplicationContext application;
    private CounterService service;
    private CounterRepository counters;
    private Connection otherClient;

    /** The value of {@code spanner.keys.emulator.dialect}. */
    abstract String dialect();

    /** A query that runs for seconds on the emulator. */
    abstract String slowQuery();

    @BeforeAll
    void start() throws SQLException {
        SpringApplication app = new SpringApplication(TransactionsApplication.class);
        app.setWebApplicationType(WebApplicationType.NONE);
        app.setDefaultProperties(Map.of("spring.main.banner-mode", "off",
                "logging.level.root", "WARN",
                "spanner.keys.emulator.enabled", "true",
                "spanner.keys.emulator.dialect", dialect(),
                "spanner.keys.emulator.serialize-transactions", "off",
                "spanner.keys.write-mode", "mutations-at-commit"));
        application = app.run();
        service = application.getBean(CounterService.class);
        counters = application.getBean(CounterRepository.class);
        otherClient = DriverManager.getConnection(application.getBean(JdbcConnectionDetails.class).getJdbcUrl()
                + ";numChannels=2");
    }

    @AfterAll
    void stop() throws SQLException {
        CountingSpannerDriver.recordTransactions(false);
        otherClient.close();
        application.close();
    }

    @BeforeEach
    void oneCounter() {
        counters.deleteAllInBatch();
        counters.save(new Counter(1, "one"));
        CountingSpannerDriver.recordTransactions(true);
    }

    private static List<TransactionSeen> seen(String request) {
        return CountingSpannerDriver.transactionsSeen().stream().filter(seen -> seen.request().equals(request)).toList();
    }

    private long n(long id) {
        return counters.findById(id).orElseThrow().getN();
    }

    private Timestamp commit(String sql) throws SQLException {
        try (Statement statement = otherClient.createStatement()) {
            statement.executeUpdate(sql);
        }
        return otherClient.unwrap(CloudSpannerJdbcConnection.class).getCommitTimestamp();
    }

    @Test
    void repositoryReadsAndReadOnlyTransactionsRunSpannerReadOnlyTransactions() {
        assertThat(counters.findById(1L)).isPresent();
        assertThat(service.readOnly(1)).isZero();

        assertThat(seen("QUERY")).hasSize(2).allMatch(TransactionSeen::readOnly);
        CountingSpannerDriver.recordTransactions(true);
        assertThat(counters.findByName("one")).hasSize(1);
        assertThat(seen("QUERY")).as("a declared query method has no transaction: a single-use read")
                .singleElement().satisfies(query -> assertThat(query.autoCommit()).isTrue());
        CountingSpannerDriver.recordTransactions(true);
        service.untagged(1);
        assertThat(seen("COMMIT")).singleElement().satisfies(commit -> assertThat(commit.readOnly()).isFalse());
    }

    @Test
    void aWriteInAReadOnlyRepositoryMethodFailsWithTheLibrarysMessage() {
        Throwable failure = catchThrowable(() -> counters.resetInAReadOnlyMethod(1));

        assertThat(failure).isInstanceOf(JpaSystemException.class)
                .hasMessageContaining("A statement writes in a Spanner read-only transaction")
                .hasMessageContaining("Fix: run the write in a read-write transaction");
        assertThat(failure).cause().isInstanceOf(ReadOnlyTransactionWriteException.class);
        assertThat(n(1)).isZero();
    }

    /** Two commits two seconds apart; the stale read, right after the second, reads 1.5 s back: before it. */
    @Test
    void staleReadReadsTheDataAsItWasAndRefusesAReadWriteTransaction() throws Exception {
        Timestamp first = commit("UPDATE counter SET n = 100 WHERE id = 1");
        Instant gapEnds = first.toInstant().plusSeconds(2);
        while (Instant.now().isBefore(gapEnds)) {
            Thread.sleep(Math.max(1, Duration.between(Instant.now(), gapEnds).toMillis()));
        }
        commit("UPDATE counter SET n = 200 WHERE id = 1");

        assertThat(service.staleRead(1)).isEqualTo(100);
        assertThat(service.readOnly(1)).isEqualTo(200);
        assertThat(service.staleRepositoryRead(1)).isIn(100L, 200L);
        // The maximum staleness's single-use read (SELECT 1) runs in autocommit; everything else read-only.
        assertThat(seen("QUERY")).filteredOn(query -> !query.autoCommit()).hasSize(3).allMatch(TransactionSeen::readOnly);
        assertThat(seen("QUERY")).filteredOn(TransactionSeen::autoCommit).extracting(TransactionSeen::sql)
                .containsExactly("SELECT 1");

        Throwable refused = catchThrowable(() -> service.staleReadAroundAWrite(7));
        assertThat(refused).isInstanceOf(IllegalTransactionStateException.class)
                .hasMessageContaining("@StaleRead on CounterService.staleReadAroundAWrite asks for a stale read (max:10s)")
                .hasMessageContaining("begins a read-write transaction");
        assertThat(counters.findById(7L)).isEmpty();
    }

    @Test
    void transactionTagAndPriorityReachDmlAndTheCommitOfMutations() {
        service.checkout(2, 3);

        assertThat(seen("DML")).isNotEmpty().allSatisfy(statement -> {
            assertThat(statement.transactionTag()).isEqualTo("checkout");
            assertThat(statement.priority()).isEqualTo("LOW");
        });
        assertThat(seen("COMMIT")).singleElement().satisfies(commit -> {
            assertThat(commit.transactionTag()).isEqualTo("checkout");
            assertThat(commit.priority()).isEqualTo("LOW");
            assertThat(commit.mutations()).as("the second counter, written as a mutation").isEqualTo(1);
        });
        CountingSpannerDriver.recordTransactions(true);
        service.untagged(2);
        assertThat(seen("COMMIT")).singleElement().satisfies(commit -> {
            assertThat(commit.transactionTag()).isNull();
            assertThat(commit.priority()).as("restored").isEqualTo("UNSPECIFIED");
        });
        assertThat(counters.findAllById(List.of(2L, 3L))).hasSize(2);
    }

    @Test
    void isolationLevelsSpannerLacksAreRefusedAndItsTwoReachTheTransaction() {
        Throwable refused = catchThrowable(() -> service.readCommitted(1));
        assertThat(refused).isInstanceOf(InvalidIsolationLevelException.class)
                .hasMessageContaining("@Transactional(isolation = READ_COMMITTED) on "
                        + CounterService.class.getName() + ".readCommitted")
                .hasMessageContaining("Spanner has no READ_COMMITTED isolation")
                .hasMessageContaining("REPEATABLE_READ");

        service.repeatableRead(1);
        service.serializable(1);
        assertThat(seen("COMMIT")).extracting(TransactionSeen::isolation)
                .containsExactly(Connection.TRANSACTION_REPEATABLE_READ, Connection.TRANSACTION_SERIALIZABLE);
        assertThat(n(1)).isEqualTo(2);
    }

    /**
     * Four threads increment two counters three times each, concurrently, with the emulator's serialization off: the
     * emulator aborts overlapping transactions, Spring reports each as a {@code CannotAcquireLockException} (a
     * {@code ConcurrencyFailureException}), {@code @Retryable} runs the whole {@code @Transactional} method again, and
     * every increment is applied exactly once.
     */
    @Test
    void retryableAroundTransactionalAppliesEveryIncrementExactlyOnceUnderAborts() throws Exception {
        counters.save(new Counter(2, "two"));
        RetryEvents retries = application.getBean(RetryEvents.class);
        retries.failures.clear();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                done.add(threads.submit(() -> {
                    start.await();
                    for (int i = 0; i < 3; i++) {
                        service.increment(1);
                        service.increment(2);
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> thread : done) {
                thread.get(120, TimeUnit.SECONDS);
            }
        } finally {
            threads.shutdownNow();
        }
        assertThat(n(1)).isEqualTo(12);
        assertThat(n(2)).isEqualTo(12);
        assertThat(retries.failures).as("aborts that were retried").isNotEmpty()
                .allSatisfy(failure -> assertThat(failure).isInstanceOf(CannotAcquireLockException.class));
        System.out.printf("%s: %d aborted transactions retried by @Retryable%n", dialect(), retries.failures.size());
    }

    @Test
    void aTransactionTimeoutFiresAsASpannerDeadline() throws SQLException {
        long start = System.nanoTime();
        Throwable failure = catchThrowable(() -> service.slow(slowQuery()));
        long millis = (System.nanoTime() - start) / 1_000_000;
        awaitTheEmulatorDoneWithTheSlowQuery();

        assertThat(failure).hasCauseInstanceOf(org.hibernate.QueryTimeoutException.class);
        assertThat(failure.getCause().getMessage()).startsWith("JDBC exception executing SQL [DEADLINE_EXCEEDED");
        assertThat(millis).isLessThan(3_000);
    }

    /**
     * The emulator goes on computing a query whose client gave up at its deadline, and holds back the application's
     * next request meanwhile (its Spanner client's session is the one still busy; another client's is not): wait
     * until a write through the application's own connections runs, so the next test starts on an idle database.
     * On a loaded machine the wait took up to 30 s, the Spanner client's deadline for the next test's first
     * statement.
     */
    private void awaitTheEmulatorDoneWithTheSlowQuery() throws SQLException {
        long giveUp = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        javax.sql.DataSource dataSource = application.getBean(javax.sql.DataSource.class);
        while (true) {
            try (Connection connection = dataSource.getConnection();
                    Statement statement = connection.createStatement()) {
                statement.setQueryTimeout(5);
                statement.executeUpdate("delete from counter where id = -1");
                return;
            } catch (SQLException stillBusy) {
                // A deadline, or on a loaded machine the transaction it left behind ended by the emulator.
                if (System.nanoTime() > giveUp) {
                    throw stillBusy;
                }
            }
        }
    }
}
