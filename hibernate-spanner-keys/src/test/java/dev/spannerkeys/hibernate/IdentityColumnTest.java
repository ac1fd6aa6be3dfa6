package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IdentityOptions;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Identity columns where they stay ({@code spanner.keys.generated-values=stock}, or tables another tool created
 * with identity options, or with the database option {@code default_sequence_kind}), through {@code update},
 * {@code validate} and the migration goals' engine, in both dialects on emulator 1.5.28, which reports
 * {@code IS_IDENTITY = NO} and no identity options: nothing is planned for such a column (no default added, no
 * identity dropped), validation passes, rows get keys from the identity, and nothing is sent on a second start.
 * A sequence another tool created without a kind (it has the database's {@code default_sequence_kind}) is
 * mapped by {@code @BitReversedSequence} without a change planned; identity options carried by the live model are
 * printed as Spanner takes them. What Cloud Spanner reports for identity options is read in
 * {@code IdentityReadBackTest}.
 */
class IdentityColumnTest {

    @Entity(name = "IdentityTicket")
    @Table(name = "Tickets")
    public static class Ticket {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) @Column(name = "TicketId") Long ticketId;
        @Column(name = "Title") String title;
    }

    /** A table another tool created with identity options; the application maps it as stock Hibernate would. */
    @Entity(name = "IdentityLegacy")
    @Table(name = "Legacy")
    public static class Legacy {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) @Column(name = "LegacyId") Long legacyId;
        @Column(name = "Name") String name;
    }

    /** A table whose identity takes its kind from the database option default_sequence_kind. */
    @Entity(name = "IdentityDefaulted")
    @Table(name = "Defaulted")
    public static class Defaulted {
        @Id @GeneratedValue(strategy = GenerationType.IDENTITY) @Column(name = "DefaultedId") Long defaultedId;
        @Column(name = "Name") String name;
    }

    /** A table whose key draws from a sequence another tool created without a kind (default_sequence_kind). */
    @Entity(name = "IdentityKindless")
    @Table(name = "Kindless")
    public static class Kindless {
        @Id @BitReversedSequence(name = "KindlessSeq", poolSize = 5) @Column(name = "KindlessId") Long kindlessId;
        @Column(name = "Name") String name;
    }

    abstract static class Contract {

        private final EmulatorDatabase database;
        private final boolean postgres;

        Contract(EmulatorDatabase database) {
            this.database = database;
            this.postgres = database.dialect() == DatabaseDialect.POSTGRESQL;
        }

        SessionFactory start(String action, Class<?>... entities) {
            Map<String, Object> settings = new HashMap<>();
            settings.put("hibernate.hbm2ddl.auto", action);
            settings.put(SpannerKeysSettings.GENERATED_VALUES, "stock");
            return TestSessionFactories.create(database, settings, entities);
        }

        List<String> migration(Class<?>... entities) throws SQLException {
            SqlDialect dialect = postgres ? SqlDialect.POSTGRESQL : SqlDialect.GOOGLE_STANDARD_SQL;
            MappedSchema mapped = OfflineSchemaTool.forClasses(entities).dialects(dialect)
                    .property(SpannerKeysSettings.GENERATED_VALUES, "stock").run().mapped(dialect).orElseThrow();
            try (Connection connection = SqlQueries.connect(database)) {
                var live = MappedMigrations.read(connection, mapped);
                List<String> differences = MappedMigrations.differences(mapped, live);
                assertEquals(List.of(), differences);
                return MappedMigrations.plan(mapped, live, new JdbcTableContents(connection), false).statements();
            }
        }

        @Test
        void identityColumnsAreCreatedReadValidatedAndNeverMisplanned() throws SQLException {
            // Created by the library (stock ids keep their identity column).
            CountingSpannerDriver.reset();
            Set<Long> ids = new HashSet<>();
            try (SessionFactory factory = start("update", Ticket.class)) {
                factory.inTransaction(session -> {
                    for (int i = 0; i < 3; i++) {
                        Ticket ticket = new Ticket();
                        ticket.title = "t" + i;
                        session.persist(ticket);
                        session.flush();
                        ids.add(ticket.ticketId);
                    }
                });
            }
            assertTrue(CountingSpannerDriver.ddl().stream().anyMatch(statement -> statement.toUpperCase()
                    .contains("GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE)")), CountingSpannerDriver.ddl().toString());
            assertEquals(3, ids.size());
            assertTrue(ids.stream().allMatch(id -> id > 0), ids.toString());

            // Created by another tool: identity options, and an identity whose kind is the database's default.
            try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
                statement.execute(postgres
                        ? "CREATE TABLE legacy (legacyid bigint NOT NULL GENERATED BY DEFAULT AS IDENTITY "
                                + "(BIT_REVERSED_POSITIVE SKIP RANGE 1 1000 START COUNTER WITH 7), name varchar(255), "
                                + "PRIMARY KEY (legacyid))"
                        : "CREATE TABLE Legacy (LegacyId INT64 NOT NULL GENERATED BY DEFAULT AS IDENTITY "
                                + "(BIT_REVERSED_POSITIVE SKIP RANGE 1, 1000 START COUNTER WITH 7), Name STRING(255)) "
                                + "PRIMARY KEY (LegacyId)");
                statement.execute(postgres
                        ? "ALTER DATABASE \"" + database.databaseId() + "\" SET spanner.default_sequence_kind = 'bit_reversed_positive'"
                        : "ALTER DATABASE `" + database.databaseId() + "` SET OPTIONS (default_sequence_kind = 'bit_reversed_positive')");
                statement.execute(postgres
                        ? "CREATE TABLE defaulted (defaultedid bigint NOT NULL GENERATED BY DEFAULT AS IDENTITY, "
                                + "name varchar(255), PRIMARY KEY (defaultedid))"
                        : "CREATE TABLE Defaulted (DefaultedId INT64 NOT NULL GENERATED BY DEFAULT AS IDENTITY, "
                                + "Name STRING(255)) PRIMARY KEY (DefaultedId)");
                // A sequence without a kind: it has the database's default_sequence_kind.
                statement.execute(postgres ? "CREATE SEQUENCE kindlessseq" : "CREATE SEQUENCE KindlessSeq");
                statement.execute(postgres
                        ? "CREATE TABLE kindless (kindlessid bigint NOT NULL DEFAULT nextval('kindlessseq'), "
                                + "name varchar(255), PRIMARY KEY (kindlessid))"
                        : "CREATE TABLE Kindless (KindlessId INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE "
                                + "KindlessSeq)), Name STRING(255)) PRIMARY KEY (KindlessId)");
                // Keys for writers without one come from the identities.
                statement.executeUpdate(postgres ? "INSERT INTO legacy (name) VALUES ('sql')"
                        : "INSERT INTO Legacy (Name) VALUES ('sql')");
                statement.executeUpdate(postgres ? "INSERT INTO tickets (title) VALUES ('sql')"
                        : "INSERT INTO Tickets (Title) VALUES ('sql')");
            }

            // A second start plans nothing for any of them: no default added, no identity dropped, no kind added.
            CountingSpannerDriver.reset();
            try (SessionFactory factory = start("update", Ticket.class, Legacy.class, Defaulted.class, Kindless.class)) {
                factory.inTransaction(session -> {
                    Legacy legacy = new Legacy();
                    legacy.name = "mapped";
                    session.persist(legacy);
                    Defaulted defaulted = new Defaulted();
                    defaulted.name = "mapped";
                    session.persist(defaulted);
                    Kindless kindless = new Kindless();
                    kindless.name = "mapped";
                    session.persist(kindless);
                });
            }
            assertEquals(List.of(), CountingSpannerDriver.ddl());
            start("validate", Ticket.class, Legacy.class, Defaulted.class, Kindless.class).close();
            assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM " + (postgres ? "kindless" : "Kindless")
                    + " WHERE " + (postgres ? "kindlessid" : "KindlessId") + " > 0"));
            assertEquals(4, SqlQueries.count(database, "SELECT COUNT(DISTINCT " + (postgres ? "ticketid" : "TicketId")
                    + ") FROM " + (postgres ? "tickets" : "Tickets") + " WHERE " + (postgres ? "ticketid" : "TicketId")
                    + " > 0"));
            assertEquals(2, SqlQueries.count(database, "SELECT COUNT(DISTINCT " + (postgres ? "legacyid" : "LegacyId")
                    + ") FROM " + (postgres ? "legacy" : "Legacy") + " WHERE " + (postgres ? "legacyid" : "LegacyId")
                    + " > 0"));
            assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM " + (postgres ? "defaulted" : "Defaulted")));

            // The migration goals' engine: no difference, no statement.
            assertEquals(List.of(), migration(Ticket.class, Legacy.class, Defaulted.class, Kindless.class));

            // Identity options as the live model carries them are printed so that Spanner takes them.
            SqlDialect dialect = postgres ? SqlDialect.POSTGRESQL : SqlDialect.GOOGLE_STANDARD_SQL;
            TableDefinition optioned = TableDefinition.root("Optioned", List.of(
                    ColumnDefinition.of("OptionedId", postgres ? "bigint" : "INT64").notNull().asIdentity(
                            new IdentityOptions(Optional.of(IdentityOptions.BIT_REVERSED_POSITIVE), 7, 1, 1000)),
                    ColumnDefinition.of("Name", postgres ? "varchar(255)" : "STRING(255)")),
                    List.of(KeyPart.ascending("OptionedId")));
            String ddl = DdlWriter.forDialect(dialect).createTable(optioned);
            assertTrue(ddl.contains(postgres ? "GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE SKIP RANGE 1 1000 "
                    + "START COUNTER WITH 7)" : "GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE SKIP RANGE 1, "
                    + "1000 START COUNTER WITH 7)"), ddl);
            SqlQueries.execute(database, ddl);
            try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
                statement.executeUpdate(postgres ? "INSERT INTO optioned (name) VALUES ('sql')"
                        : "INSERT INTO Optioned (Name) VALUES ('sql')");
            }
            assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM " + (postgres ? "optioned" : "Optioned")
                    + " WHERE " + (postgres ? "optionedid" : "OptionedId") + " > 1000"));
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSql extends Contract {
        GoogleSql(EmulatorDatabase database) {
            super(database);
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSql extends Contract {
        PostgreSql(EmulatorDatabase database) {
            super(database);
        }
    }
}
