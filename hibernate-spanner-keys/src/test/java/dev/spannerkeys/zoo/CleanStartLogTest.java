package dev.spannerkeys.zoo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A clean development start, as an application makes it: a connection pool of its own (a data
 * source), schema action {@code create} or {@code update} on a new database, a first transaction.
 * Nothing may be logged at WARNING or above that the developer could not act on: the drop half of
 * {@code create} on an empty database, the PostgreSQL version check and the offline tool's missing
 * connection provider used to log hundreds of lines. The advisor's verdict is logged once, at the
 * level docs/advisor.md gives.
 */
@SpannerEmulatorTest
class CleanStartLogTest {

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void aCleanStartLogsNoWarning(DatabaseDialect dialect, SpannerEmulator emulator) {
        // The shop's drop half of create on a new database used to fail on every foreign key.
        for (Map.Entry<String, ZooModel> start : Map.of("create", (ZooModel) new dev.spannerkeys.zoo.shop.ShopModel(),
                "update", new dev.spannerkeys.zoo.music.MusicModel()).entrySet()) {
            String action = start.getKey();
            ZooModel model = start.getValue();
            {
                EmulatorDatabase database = emulator.newDatabase(dialect);
                List<LogRecord> records = capture(() -> {
                    try (SessionFactory factory = open(database, model, action)) {
                        model.writeAndRead(factory);
                    }
                });
                List<String> warnings = records.stream().filter(r -> r.getLevel().intValue() >= Level.WARNING.intValue())
                        .map(r -> r.getLoggerName() + ": " + r.getMessage()).toList();
                assertEquals(List.of(), warnings, model.name() + " " + action + " " + dialect);
                List<LogRecord> advisor = records.stream()
                        .filter(r -> r.getLoggerName().equals("dev.spannerkeys.advisor")).toList();
                assertEquals(1, advisor.size(), "the advisor's verdict, once");
                assertEquals(Level.INFO, advisor.get(0).getLevel(), advisor.get(0).getMessage());
            }
        }
    }

    private static SessionFactory open(EmulatorDatabase database, ZooModel model, String action) {
        Map<String, Object> settings = new HashMap<>(model.settings());
        settings.put("hibernate.connection.datasource", new PlainDataSource(database.jdbcUrl()));
        settings.put("hibernate.hbm2ddl.auto", action);
        org.hibernate.cfg.Configuration configuration = new org.hibernate.cfg.Configuration();
        model.entities().forEach(configuration::addAnnotatedClass);
        settings.forEach((key, value) -> {
            if (value instanceof String text) {
                configuration.setProperty(key, text);
            } else {
                configuration.getProperties().put(key, value);
            }
        });
        return configuration.buildSessionFactory();
    }

    private static List<LogRecord> capture(Runnable work) {
        List<LogRecord> records = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                synchronized (records) {
                    records.add(record);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        Level level = root.getLevel();
        // The build's logging configuration keeps INFO out of the test output, not out of this capture.
        root.setLevel(Level.INFO);
        root.addHandler(handler);
        try {
            work.run();
        } finally {
            root.removeHandler(handler);
            root.setLevel(level);
        }
        synchronized (records) {
            return List.copyOf(records);
        }
    }

    /** The application's connection pool, reduced to what Hibernate needs of it. */
    private record PlainDataSource(String url) implements DataSource {

        @Override
        public Connection getConnection() throws SQLException {
            return DriverManager.getConnection(url);
        }

        @Override
        public Connection getConnection(String user, String password) throws SQLException {
            return getConnection();
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {
        }

        @Override
        public void setLoginTimeout(int seconds) {
        }

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() throws SQLFeatureNotSupportedException {
            throw new SQLFeatureNotSupportedException();
        }

        @Override
        public <T> T unwrap(Class<T> type) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }
}
