package dev.spannerkeys.guide;

import dev.spannerkeys.guide.keys.Concert;
import dev.spannerkeys.guide.keys.Singer;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** Getting started with plain Hibernate: the session factory of {@code docs/getting-started.md}. */
public final class GettingStarted {

    private GettingStarted() {
    }

    /**
     * A session factory for the guide's two entities that creates their schema.
     *
     * @param jdbcUrl a {@code jdbc:cloudspanner:} URL
     * @return the session factory
     */
    public static SessionFactory sessionFactory(String jdbcUrl) {
        return new Configuration()
                .addAnnotatedClass(Singer.class)
                .addAnnotatedClass(Concert.class)
                .setProperty("hibernate.connection.url", jdbcUrl)
                .setProperty("hibernate.connection.driver_class", "com.google.cloud.spanner.jdbc.JdbcDriver")
                .setProperty("hibernate.hbm2ddl.auto", "create")          // development only
                .setProperty("hibernate.jdbc.batch_size", "100")          // ids are known before the insert
                .setProperty("hibernate.order_inserts", "true")
                .buildSessionFactory();                                   // no hibernate.dialect: detected
    }
}
