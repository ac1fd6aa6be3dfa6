package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.LockMode;
import org.hibernate.SessionFactory;
import org.hibernate.Timeouts;
import org.hibernate.resource.jdbc.spi.StatementInspector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Pessimistic locks through {@code find}, {@code lock}, {@code refresh} and a JPQL query: each runs as
 * Spanner's lock hint in front of the {@code SELECT} (the emulator rejects {@code FOR UPDATE} in both
 * dialects), returns its rows and holds the lock mode; {@code PESSIMISTIC_FORCE_INCREMENT} bumps the
 * version in the database; a lock timeout, {@code NOWAIT} and {@code SKIP LOCKED} are refused.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.GOOGLE_STANDARD_SQL)
abstract class PessimisticLocksContract {

    @Entity(name = "Account")
    @Table(name = "Accounts")
    public static class Account {
        @Id @BitReversedSequence(name = "account_seq", poolSize = 10) @Column(name = "Id") Long id;
        @Column(name = "Owner") String owner;
        @Column(name = "Balance") long balance;
        @Version @Column(name = "Version") Long version;
    }

    private final EmulatorDatabase database;
    private final List<String> statements = Collections.synchronizedList(new ArrayList<>());
    private SessionFactory factory;
    private Long accountId;

    PessimisticLocksContract(EmulatorDatabase database) {
        this.database = database;
    }

    /** The hint each dialect puts in front of a locking {@code SELECT}, for exclusive or shared locks. */
    abstract String hint(String ranges);

    @BeforeAll
    void start() {
        StatementInspector recorder = sql -> {
            statements.add(sql);
            return sql;
        };
        factory = TestSessionFactories.create(database, Map.of("hibernate.session_factory.statement_inspector",
                recorder), Account.class);
        factory.inTransaction(session -> {
            Account account = new Account();
            account.owner = "ada";
            account.balance = 100;
            session.persist(account);
            Account other = new Account();
            other.owner = "bob";
            other.balance = 7;
            session.persist(other);
            accountId = account.id;
        });
    }

    @AfterAll
    void stop() {
        factory.close();
    }

    @BeforeEach
    void forget() {
        statements.clear();
    }

    @Test
    void findWithAPessimisticLockReturnsTheRowThroughTheHint() {
        for (LockModeType mode : List.of(LockModeType.PESSIMISTIC_WRITE, LockModeType.PESSIMISTIC_READ)) {
            statements.clear();
            factory.inTransaction(session -> {
                Account account = session.find(Account.class, accountId, mode);
                assertNotNull(account, mode + ": the row");
                assertEquals("ada", account.owner);
                assertEquals(LockMode.fromJpaLockMode(mode), session.getCurrentLockMode(account));
            });
            String ranges = mode == LockModeType.PESSIMISTIC_READ ? "shared" : "exclusive";
            assertLockedSelect(ranges);
        }
    }

    @Test
    void lockOfALoadedEntityRunsTheHintAndItsChangeCommits() throws SQLException {
        long before = balance();
        factory.inTransaction(session -> {
            Account account = session.find(Account.class, accountId);
            statements.clear();
            session.lock(account, LockModeType.PESSIMISTIC_WRITE);
            assertLockedSelect("exclusive");
            assertEquals(LockMode.PESSIMISTIC_WRITE, session.getCurrentLockMode(account));
            account.balance += 5;
        });
        assertEquals(before + 5, balance());
    }

    @Test
    void refreshWithALockReadsTheRowThroughTheHint() {
        factory.inTransaction(session -> {
            Account account = session.find(Account.class, accountId);
            account.owner = "changed in memory only";
            statements.clear();
            session.refresh(account, LockModeType.PESSIMISTIC_WRITE);
            assertEquals("ada", account.owner, "read again from the database");
            assertEquals(LockMode.PESSIMISTIC_WRITE, session.getCurrentLockMode(account));
        });
        assertLockedSelect("exclusive");
    }

    @Test
    void aJpqlQueryWithALockModeReturnsItsRowsThroughTheHint() {
        factory.inTransaction(session -> {
            List<Account> accounts = session.createQuery("select a from Account a where a.balance > :least order by "
                    + "a.owner", Account.class).setParameter("least", 1L).setLockMode(LockModeType.PESSIMISTIC_WRITE)
                    .getResultList();
            assertEquals(List.of("ada", "bob"), accounts.stream().map(a -> a.owner).toList());
        });
        assertLockedSelect("exclusive");
    }

    @Test
    void forceIncrementBumpsTheVersionInTheDatabase() throws SQLException {
        long before = version();
        factory.inTransaction(session -> {
            Account account = session.find(Account.class, accountId, LockModeType.PESSIMISTIC_FORCE_INCREMENT);
            assertNotNull(account);
        });
        assertLockedSelect("exclusive");
        assertEquals(before + 1, version(), "find with PESSIMISTIC_FORCE_INCREMENT");
        factory.inTransaction(session -> session.lock(session.find(Account.class, accountId),
                LockModeType.PESSIMISTIC_FORCE_INCREMENT));
        assertEquals(before + 2, version(), "lock with PESSIMISTIC_FORCE_INCREMENT");
    }

    @Test
    void aLockTimeoutNowaitAndSkipLockedAreRefusedNotIgnored() throws SQLException {
        long before = balance();
        assertRefused("Spanner has no lock timeout", () -> factory.inTransaction(session -> {
            session.find(Account.class, accountId, LockModeType.PESSIMISTIC_WRITE,
                    Map.of("jakarta.persistence.lock.timeout", 2000)).balance = -1;
        }));
        assertRefused("Spanner has no SKIP LOCKED", () -> factory.inTransaction(session -> {
            session.find(Account.class, accountId, LockModeType.PESSIMISTIC_WRITE, Timeouts.SKIP_LOCKED).balance = -1;
        }));
        assertRefused("Spanner has no NOWAIT", () -> factory.inTransaction(session -> {
            session.createQuery("select a from Account a", Account.class).setLockMode(LockModeType.PESSIMISTIC_READ)
                    .setTimeout(Timeouts.NO_WAIT).getResultList().forEach(a -> a.balance = -1);
        }));
        assertEquals(before, balance(), "nothing was written");
        assertFalse(statements.stream().anyMatch(sql -> sql.toLowerCase(Locale.ROOT).contains("for update")));
    }

    private void assertRefused(String expected, Runnable attempt) {
        RuntimeException refused = assertThrows(RuntimeException.class, attempt::run);
        StringBuilder messages = new StringBuilder();
        for (Throwable t = refused; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append(" | ");
        }
        assertTrue(messages.toString().contains(expected) && messages.toString().contains("Fix:"), messages.toString());
    }

    /** A {@code SELECT} with the hint was sent, and no {@code FOR UPDATE}. */
    private void assertLockedSelect(String ranges) {
        List<String> sent = List.copyOf(statements);
        assertTrue(sent.stream().anyMatch(sql -> sql.startsWith(hint(ranges) + " select")), sent.toString());
        assertFalse(sent.stream().anyMatch(sql -> sql.toLowerCase(Locale.ROOT).contains("for update")), sent.toString());
    }

    private long balance() throws SQLException {
        return SqlQueries.count(database, "SELECT Balance FROM Accounts WHERE Id = " + accountId);
    }

    private long version() throws SQLException {
        return SqlQueries.count(database, "SELECT Version FROM Accounts WHERE Id = " + accountId);
    }
}
