package dev.spannerkeys.testsupport;

import dev.spannerkeys.emulator.EmulatorDatabase;
import java.util.LinkedHashMap;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;

/**
 * Hibernate session factories on an emulator database, configured as a user would (the dialect is
 * not set: the library's resolver picks it), with every connection going through
 * {@link CountingSpannerDriver}.
 *
 * <p>Defaults, each overridable through the settings: a pool of 4 connections, the schema created
 * ({@code hibernate.hbm2ddl.auto=create}), JDBC batches of 100, inserts ordered.
 */
public final class TestSessionFactories {

    private TestSessionFactories() {
    }

    /** A session factory for {@code entities} with the defaults. */
    public static SessionFactory create(EmulatorDatabase database, Class<?>... entities) {
        return create(database, Map.of(), entities);
    }

    /** A session factory for {@code entities} with the defaults, then {@code settings} on top. */
    public static SessionFactory create(EmulatorDatabase database, Map<String, ?> settings, Class<?>... entities) {
        return create(database, settings, java.util.List.of(), entities);
    }

    /**
     * A session factory for {@code entities} and the {@code hbm.xml} (or {@code orm.xml}) mapping files
     * {@code mappingResources} (class-path resources, e.g. dynamic-map entities), with the defaults, then
     * {@code settings} on top.
     */
    public static SessionFactory create(EmulatorDatabase database, Map<String, ?> settings,
            java.util.List<String> mappingResources, Class<?>... entities) {
        Configuration configuration = new Configuration();
        mappingResources.forEach(configuration::addResource);
        for (Class<?> entity : entities) {
            configuration.addAnnotatedClass(entity);
        }
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("hibernate.connection.url", CountingSpannerDriver.wrap(database.jdbcUrl()));
        all.put("hibernate.connection.driver_class", CountingSpannerDriver.class.getName());
        all.put("hibernate.connection.pool_size", "4");
        all.put("hibernate.hbm2ddl.auto", "create");
        all.put("hibernate.jdbc.batch_size", "100");
        all.put("hibernate.order_inserts", "true");
        all.putAll(settings);
        // Objects (a MeterRegistry) go in as they are; everything else as the text a properties file has.
        all.forEach((key, value) -> {
            if (value instanceof String || value instanceof Number || value instanceof Boolean) {
                configuration.setProperty(key, String.valueOf(value));
            } else {
                configuration.getProperties().put(key, value);
            }
        });
        return TestPhases.bootstrap(configuration::buildSessionFactory);
    }

    /**
     * Draws one id through {@code entity}'s generator, as an insert would, without inserting.
     *
     * @throws ClassCastException if the database, not the generator, assigns the entity's id
     */
    public static Object drawId(SessionFactory factory, SharedSessionContractImplementor session, Class<?> entity) {
        BeforeExecutionGenerator generator = (BeforeExecutionGenerator) factory.unwrap(SessionFactoryImplementor.class)
                .getMappingMetamodel().getEntityDescriptor(entity).getGenerator();
        return generator.generate(session, null, null, EventType.INSERT);
    }
}
