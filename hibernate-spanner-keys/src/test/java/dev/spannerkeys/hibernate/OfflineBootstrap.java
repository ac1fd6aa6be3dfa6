package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/**
 * Test fixture: builds session factories and boot metadata without a database (explicit dialect, no JDBC metadata
 * access), to check what bootstrap accepts and the messages it gives for what it refuses.
 */
final class OfflineBootstrap {

    private OfflineBootstrap() {
    }

    static SessionFactory build(String dialect, Class<?>... entities) {
        return build(dialect, Map.of(), entities);
    }

    /** As {@link #build(String, Class[])}, with {@code settings} added. */
    static SessionFactory build(String dialect, Map<String, Object> settings, Class<?>... entities) {
        StandardServiceRegistry registry = registry(dialect, settings);
        try {
            return metadata(registry, entities).buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }

    /** The boot metadata of {@code entities} with this library's GoogleSQL dialect. */
    static Metadata metadata(Class<?>... entities) {
        return metadata(registry(SpannerKeysDialect.class.getName(), Map.of()), entities);
    }

    private static StandardServiceRegistry registry(String dialect, Map<String, Object> settings) {
        return new StandardServiceRegistryBuilder()
                .applySetting("hibernate.dialect", dialect)
                .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
                .applySetting("hibernate.hbm2ddl.auto", "none")
                .applySettings(settings)
                .build();
    }

    private static Metadata metadata(StandardServiceRegistry registry, Class<?>... entities) {
        MetadataSources sources = new MetadataSources(registry);
        for (Class<?> entity : entities) {
            sources.addAnnotatedClass(entity);
        }
        return sources.buildMetadata();
    }

    /** The messages of the whole cause chain of the bootstrap failure, joined. */
    static String rejection(String dialect, Class<?>... entities) {
        return messages(assertThrows(RuntimeException.class, () -> build(dialect, entities).close()));
    }

    /** As {@link #rejection(String, Class[])} with this library's GoogleSQL dialect and {@code settings} added. */
    static String rejection(Map<String, Object> settings, Class<?>... entities) {
        return messages(assertThrows(RuntimeException.class,
                () -> build(SpannerKeysDialect.class.getName(), settings, entities).close()));
    }

    static String rejection(Class<?>... entities) {
        return rejection(SpannerKeysDialect.class.getName(), entities);
    }

    /** Asserts the bootstrap failure names the entity's attribute {@code attribute} and every fragment. */
    static void assertRejected(Class<?> entity, String attribute, String... fragments) {
        String message = rejection(entity);
        assertTrue(message.contains("attribute '" + attribute + "'"), message);
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), "expected '" + fragment + "' in: " + message);
        }
    }

    static String messages(Throwable error) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = error; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append(" | ");
        }
        return messages.toString();
    }
}
