package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.MusicEntities.Album;
import dev.spannerkeys.hibernate.MusicEntities.Singer;
import org.hibernate.SessionFactory;
import org.hibernate.dialect.SpannerDialect;
import org.junit.jupiter.api.Test;

/**
 * Schema validation while the session factory is built — with {@code hbm2ddl.auto = none}, without a
 * database — as it depends on the dialect: the music schema passes with the library's dialect, a
 * descending key part is refused in the PostgreSQL dialect, and a stock dialect that would ignore the
 * schema annotations is refused. Each mapping Spanner would reject (interleaving, indexes, names) is
 * refused with entity, attribute, problem and fix in the misuse catalog ({@code misuse.MisuseCatalogTest}).
 */
class SchemaMappingValidationTest {

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
