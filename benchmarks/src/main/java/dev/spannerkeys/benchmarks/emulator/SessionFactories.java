package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/**
 * Session factories for the measurements: plain Hibernate configuration, as a user would write it,
 * with the schema created on the fresh database and JDBC batching on. The dialect is not set: the
 * library's resolver picks it, as it does for users.
 */
final class SessionFactories {

    private SessionFactories() {
    }

    static SessionFactory create(EmulatorDatabase database, int batchRows, Class<?>... entities) {
        return create(database, batchRows, Map.of(), entities);
    }

    /** As {@link #create(EmulatorDatabase, int, Class[])}, plus {@code settings} (e.g. the write mode). */
    static SessionFactory create(EmulatorDatabase database, int batchRows, Map<String, String> settings,
            Class<?>... entities) {
        return create(database, batchRows, settings, null, entities);
    }

    /** As above, recording the library's metrics in {@code registry} (a Micrometer registry, or {@code null}). */
    static SessionFactory create(EmulatorDatabase database, int batchRows, Map<String, String> settings,
            Object registry, Class<?>... entities) {
        Configuration configuration = new Configuration();
        for (Class<?> entity : entities) {
            configuration.addAnnotatedClass(entity);
        }
        configuration.setProperty("hibernate.connection.driver_class", CountingDriver.class.getName());
        configuration.setProperty("hibernate.connection.url", CountingDriver.url(database.jdbcUrl()));
        configuration.setProperty("hibernate.connection.pool_size", "4");
        // The database is new: create the schema without trying to drop what is not there.
        configuration.setProperty("hibernate.hbm2ddl.auto", "create-only");
        configuration.setProperty("hibernate.jdbc.batch_size", Integer.toString(batchRows));
        configuration.setProperty("hibernate.order_inserts", "true");
        // The hotspot advisor reviews the mapping at bootstrap (not timed here) and would repeat its
        // report, including its verdict on the stock SEQUENCE and IDENTITY variants, for every run.
        configuration.setProperty(SpannerKeysSettings.ADVISOR, "off");
        settings.forEach(configuration::setProperty);
        if (registry != null) {
            configuration.getProperties().put(SpannerKeysSettings.METRICS_REGISTRY, registry);
        }
        return configuration.buildSessionFactory();
    }
}
