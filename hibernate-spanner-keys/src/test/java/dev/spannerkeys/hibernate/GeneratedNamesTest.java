package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinTable;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import jakarta.persistence.TableGenerator;
import jakarta.persistence.UniqueConstraint;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Names Hibernate generated, which stock Hibernate accepts: unique keys Hibernate named alike on two tables get
 * names of their own (the same on every start), and a generator's name that is no Spanner identifier
 * ({@code @TableGenerator(name = "table-generator")}) gives a valid sequence name when its id is taken over. Names
 * the application wrote keep their refusals.
 */
@SpannerEmulatorTest
class GeneratedNamesTest {

    @Embeddable
    public static class Stop {
        @Column(name = "street") String street;
        @Column(name = "city") String city;

        Stop() {
        }

        Stop(String street, String city) {
            this.street = street;
            this.city = city;
        }
    }

    /** {@code @JoinTable} on element collections (as Hibernate's own tests write them): alike unique key names. */
    @Entity(name = "GnRoute")
    @Table(name = "gn_routes")
    public static class Route {
        @Id Long id;
        @ElementCollection @JoinTable(name = "gn_route_outward") Set<Stop> outward = new HashSet<>();
        @ElementCollection @JoinTable(name = "gn_route_return") Set<Stop> inward = new HashSet<>();
    }

    @Entity(name = "GnTicket")
    @Table(name = "gn_tickets")
    public static class Ticket {
        @Id
        @GeneratedValue(strategy = GenerationType.TABLE, generator = "table-generator")
        @TableGenerator(name = "table-generator")
        Long id;
        @Column(name = "code") String code;
    }

    @Entity(name = "GnPass")
    @Table(name = "gn_passes")
    public static class Pass {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "pass-sequence")
        @SequenceGenerator(name = "pass-sequence")
        Integer id;
        @Column(name = "code") String code;
    }

    /** A sequence name the application wrote: used as written (quoted where Spanner SQL must quote it). */
    @Entity(name = "GnExplicitSequence")
    @Table(name = "gn_explicit")
    public static class ExplicitSequence {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "explicit")
        @SequenceGenerator(name = "explicit", sequenceName = "explicit-sequence")
        Long id;
    }

    @Entity(name = "GnUnusableSequence")
    @Table(name = "gn_unusable")
    public static class UnusableSequence {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "unusable")
        @SequenceGenerator(name = "unusable", sequenceName = "orders.sequence")
        Long id;
    }

    @Entity(name = "GnFirstNamed")
    @Table(name = "gn_first", uniqueConstraints = @UniqueConstraint(name = "code_unique", columnNames = "code"))
    public static class FirstNamed {
        @Id Long id;
        @Column(name = "code") String code;
    }

    @Entity(name = "GnSecondNamed")
    @Table(name = "gn_second", uniqueConstraints = @UniqueConstraint(name = "code_unique", columnNames = "code"))
    public static class SecondNamed {
        @Id Long id;
        @Column(name = "code") String code;
    }

    static List<Arguments> dialectsAndModes() {
        List<Arguments> all = new ArrayList<>();
        for (DatabaseDialect dialect : DatabaseDialect.values()) {
            for (WriteMode mode : WriteMode.values()) {
                all.add(Arguments.of(dialect, mode));
            }
        }
        return all;
    }

    @ParameterizedTest
    @MethodSource("dialectsAndModes")
    void generatedNamesAreMadeValidAndDistinct(DatabaseDialect dialect, WriteMode mode, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = factory(database, mode, "create")) {
            List<String> uniqueIndexes = SqlQueries.rows(database, "SELECT table_name, index_name FROM "
                    + "information_schema.indexes WHERE lower(index_name) LIKE 'uk%' ORDER BY table_name");
            assertEquals(2, uniqueIndexes.size(), "one unique index on each element collection table: " + uniqueIndexes);
            assertTrue(uniqueIndexes.get(0).startsWith("gn_route_outward | ")
                    && uniqueIndexes.get(1).startsWith("gn_route_return | "), uniqueIndexes.toString());
            assertNotEquals(uniqueIndexes.get(0).split(" \\| ")[1], uniqueIndexes.get(1).split(" \\| ")[1]);
            assertEquals(List.of("explicit-sequence", "pass_sequence", "table_generator"), sequences(database),
                    "generator names made valid; the name the application wrote as written");

            Route route = new Route();
            route.id = 1L;
            route.outward.add(new Stop("Main St", "Lisbon"));
            route.inward.add(new Stop("Main St", "Lisbon"));
            Ticket ticket = new Ticket();
            ticket.code = "T1";
            Pass pass = new Pass();
            pass.code = "P1";
            ExplicitSequence explicit = new ExplicitSequence();
            inTransaction(factory, session -> {
                session.persist(route);
                session.persist(ticket);
                session.persist(pass);
                session.persist(explicit);
            });
            assertEquals(1, SqlQueries.rowCount(database, "gn_explicit"));
            assertEquals(1, SqlQueries.rowCount(database, "gn_route_outward"));
            assertEquals(1, SqlQueries.rowCount(database, "gn_route_return"));
            inTransaction(factory, session -> {
                assertEquals(1, session.find(Route.class, 1L).inward.size());
                assertEquals("T1", session.find(Ticket.class, ticket.id).code);
                assertEquals("P1", session.find(Pass.class, pass.id).code);
            });
        }
        try (SessionFactory validating = factory(database, mode, "validate")) {
            inTransaction(validating, session -> assertEquals(1, session.find(Route.class, 1L).outward.size()));
        }
    }

    @Test
    void aSequenceNameTheApplicationWroteIsNeverRewrittenAndRefusedWhereSpannerRefusesIt() {
        String rejection = OfflineBootstrap.rejection(UnusableSequence.class);
        assertTrue(rejection.contains("orders.sequence"), rejection);
        assertTrue(rejection.contains("UnusableSequence"), rejection);
    }

    @Test
    void uniqueConstraintNamesTheApplicationWroteAreNeverChanged() {
        String rejection = OfflineBootstrap.rejection(FirstNamed.class, SecondNamed.class);
        assertTrue(rejection.contains("index 'code_unique': two indexes have this name"), rejection);
    }

    private static List<String> sequences(EmulatorDatabase database) throws SQLException {
        String name = database.dialect() == DatabaseDialect.POSTGRESQL ? "sequence_name" : "name";
        return SqlQueries.rows(database, "SELECT lower(" + name + ") FROM information_schema.sequences ORDER BY 1");
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, String action) {
        return TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                "hibernate.hbm2ddl.auto", action), Route.class, Ticket.class, Pass.class, ExplicitSequence.class);
    }

    private static void inTransaction(SessionFactory factory, Consumer<Session> work) {
        try (Session session = factory.openSession()) {
            session.beginTransaction();
            work.accept(session);
            session.getTransaction().commit();
        }
    }
}
