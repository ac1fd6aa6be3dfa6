package dev.spannerkeys.zoo;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.TestPhases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** Test fixture: session factories, offline scripts and plain SQL for the zoo's databases. */
public final class ZooSessions {

    private ZooSessions() {
    }

    /** A session factory for {@code entities} on {@code database}, running schema action {@code action}. */
    public static SessionFactory open(EmulatorDatabase database, Map<String, Object> settings, String action,
            List<Class<?>> entities) {
        return open(database.jdbcUrl(), settings, action, entities);
    }

    /**
     * As {@link #open(EmulatorDatabase, Map, String, List)}, connecting to {@code url} (the database's
     * URL with driver properties, or wrapped by a counting driver).
     */
    public static SessionFactory open(String url, Map<String, Object> settings, String action,
            List<Class<?>> entities) {
        Configuration configuration = new Configuration();
        entities.forEach(configuration::addAnnotatedClass);
        Map<String, Object> all = new HashMap<>();
        all.put("hibernate.connection.url", url);
        all.put("hibernate.connection.pool_size", "2");
        all.put("hibernate.hbm2ddl.auto", action);
        all.put("hibernate.jdbc.batch_size", "50");
        all.put("hibernate.order_inserts", "true");
        all.putAll(settings);
        if (Boolean.getBoolean("zoo.showSql")) {
            all.put("hibernate.show_sql", "true");
        }
        // Objects (a cache manager) go in as they are; everything else as the text a properties file has.
        all.forEach((key, value) -> {
            if (value instanceof String || value instanceof Number || value instanceof Boolean) {
                configuration.setProperty(key, String.valueOf(value));
            } else {
                configuration.getProperties().put(key, value);
            }
        });
        return TestPhases.bootstrap(configuration::buildSessionFactory);
    }

    /** Runs schema action {@code action} alone: a session factory opened and closed. */
    public static void run(EmulatorDatabase database, Map<String, Object> settings, String action,
            List<Class<?>> entities) {
        open(database, settings, action, entities).close();
    }

    /** Lets Hibernate create, in {@code database}, the schema of the entity classes named in {@code entities}. */
    public static void create(EmulatorDatabase database, List<String> entities) throws ClassNotFoundException {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : entities) {
            classes.add(Class.forName(name));
        }
        run(database, Map.of(), "create", classes);
    }

    /** The SQL dialect of an emulator database. */
    public static SqlDialect sqlDialect(DatabaseDialect dialect) {
        return dialect == DatabaseDialect.GOOGLE_STANDARD_SQL ? SqlDialect.GOOGLE_STANDARD_SQL : SqlDialect.POSTGRESQL;
    }

    /** The offline tool's script for {@code entities}, in the database's dialect, with {@code settings}. */
    public static String offlineScript(SqlDialect dialect, Map<String, Object> settings, List<Class<?>> entities) {
        OfflineSchemaTool tool = OfflineSchemaTool.forClasses(entities.toArray(Class<?>[]::new)).dialects(dialect);
        settings.forEach(tool::property);
        return tool.run().script(dialect);
    }

    /** Executes a script written with delimiter {@code ;} as one DDL batch, as the schema tool sends it. */
    public static void execute(EmulatorDatabase database, String script) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement()) {
            for (String command : statements(script)) {
                statement.addBatch(command);
            }
            statement.executeBatch();
        }
    }

    /** Statements of a script written with delimiter {@code ;}, one per entry. */
    public static List<String> statements(String script) {
        List<String> statements = new ArrayList<>();
        for (String part : script.split(";\\s*(\\R|$)")) {
            if (!part.isBlank()) {
                statements.add(part.strip());
            }
        }
        return statements;
    }

    /** The messages of the whole cause chain, joined. */
    public static String messages(Throwable error) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = error; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append(" | ");
        }
        return messages.toString();
    }
}
