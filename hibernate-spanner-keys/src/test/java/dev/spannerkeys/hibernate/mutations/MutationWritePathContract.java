package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.hibernate.internal.mutations.TransactionWrites;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Account;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Album;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Badge;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Bike;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Car;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Guitar;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Instrument;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Playlist;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Reading;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.ReadingKey;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Singer;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Tag;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.TagKey;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Ticket;
import dev.spannerkeys.hibernate.mutations.WritePathEntities.Vehicle;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.RollbackException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.Transaction;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What the mutation write path must do, on either dialect: the subclasses run it on a GoogleSQL and
 * a PostgreSQL-dialect database. Effects are checked in the database; whether a write was a mutation
 * or a statement is read from Hibernate's statistics (a mutation prepares no JDBC statement).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.POSTGRESQL)
abstract class MutationWritePathContract {

    private final EmulatorDatabase database;
    private SessionFactory atCommit;

    MutationWritePathContract(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema() throws SQLException {
        WritePathSchema.create(database);
        atCommit = WritePathFactories.create(database, WriteMode.MUTATIONS_AT_COMMIT);
    }

    @AfterAll
    void closeFactory() {
        atCommit.close();
    }

    @BeforeEach
    void emptyTables() throws SQLException {
        WritePathFactories.truncate(database, WritePathSchema.TABLES);
        atCommit.getStatistics().clear();
        CountingSpannerDriver.reset();
    }

    private Statistics statistics() {
        return atCommit.getStatistics();
    }

    @Test
    void tenThousandEntitiesInCommitsOfOneThousandAreStoredExactlyAsPersisted() throws SQLException {
        List<Singer> persisted = new ArrayList<>();
        for (int commit = 0; commit < 10; commit++) {
            try (Session session = atCommit.openSession()) {
                Transaction transaction = session.beginTransaction();
                for (int i = 0; i < 1000; i++) {
                    Singer singer = new Singer(commit * 1000 + i);
                    session.persist(singer);
                    persisted.add(singer);
                }
                transaction.commit();
            }
        }
        assertEquals(10_000, statistics().getEntityInsertCount());
        assertEquals(0, statistics().getPrepareStatementCount(), "every insert was a mutation, no statement ran");
        assertEquals(10_000, CountingSpannerDriver.counts().mutations(), "what reached the driver");
        assertEquals(0, CountingSpannerDriver.counts().dmlBatches());

        assertEquals(10_000, SqlQueries.rowCount(database, "Singers"));
        Map<Long, Singer> stored = new HashMap<>();
        try (Session session = atCommit.openSession()) {
            for (Singer singer : session.createSelectionQuery("from Singer", Singer.class).list()) {
                stored.put(singer.id, singer);
            }
        }
        for (Singer singer : persisted) {
            Singer row = stored.get(singer.id);
            assertNotNull(row, "row of " + singer);
            assertTrue(singer.sameAs(row), "stored " + row + ", persisted " + singer);
            assertEquals("new", row.status, "the column default applies: the mutation does not write the column");
            assertEquals(singer.lastName.toUpperCase(), row.lastNameUpper, "the generated column is computed");
        }
    }

    @Test
    void parentRowsPrecedeTheirInterleavedChildren() throws SQLException {
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            for (int i = 0; i < 200; i++) {
                Singer singer = new Singer(i);
                session.persist(singer);
                for (long album = 1; album <= 3; album++) {
                    session.persist(new Album(singer.id, album, "Album " + album + " of " + i));
                }
            }
            transaction.commit();
        }
        assertEquals(0, statistics().getPrepareStatementCount());
        assertEquals(200, SqlQueries.rowCount(database, "Singers"));
        assertEquals(600, SqlQueries.rowCount(database, "Albums"));
    }

    @Test
    void afterAnExplicitFlushQueriesAndFindSeeTheRowsBecauseThatFlushUsesDml() throws SQLException {
        Singer first = new Singer(1);
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            session.persist(first);
            session.persist(new Singer(2));
            session.persist(new Singer(3));
            session.flush();
            assertTrue(statistics().getPrepareStatementCount() > 0, "the explicit flush ran INSERT statements");
            assertEquals(3L, session.createSelectionQuery("select count(*) from Singer", Long.class).getSingleResult());
            session.clear();
            Singer found = session.find(Singer.class, first.id);
            assertNotNull(found, "find reads the flushed row from the database");
            assertTrue(first.sameAs(found));
            assertEquals("new", found.status);

            long statementsBeforeCommit = statistics().getPrepareStatementCount();
            session.persist(new Singer(4));
            session.persist(new Singer(5));
            transaction.commit();
            assertEquals(statementsBeforeCommit, statistics().getPrepareStatementCount(),
                    "the commit flush wrote its rows as mutations");
        }
        assertEquals(5, SqlQueries.rowCount(database, "Singers"));
    }

    @Test
    void theAutomaticFlushBeforeAQueryUsesDmlSoTheQuerySeesTheRows() throws SQLException {
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            session.persist(new Singer(1));
            session.persist(new Singer(2));
            assertEquals(2L, session.createSelectionQuery("select count(*) from Singer", Long.class).getSingleResult());
            transaction.commit();
        }
        assertEquals(2, SqlQueries.rowCount(database, "Singers"));
    }

    @Test
    void anOptimisticLockConflictIsStillDetectedAndTheTransactionWritesNothing() throws SQLException {
        atCommit.inTransaction(session -> session.persist(new Account(1, 100, "ann")));
        try (Session first = atCommit.openSession()) {
            first.beginTransaction();
            Account stale = first.find(Account.class, 1L);
            first.getTransaction().commit();

            atCommit.inTransaction(second -> second.find(Account.class, 1L).balance = 200);

            Transaction transaction = first.beginTransaction();
            for (int i = 0; i < 10; i++) {
                first.persist(new Singer(i));
            }
            stale.balance = 300;
            assertThrows(OptimisticLockException.class, transaction::commit);
        }
        try (Session session = atCommit.openSession()) {
            Account account = session.find(Account.class, 1L);
            assertEquals(200, account.balance);
            assertEquals(1L, account.version);
        }
        assertEquals(0, SqlQueries.rowCount(database, "Singers"), "the rolled-back transaction wrote nothing");
    }

    @Test
    void aDuplicateKeyFailsTheCommitWithAConstraintViolationAndWritesNothing() throws SQLException {
        atCommit.inTransaction(session -> session.persist(new Account(1, 100, "ann")));
        ConstraintViolationException failure;
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            for (long id = 2; id <= 50; id++) {
                session.persist(new Account(id, id, "owner " + id));
            }
            session.persist(new Account(1, 999, "duplicate"));
            failure = assertThrows(ConstraintViolationException.class, transaction::commit);
        }
        assertEquals(ConstraintViolationException.ConstraintKind.UNIQUE, failure.getKind());
        assertTrue(failure.getMessage().toLowerCase(Locale.ROOT).contains("accounts"), failure.getMessage());
        assertTrue(failure.getMessage().contains("nothing was written"), failure.getMessage());
        assertEquals(1, SqlQueries.rowCount(database, "Accounts"), "none of the 50 rows was written");
    }

    @Test
    void throughJpaTheConstraintViolationIsTheCauseOfTheRollbackException() throws SQLException {
        atCommit.inTransaction(session -> session.persist(new Account(1, 100, "ann")));
        try (EntityManagerFactory jpa = WritePathFactories.createJpa(database, WriteMode.MUTATIONS_AT_COMMIT);
                EntityManager entityManager = jpa.createEntityManager()) {
            entityManager.getTransaction().begin();
            entityManager.persist(new Account(2, 5, "new"));
            entityManager.persist(new Account(1, 5, "duplicate"));
            RollbackException failure = assertThrows(RollbackException.class, entityManager.getTransaction()::commit);
            assertInstanceOf(ConstraintViolationException.class, failure.getCause());
        }
        assertEquals(1, SqlQueries.rowCount(database, "Accounts"));
    }

    @Test
    void anOrphanInterleavedChildFailsTheCommitWithAConstraintViolationAndWritesNothing() throws SQLException {
        ConstraintViolationException failure;
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            for (int i = 0; i < 5; i++) {
                Singer singer = new Singer(i);
                session.persist(singer);
                session.persist(new Album(singer.id, 1, "first"));
            }
            session.persist(new Album(-1L, 1, "orphan"));
            failure = assertThrows(ConstraintViolationException.class, transaction::commit);
        }
        assertTrue(failure.getMessage().toLowerCase(Locale.ROOT).contains("albums"), failure.getMessage());
        assertEquals(0, SqlQueries.rowCount(database, "Singers"));
        assertEquals(0, SqlQueries.rowCount(database, "Albums"));
    }

    @Test
    void updatesAndDeletesByPrimaryKeyAreMutationsToo() throws SQLException {
        List<Singer> singers = new ArrayList<>();
        atCommit.inTransaction(session -> {
            for (int i = 0; i < 20; i++) {
                Singer singer = new Singer(i);
                session.persist(singer);
                singers.add(singer);
            }
            for (long album = 1; album <= 3; album++) {
                session.persist(new Album(singers.get(0).id, album, "cascaded"));
            }
            for (long code = 1; code <= 5; code++) {
                session.persist(new Tag("eu", code, "tag " + code));
            }
            for (long seq = 1; seq <= 3; seq++) {
                session.persist(new Reading("s1", seq, seq * 1.5));
            }
        });
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            List<Singer> loaded = session.createSelectionQuery("from Singer order by firstName", Singer.class).list();
            Tag renamed = session.find(Tag.class, new TagKey("eu", 1L));
            Tag removed = session.find(Tag.class, new TagKey("eu", 2L));
            Reading reading = session.find(Reading.class, new ReadingKey("s1", 2L));
            long statementsBeforeCommit = statistics().getPrepareStatementCount();

            for (Singer singer : loaded.subList(0, 10)) {
                singer.firstName = singer.firstName + " (updated)";
                singer.photo = null;
            }
            loaded.stream().filter(s -> s.id.equals(singers.get(0).id)).forEach(session::remove);
            for (Singer singer : loaded.subList(15, 19)) {
                session.remove(singer);
            }
            renamed.label = "renamed";
            session.remove(removed);
            session.remove(reading);
            transaction.commit();
            assertEquals(statementsBeforeCommit, statistics().getPrepareStatementCount(),
                    "updates and deletes by primary key were mutations");
        }
        assertEquals(15, SqlQueries.rowCount(database, "Singers"));
        assertEquals(0, SqlQueries.rowCount(database, "Albums"), "ON DELETE CASCADE removed the children");
        try (Session session = atCommit.openSession()) {
            List<Singer> updated = session.createSelectionQuery("from Singer where firstName like '%(updated)'",
                    Singer.class).list();
            assertEquals(9, updated.size(), "ten updated, one of them deleted");
            updated.forEach(singer -> assertNull(singer.photo));
            assertEquals("renamed", session.find(Tag.class, new TagKey("eu", 1L)).label);
            assertNull(session.find(Tag.class, new TagKey("eu", 2L)), "the delete used the table's key order");
            assertNotNull(session.find(Tag.class, new TagKey("eu", 3L)));
            assertNull(session.find(Reading.class, new ReadingKey("s1", 2L)));
            assertEquals(4.5, session.find(Reading.class, new ReadingKey("s1", 3L)).reading);
        }
    }

    @Test
    void anEntityOfSeveralTablesIsOneMutationPerTable() throws SQLException {
        atCommit.inTransaction(session -> {
            session.persist(new Guitar(1, "strat", 6));
            session.persist(new Guitar(2, "twelve", 12));
            session.persist(new Guitar(3, "bass", 4));
            session.persist(new Instrument(4, "drum"));
        });
        assertEquals(0, statistics().getPrepareStatementCount());
        assertEquals(4, SqlQueries.rowCount(database, "Instruments"));
        assertEquals(3, SqlQueries.rowCount(database, "Guitars"));

        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            Guitar twelve = session.find(Guitar.class, 2L);
            Guitar bass = session.find(Guitar.class, 3L);
            long statementsBeforeCommit = statistics().getPrepareStatementCount();
            twelve.name = "twelve-string";
            twelve.strings = 10;
            session.remove(bass);
            transaction.commit();
            assertEquals(statementsBeforeCommit, statistics().getPrepareStatementCount());
        }
        assertEquals(3, SqlQueries.rowCount(database, "Instruments"));
        assertEquals(2, SqlQueries.rowCount(database, "Guitars"));
        try (Session session = atCommit.openSession()) {
            Instrument twelve = session.find(Instrument.class, 2L);
            assertInstanceOf(Guitar.class, twelve);
            assertEquals("twelve-string", twelve.name);
            assertEquals(10, ((Guitar) twelve).strings);
            assertEquals("drum", session.find(Instrument.class, 4L).name);
        }
    }

    @Test
    void subclassesOfASingleTableHierarchyAreInsertedAsMutationsWithTheirDiscriminatorValue() throws SQLException {
        atCommit.inTransaction(session -> {
            session.persist(new Car(1));
            session.persist(new Bike(2));
        });
        assertEquals(0, statistics().getPrepareStatementCount(), "no INSERT ran for the discriminator literal");
        assertEquals(2, CountingSpannerDriver.counts().mutations(), "what reached the driver");
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT kind, wheels FROM Vehicles ORDER BY id")) {
            assertTrue(rows.next());
            assertEquals("car", rows.getString(1), "the discriminator value was written by the mutation");
            assertEquals(4, rows.getInt(2));
            assertTrue(rows.next());
            assertEquals("bike", rows.getString(1));
            assertEquals(2, rows.getInt(2));
        }
        try (Session session = atCommit.openSession()) {
            assertInstanceOf(Car.class, session.find(Vehicle.class, 1L));
            assertInstanceOf(Bike.class, session.find(Vehicle.class, 2L));
        }
    }

    @Test
    void writesWhoseSqlHoldsMoreThanParametersStayDmlAndStoreWhatDmlStores() throws SQLException {
        atCommit.inTransaction(session -> {
            session.persist(new Singer(1));
            session.persist(new Badge(1, "vip"));
        });
        assertTrue(statistics().getPrepareStatementCount() > 0);
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            try (ResultSet rows = statement.executeQuery("SELECT code FROM Badges")) {
                assertTrue(rows.next());
                assertEquals("VIP", rows.getString(1), "the write expression was applied");
            }
        }
        assertEquals(1, SqlQueries.rowCount(database, "Singers"));
    }

    @Test
    void aVersionedUpdateOfARowInsertedInTheSameTransactionIsAMutation() throws SQLException {
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            for (int i = 0; i < 50; i++) {
                session.persist(new Singer(i));
            }
            session.persist(new Playlist(1, "mix", "intro", "verse", "chorus"));
            Account account = new Account(7, 10, "new");
            session.persist(account);
            // Changed after persist: Hibernate inserts, then updates the versioned row in the same flush.
            // Nobody else can see the row yet, so its version check cannot fail: an update mutation.
            account.balance = 11;
            transaction.commit();
        }
        assertEquals(0, statistics().getPrepareStatementCount(), "no statement ran");
        assertEquals(50, SqlQueries.rowCount(database, "Singers"));
        assertEquals(3, SqlQueries.rowCount(database, "PlaylistTracks"));
        try (Session session = atCommit.openSession()) {
            assertEquals(Set.of("intro", "verse", "chorus"), session.find(Playlist.class, 1L).tracks);
            Account account = session.find(Account.class, 7L);
            assertEquals(11, account.balance);
            assertEquals(1L, account.version);
        }
    }

    @Test
    void aVersionedUpdateOfACommittedRowRunsAsDmlWithItsCheck() throws SQLException {
        atCommit.inTransaction(session -> session.persist(new Account(8, 10, "old")));
        statistics().clear();
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            for (int i = 0; i < 5; i++) {
                session.persist(new Singer(100 + i));
            }
            session.find(Account.class, 8L).balance = 12;
            transaction.commit();
        }
        assertTrue(statistics().getPrepareStatementCount() > 0, "the update ran as DML");
        assertEquals(5, SqlQueries.rowCount(database, "Singers"));
        try (Session session = atCommit.openSession()) {
            Account account = session.find(Account.class, 8L);
            assertEquals(12, account.balance);
            assertEquals(1L, account.version);
        }
    }

    @Test
    void moreMutationsThanSpannerAcceptsInOneCommitFailBeforeAnythingIsSent() throws SQLException {
        MutationLimitExceededException failure;
        try (Session session = atCommit.openSession()) {
            Transaction transaction = session.beginTransaction();
            // 10 written columns per row: 8,100 rows are 81,000 mutations
            for (int i = 0; i < 8_100; i++) {
                session.persist(new Singer(i));
            }
            failure = assertThrows(MutationLimitExceededException.class, transaction::commit);
        }
        assertTrue(failure.getMutationCount() > MutationLimitExceededException.MUTATIONS_PER_COMMIT);
        assertTrue(failure.getMessage().contains("80000"), failure.getMessage());
        assertEquals(0, SqlQueries.rowCount(database, "Singers"));
    }

    @Test
    void keysOfEveryKindAreWrittenAsMutations() throws SQLException {
        Ticket ticket = new Ticket("12A");
        atCommit.inTransaction(session -> {
            session.persist(ticket);
            session.persist(new Reading("s9", 1L, 0.25));
            session.persist(new Tag("us", 42L, "answer"));
            session.persist(new Account(5, 50, "assigned"));
        });
        assertEquals(0, statistics().getPrepareStatementCount());
        try (Session session = atCommit.openSession()) {
            assertEquals("12A", session.find(Ticket.class, ticket.id).seat);
            assertEquals(0.25, session.find(Reading.class, new ReadingKey("s9", 1L)).reading);
            assertEquals("answer", session.find(Tag.class, new TagKey("us", 42L)).label);
            Account account = session.find(Account.class, 5L);
            assertEquals(50, account.balance);
            assertEquals(0L, account.version);
        }
    }

    /**
     * Without the setting ({@code dml}) every write is the statement stock Hibernate executes; the
     * library's wrappers are there only to bound and explain the commit and to count the rows toward
     * Spanner's mutation limit, and capture nothing.
     */
    @Test
    void withoutTheSettingEveryWriteIsAStatementAsInStockHibernate() throws SQLException {
        List<Singer> persisted = new ArrayList<>();
        try (SessionFactory dml = WritePathFactories.create(database, null)) {
            try (Session session = dml.openSession()) {
                SharedSessionContractImplementor implementor = session.unwrap(SharedSessionContractImplementor.class);
                Transaction transaction = session.beginTransaction();
                for (int i = 0; i < 20; i++) {
                    Singer singer = new Singer(i);
                    session.persist(singer);
                    persisted.add(singer);
                }
                session.flush();
                assertFalse(TransactionWrites.of(implementor).capturing(), "dml captures nothing");
                assertFalse(TransactionWrites.of(implementor).hasCaptured());
                transaction.commit();
            }
            assertEquals(20, dml.getStatistics().getEntityInsertCount());
            assertTrue(dml.getStatistics().getPrepareStatementCount() > 0, "the inserts were statements");
            assertEquals(0, DmlFallbacks.of(dml).total(), "no write had to fall back: none was a candidate");
            try (Session session = dml.openSession()) {
                for (Singer singer : persisted) {
                    assertTrue(singer.sameAs(session.find(Singer.class, singer.id)));
                }
            }
        }
        assertEquals(20, SqlQueries.rowCount(database, "Singers"));
    }

    @Test
    void withAutomaticDmlBatchingAFlushThenMoreWritesCommitsInEveryMutationMode() throws SQLException {
        String url = CountingSpannerDriver.wrap(database.jdbcUrl("auto_batch_dml=true"));
        int committed = 0;
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            // A new URL opens a new Spanner client for the sequence refills; on a loaded machine that can wait
            // on the driver's JVM-wide client registry longer than the default bound (docs/reliability.md).
            try (SessionFactory factory = WritePathFactories.create(database, url, mode, "none",
                    Map.of(dev.spannerkeys.hibernate.config.SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT, "120s"),
                    WritePathEntities.ALL);
                    Session session = factory.openSession()) {
                CountingSpannerDriver.resetWrites();
                Transaction transaction = session.beginTransaction();
                List<Singer> first = new ArrayList<>();
                for (int i = 0; i < 3; i++) {
                    Singer singer = new Singer(committed + i);
                    session.persist(singer);
                    first.add(singer);
                }
                session.flush(); // mutations-at-commit: DML, held in the driver's open batch
                session.clear();
                for (int i = 3; i < 6; i++) {
                    session.persist(new Singer(committed + i));
                }
                for (Singer singer : first) {
                    // Interleaved children of the flushed parents, written after the flush.
                    session.persist(new Album(singer.id, 1, "After the flush"));
                }
                session.persist(new Account(100 + committed, 5, "after the flush"));
                transaction.commit();
                committed += 6;
                Map<String, Integer> mutations = writes(CountingSpannerDriver.mutationWrites());
                Map<String, Integer> dml = writes(CountingSpannerDriver.dmlWrites());
                if (mode == WriteMode.MUTATIONS_AT_COMMIT) {
                    assertEquals(3, dml.getOrDefault("INSERT Singers", 0), mode + ": the flush was DML " + dml);
                    assertEquals(3, mutations.getOrDefault("INSERT Singers", 0), mode + ": " + mutations);
                } else {
                    assertEquals(6, mutations.getOrDefault("INSERT Singers", 0), mode + ": " + mutations);
                }
                assertEquals(3, mutations.getOrDefault("INSERT Albums", 0), mode + ": " + mutations);
                assertEquals(1, mutations.getOrDefault("INSERT Accounts", 0), mode + ": " + mutations);
            }
            assertEquals(committed, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
            assertEquals(committed / 2, SqlQueries.rowCount(database, "Albums"), mode.settingValue());
        }
        assertEquals(2, SqlQueries.rowCount(database, "Accounts"));
    }

    @Test
    void mutationsAlwaysRunsTheCapturedWritesAQueryReadsAsDmlAndKeepsTheOthersBuffered() throws SQLException {
        try (SessionFactory always = WritePathFactories.create(database, WriteMode.MUTATIONS_ALWAYS);
                Session session = always.openSession()) {
            DmlFallbacks fallbacks = DmlFallbacks.of(always);
            CountingSpannerDriver.resetWrites();
            Transaction transaction = session.beginTransaction();
            for (int i = 0; i < 5; i++) {
                session.persist(new Singer(i));
            }
            session.persist(new Account(1, 10, "ann"));
            session.persist(new Account(2, 20, "bob"));
            session.flush(); // every row captured as a mutation
            assertEquals(Map.of(), writes(CountingSpannerDriver.dmlWrites()), "the flush wrote nothing yet");

            assertEquals(5L, session.createSelectionQuery("select count(*) from Singer", Long.class).getSingleResult(),
                    "the query sees the rows written before it in its transaction");
            assertEquals(Map.of("INSERT Singers", 5), writes(CountingSpannerDriver.dmlWrites()),
                    "the rows of the table the query reads ran as DML first, the accounts did not");
            assertTrue(fallbacks.counts().keySet().stream().anyMatch(key -> key.startsWith(Singer.class.getName())
                    && key.contains("a query of") && key.contains("must see it")), fallbacks.counts().toString());

            session.persist(new Account(3, 30, "cy"));
            session.flush();
            session.clear();
            Account found = session.find(Account.class, 3L);
            assertNotNull(found, "find reads the row captured before it, run as DML first");
            assertEquals("cy", found.owner);
            assertEquals(3, writes(CountingSpannerDriver.dmlWrites()).get("INSERT Accounts"),
                    "a load of an account ran the captured accounts as DML: " + writes(CountingSpannerDriver.dmlWrites()));

            session.persist(new Playlist(1, "mix", "a", "b"));
            session.flush();
            session.clear();
            Playlist playlist = session.find(Playlist.class, 1L);
            assertEquals(Set.of("a", "b"), playlist.tracks,
                    "the lazy collection sees its rows captured before it, run as DML first");

            session.persist(new Singer(5));
            session.flush();
            Object count = session.createNativeQuery("select count(*) from Singers", Object.class).getSingleResult();
            assertEquals(6L, ((Number) count).longValue(),
                    "a native query without declared tables sees every row written before it");

            session.persist(new Singer(6));
            session.persist(new Account(4, 40, "dee"));
            session.flush();
            assertEquals(4L, session.createSelectionQuery("select count(*) from Account", Long.class)
                    .getSingleResult());
            transaction.commit();
            assertEquals(1, writes(CountingSpannerDriver.mutationWrites()).get("INSERT Singers"),
                    "the singer written after the last query of singers stayed a mutation: "
                            + writes(CountingSpannerDriver.mutationWrites()));
        }
        assertEquals(7, SqlQueries.rowCount(database, "Singers"));
        assertEquals(4, SqlQueries.rowCount(database, "Accounts"));
    }

    @Test
    void aStatelessSessionWritesMutationsInEveryMutationModeAndDmlInTheDmlMode() throws SQLException {
        int written = 0;
        for (WriteMode mode : WriteMode.values()) {
            try (SessionFactory factory = WritePathFactories.create(database, mode);
                    StatelessSession session = factory.openStatelessSession()) {
                CountingSpannerDriver.resetWrites();
                Transaction transaction = session.beginTransaction();
                List<Singer> singers = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    Singer singer = new Singer(written + i);
                    session.insert(singer);
                    singers.add(singer);
                }
                for (Singer singer : singers.subList(0, 5)) {
                    session.insert(new Album(singer.id, 1, "Stateless"));
                }
                Singer renamed = singers.get(1);
                renamed.firstName = "Renamed";
                session.update(renamed);
                session.delete(singers.get(0)); // cascades to its album
                transaction.commit();
                written += 19;
                Map<String, Integer> mutations = writes(CountingSpannerDriver.mutationWrites());
                Map<String, Integer> dml = writes(CountingSpannerDriver.dmlWrites());
                if (mode == WriteMode.DML) {
                    assertEquals(Map.of(), mutations, mode.settingValue());
                    assertEquals(20, dml.get("INSERT Singers"), mode.settingValue() + ": " + dml);
                } else {
                    assertEquals(Map.of(), dml, mode.settingValue() + ": every write a mutation");
                    assertEquals(Map.of("INSERT Singers", 20, "INSERT Albums", 5, "UPDATE Singers", 1,
                            "DELETE Singers", 1), mutations, mode.settingValue());
                }
                try (Session check = factory.openSession()) {
                    assertEquals("Renamed", check.find(Singer.class, renamed.id).firstName);
                    assertNull(check.find(Singer.class, singers.get(0).id));
                    assertTrue(singers.get(2).sameAs(check.find(Singer.class, singers.get(2).id)));
                }
            }
            assertEquals(written, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
        }
        assertEquals(12, SqlQueries.rowCount(database, "Albums"));
    }

    @Test
    void aStatelessSessionReadsWhatItWroteBecauseItsCapturedWritesRunAsDmlBeforeARead() throws SQLException {
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            WritePathFactories.truncate(database, WritePathSchema.TABLES);
            try (SessionFactory factory = WritePathFactories.create(database, mode);
                    StatelessSession session = factory.openStatelessSession()) {
                DmlFallbacks fallbacks = DmlFallbacks.of(factory);
                CountingSpannerDriver.resetWrites();
                Transaction transaction = session.beginTransaction();
                Singer first = new Singer(1);
                session.insert(first);
                session.insert(new Singer(2));
                assertEquals(2L, session.createSelectionQuery("select count(*) from Singer", Long.class)
                        .getSingleResult(), mode + ": the query sees the inserts before it");
                Singer third = new Singer(3);
                session.insert(third);
                assertNotNull(session.get(Singer.class, third.id), mode + ": get sees the insert before it");
                session.insert(new Singer(4));
                transaction.commit();
                assertEquals(3, writes(CountingSpannerDriver.dmlWrites()).get("INSERT Singers"), mode.settingValue());
                assertEquals(1, writes(CountingSpannerDriver.mutationWrites()).get("INSERT Singers"), mode.settingValue());
                assertEquals(3, fallbacks.total(), fallbacks.counts().toString());
            }
            assertEquals(4, SqlQueries.rowCount(database, "Singers"), mode.settingValue());
        }
    }

    @Test
    void aStatelessSessionsVersionedUpdateOfACommittedRowStaysDmlWithItsCheck() throws SQLException {
        atCommit.inTransaction(session -> session.persist(new Account(1, 100, "ann")));
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            try (SessionFactory factory = WritePathFactories.create(database, mode);
                    StatelessSession session = factory.openStatelessSession()) {
                CountingSpannerDriver.resetWrites();
                Account stale = new Account(1, 0, "stale");
                stale.version = 99L;
                Transaction transaction = session.beginTransaction();
                session.insert(new Singer(1));
                RuntimeException failure = assertThrows(RuntimeException.class, () -> {
                    session.update(stale);
                    transaction.commit();
                }, mode + ": the version check ran as DML");
                assertTrue(causes(failure).stream().anyMatch(org.hibernate.StaleStateException.class::isInstance),
                        failure.toString());
                if (transaction.isActive()) {
                    transaction.rollback();
                }
                assertEquals(Map.of("UPDATE Accounts", 1), writes(CountingSpannerDriver.dmlWrites()),
                        mode.settingValue() + ": the update, and not the unrelated insert, ran as DML");
            }
        }
        assertEquals(1, SqlQueries.rowCount(database, "Accounts"));
    }

    @Test
    void aStatelessSessionsDuplicateKeyFailsTheCommitWithAConstraintViolationAndWritesNothing() throws SQLException {
        atCommit.inTransaction(session -> session.persist(new Account(1, 100, "ann")));
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            try (SessionFactory factory = WritePathFactories.create(database, mode);
                    StatelessSession session = factory.openStatelessSession()) {
                Transaction transaction = session.beginTransaction();
                session.insert(new Account(2, 2, "two"));
                session.insert(new Account(1, 999, "duplicate"));
                ConstraintViolationException failure = assertThrows(ConstraintViolationException.class,
                        transaction::commit, mode.settingValue());
                assertEquals(ConstraintViolationException.ConstraintKind.UNIQUE, failure.getKind());
                assertTrue(failure.getMessage().contains("nothing was written"), failure.getMessage());
            }
        }
        assertEquals(1, SqlQueries.rowCount(database, "Accounts"));
    }

    @Test
    void aStatelessSessionIsHeldToTheMutationLimitBeforeAnythingIsSent() throws SQLException {
        for (WriteMode mode : List.of(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.MUTATIONS_ALWAYS)) {
            try (SessionFactory factory = WritePathFactories.create(database, mode);
                    StatelessSession session = factory.openStatelessSession()) {
                CountingSpannerDriver.reset();
                Transaction transaction = session.beginTransaction();
                // 10 written columns per row: the 8,001st row passes 80,000 mutations
                MutationLimitExceededException failure = assertThrows(MutationLimitExceededException.class, () -> {
                    for (int i = 0; i < 8_100; i++) {
                        session.insert(new Singer(i));
                    }
                }, mode.settingValue());
                assertTrue(failure.getMutationCount() > MutationLimitExceededException.MUTATIONS_PER_COMMIT);
                assertThrows(MutationLimitExceededException.class, transaction::commit);
                assertEquals(0, CountingSpannerDriver.counts().mutations(), "nothing was handed to Spanner");
            }
        }
        assertEquals(0, SqlQueries.rowCount(database, "Singers"));
    }

    /** Write counts of the counting driver by operation and table, table names as the schema's. */
    private static Map<String, Integer> writes(Map<String, Integer> counted) {
        Map<String, Integer> named = new HashMap<>();
        counted.forEach((key, count) -> {
            String[] parts = key.split(" ", 2);
            String table = WritePathSchema.TABLES.stream().filter(t -> t.equalsIgnoreCase(parts[1])).findFirst()
                    .orElse(parts[1]);
            named.merge(parts[0] + " " + table, count, Integer::sum);
        });
        return named;
    }

    private static List<Throwable> causes(Throwable failure) {
        List<Throwable> causes = new ArrayList<>();
        for (Throwable cause = failure; cause != null && !causes.contains(cause); cause = cause.getCause()) {
            causes.add(cause);
        }
        return causes;
    }
}
