package dev.spannerkeys.hibernate.mutations;

import com.google.cloud.spanner.KeySet;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.EntityManagerFactory;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.jpa.HibernatePersistenceConfiguration;

/** Test fixture: session factories for the write-path tests, and emptying the tables between tests. */
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
        Map<String, String> settings = new HashMap<>(Map.of(
                "hibernate.connection.pool_size", "2",
                "hibernate.hbm2ddl.auto", schemaAction,
                "hibernate.order_updates", "true",
                "hibernate.generate_statistics", "true"));
        if (mode != null) {
            settings.put(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
        }
        return TestSessionFactories.create(database, settings, entities);
    }

    /**
     * As {@link #create(EmulatorDatabase, WriteMode, String, Class[])}, connecting to {@code url}
     * (e.g. the database's URL with driver properties such as {@code auto_batch_dml=true}).
     */
    static SessionFactory create(EmulatorDatabase database, String url, WriteMode mode, String schemaAction,
            Class<?>... entities) {
        Map<String, String> settings = new HashMap<>(Map.of(
                "hibernate.connection.url", url,
                "hibernate.connection.pool_size", "2",
                "hibernate.hbm2ddl.auto", schemaAction,
                "hibernate.order_updates", "true",
                "hibernate.generate_statistics", "true"));
        if (mode != null) {
            settings.put(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
        }
        return TestSessionFactories.create(database, settings, entities);
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

    /** Empties every table of the schema, with one commit of range deletes. */
    static void truncate(EmulatorDatabase database, List<String> tables) throws SQLException {
        try (Connection connection = SqlQueries.connect(database)) {
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
