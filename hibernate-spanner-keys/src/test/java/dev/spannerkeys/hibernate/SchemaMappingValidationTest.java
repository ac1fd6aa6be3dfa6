package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;

import dev.spannerkeys.hibernate.MusicEntities.Album;
import dev.spannerkeys.hibernate.MusicEntities.Singer;
import org.hibernate.SessionFactory;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.Map;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.dialect.SpannerDialect;
import org.junit.jupiter.api.Test;

/**
 * Schema validation while the session factory is built — with {@code hbm2ddl.auto = none}, without a
 * database — as it depends on the dialect: the music schema passes with the library's dialect, a
 * descending key part is refused in the PostgreSQL dialect, and a stock dialect that would ignore the
 * schema annotations is refused. Each mapping Spanner would reject (interleaving, indexes, names) is
 * refused with entity, attribute, problem and fix in the misuse catalog ({@code misuse.MisuseCatalogTest}).
 * A unit built for its metamodel only (no JDBC access, no schema action, another database's dialect: how
 * Spring Data's AOT processing boots Hibernate at build time) leaves the library out instead.
 */
class SchemaMappingValidationTest {

    @Entity(name = "Ticket")
    public static class Ticket {
        @Id @BitReversedSequence(name = "ticket_seq") Long id;
        @RandomUuid String reference;
    }

    @Test
    void descendingIsRefusedInPostgreSqlDialect() {
        assertRejected(OfflineBootstrap.rejection(SpannerKeysPostgreSQLDialect.class.getName(),
                DescendingKeyTest.UserAccessLog.class), "UserAccessLog", "attribute 'lastAccess'",
                "PostgreSQL-dialect databases have no descending key parts",
                "Fix: remove @Descending and add a descending secondary index");
    }

    @Test
    void aStockDialectWouldIgnoreTheSchemaAnnotations() {
        assertRejected(OfflineBootstrap.rejection(SpannerDialect.class.getName(), Singer.class, Album.class),
                "use @Interleaved, @SpannerIndex", "which ignores them", "Fix: remove 'hibernate.dialect'");
    }

    @Test
    void aMetamodelOnlyBuildWithAnotherDatabasesDialectLeavesTheLibraryOut() {
        Class<?>[] entities = { Ticket.class, Singer.class, Album.class, ShardIdGeneratorTest.UserAccessLog.class };
        try (SessionFactory factory = OfflineBootstrap.build(PostgreSQLDialect.class.getName(), entities)) {
            assertNotNull(factory.getMetamodel().entity(Ticket.class));
            assertNotNull(factory.getMetamodel().entity(Album.class));
        }
    }

    @Test
    void aSchemaActionWithAnotherDatabasesDialectIsStillRefused() {
        String message = OfflineBootstrap.messages(assertThrows(RuntimeException.class, () -> OfflineBootstrap.build(
                PostgreSQLDialect.class.getName(), Map.of("hibernate.hbm2ddl.auto", "create"), Ticket.class).close()));
        assertRejected(message, "Ticket", "attribute 'id'", "Hibernate chose org.hibernate.dialect.PostgreSQLDialect",
                "this library's keys and schema need a Spanner database");
    }

    @Test
    void theMusicSchemaIsValid() {
        try (SessionFactory factory = OfflineBootstrap.build(SpannerKeysDialect.class.getName(), MusicEntities.ALL)) {
            assertTrue(factory.isOpen());
        }
    }

    private static void assertRejected(String message, String... fragments) {
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), "expected '" + fragment + "' in: " + message);
        }
    }
}
