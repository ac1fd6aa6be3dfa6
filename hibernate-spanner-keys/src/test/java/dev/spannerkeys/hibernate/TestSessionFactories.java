package dev.spannerkeys.hibernate;

import dev.spannerkeys.emulator.EmulatorDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;

/** Test fixture: session factories on an emulator database, through {@link CountingSpannerDriver}. */
final class TestSessionFactories {

    private TestSessionFactories() {
    }

    static SessionFactory create(EmulatorDatabase database, Map<String, Object> settings, Class<?>... entities) {
        Configuration configuration = new Configuration();
        for (Class<?> entity : entities) {
            configuration.addAnnotatedClass(entity);
        }
        Map<String, Object> all = new HashMap<>();
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
        return configuration.buildSessionFactory();
    }

    static SessionFactory create(EmulatorDatabase database, Class<?>... entities) {
        return create(database, Map.of(), entities);
    }

    /** Draws one id through the entity's generator, as an insert would. */
    static Object drawId(SessionFactory factory, SharedSessionContractImplementor session, Class<?> entity) {
        BeforeExecutionGenerator generator = (BeforeExecutionGenerator) factory.unwrap(SessionFactoryImplementor.class)
                .getMappingMetamodel().getEntityDescriptor(entity).getGenerator();
        return generator.generate(session, null, null, EventType.INSERT);
    }

    /** A plain connection to the database, for checking effects with SQL. */
    static Connection connect(EmulatorDatabase database) throws SQLException {
        return DriverManager.getConnection(database.jdbcUrl());
    }
}
