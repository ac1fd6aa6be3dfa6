package dev.spannerkeys.hibernate.mutations;

import com.google.cloud.spanner.KeySet;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import jakarta.persistence.EntityManagerFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.jpa.HibernatePersistenceConfiguration;

/** Test fixture: session factories for the write-path tests, and plain JDBC access for checking effects. */
final class WritePathFactories {

    private WritePathFactories() {
    }

    /** A session factory in {@code mode} ({@code null}: the default) on the hand-written schema, with statistics on. */
    static SessionFactory create(EmulatorDatabase database, WriteMode mode) {
        return create(database, mode, "none", WritePathEntities.ALL);
    }

    /**
     * A session factory in {@code mode} ({@code null}: the default) for {@code entities}, with
     * statistics on.
     *
     * @param schemaAction {@code hibernate.hbm2ddl.auto}
     */
    static SessionFactory create(EmulatorDatabase database, WriteMode mode, String schemaAction, Class<?>... entities) {
        return create(database.jdbcUrl(), mode, schemaAction, entities);
    }

    /** As {@link #create(EmulatorDatabase, WriteMode, String, Class[])}, on the JDBC URL {@code url}. */
    static SessionFactory create(String url, WriteMode mode, String schemaAction, Class<?>... entities) {
        return create(url, mode, schemaAction, Map.of(), entities);
    }

    /** As {@link #create(String, WriteMode, String, Class[])}, with further Hibernate properties. */
    static SessionFactory create(String url, WriteMode mode, String schemaAction, Map<String, String> properties,
            Class<?>... entities) {
        Configuration configuration = new Configuration();
        for (Class<?> entity : entities) {
            configuration.addAnnotatedClass(entity);
        }
        configuration.setProperty("hibernate.connection.url", url);
        configuration.setProperty("hibernate.connection.pool_size", "2");
        configuration.setProperty("hibernate.hbm2ddl.auto", schemaAction);
        configuration.setProperty("hibernate.jdbc.batch_size", "100");
        configuration.setProperty("hibernate.order_inserts", "true");
        configuration.setProperty("hibernate.order_updates", "true");
        configuration.setProperty("hibernate.generate_statistics", "true");
        if (mode != null) {
            configuration.setProperty(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
        }
        properties.forEach(configuration::setProperty);
        return configuration.buildSessionFactory();
    }

    /** A JPA-bootstrapped entity manager factory in {@code mode} on the hand-written schema. */
    static EntityManagerFactory createJpa(EmulatorDatabase database, WriteMode mode) {
        return new HibernatePersistenceConfiguration("write-path")
                .managedClasses(WritePathEntities.ALL)
                .property("hibernate.connection.url", database.jdbcUrl())
                .property("hibernate.connection.pool_size", "2")
                .property("hibernate.hbm2ddl.auto", "none")
                .property(SpannerKeysSettings.WRITE_MODE, mode.settingValue())
                .createEntityManagerFactory();
    }

    /** A plain connection to the database, for DDL and for checking effects with SQL. */
    static Connection connect(EmulatorDatabase database) throws SQLException {
        return DriverManager.getConnection(database.jdbcUrl());
    }

    static long count(EmulatorDatabase database, String table) throws SQLException {
        try (Connection connection = connect(database);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** Empties every table of the schema, with one commit of range deletes. */
    static void truncate(EmulatorDatabase database, List<String> tables) throws SQLException {
        try (Connection connection = connect(database)) {
            connection.setAutoCommit(false);
            CloudSpannerJdbcConnection spanner = connection.unwrap(CloudSpannerJdbcConnection.class);
            for (int i = tables.size() - 1; i >= 0; i--) {
                String table = database.dialect() == DatabaseDialect.POSTGRESQL
                        ? tables.get(i).toLowerCase(Locale.ROOT)
                        : tables.get(i);
                spanner.bufferedWrite(Mutation.delete(table, KeySet.all()));
            }
            connection.commit();
        }
    }
}
