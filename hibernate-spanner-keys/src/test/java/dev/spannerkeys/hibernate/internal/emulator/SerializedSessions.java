package dev.spannerkeys.hibernate.internal.emulator;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.testsupport.TestPhases;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** Test fixture: entities and session factories for the serialized-transaction tests. */
final class SerializedSessions {

    private SerializedSessions() {
    }

    /** Ids from a pool of 50: a 100-row transaction refills twice, mostly while it holds the lock. */
    @Entity(name = "Track")
    @Table(name = "tracks")
    public static class Track {
        @Id @BitReversedSequence(name = "track_seq", poolSize = 50) Long id;
        String title;
        long writer;

        public Track() {
        }

        Track(String title, long writer) {
            this.title = title;
            this.writer = writer;
        }
    }

    /** As {@link Track}, in a table of its own: DML on the emulator slows down as a table grows. */
    @Entity(name = "Take")
    @Table(name = "takes")
    public static class Take {
        @Id @BitReversedSequence(name = "take_seq", poolSize = 50) Long id;
        String title;

        public Take() {
        }

        Take(String title) {
            this.title = title;
        }
    }

    /** What the mixed workload writes and reads. */
    @Entity(name = "Play")
    @Table(name = "plays")
    public static class Play {
        @Id @BitReversedSequence(name = "play_seq", poolSize = 50) Long id;
        String title;

        public Play() {
        }

        Play(String title) {
            this.title = title;
        }
    }

    /** Ids from a pool of 5, for tests that need a refill at a chosen moment. */
    @Entity(name = "Ticket")
    @Table(name = "tickets")
    public static class Ticket {
        @Id @BitReversedSequence(name = "ticket_seq", poolSize = 5) Long id;
        String holder;

        public Ticket() {
        }

        Ticket(String holder) {
            this.holder = holder;
        }
    }

    /** Assigned keys: a transaction that persists only these runs no statement before its commit. */
    @Entity(name = "Note")
    @Table(name = "notes")
    public static class Note {
        @Id Long id;
        String text;

        public Note() {
        }

        Note(long id, String text) {
            this.id = id;
            this.text = text;
        }
    }

    static final Class<?>[] ENTITIES = {Track.class, Take.class, Play.class, Ticket.class, Note.class};

    /**
     * A session factory on {@code database} with the library's defaults (serialization {@code auto}),
     * Hibernate's built-in pool of {@code poolSize}, and {@code settings} on top.
     */
    static SessionFactory create(EmulatorDatabase database, int poolSize, Map<String, Object> settings) {
        return create(database, poolSize, settings, null);
    }

    /** As {@link #create(EmulatorDatabase, int, Map)}, on {@code dataSource} when it is not null. */
    static SessionFactory create(EmulatorDatabase database, int poolSize, Map<String, Object> settings,
            DataSource dataSource) {
        Configuration configuration = new Configuration();
        for (Class<?> entity : ENTITIES) {
            configuration.addAnnotatedClass(entity);
        }
        Map<String, Object> all = new HashMap<>();
        all.put("hibernate.connection.url", database.jdbcUrl());
        all.put("hibernate.connection.pool_size", String.valueOf(poolSize));
        all.put("hibernate.hbm2ddl.auto", "none");
        all.put("hibernate.jdbc.batch_size", "100");
        all.put("hibernate.order_inserts", "true");
        all.put(SpannerKeysSettings.ADVISOR, "off");
        all.putAll(settings);
        all.forEach((key, value) -> configuration.setProperty(key, String.valueOf(value)));
        if (dataSource != null) {
            configuration.getProperties().remove("hibernate.connection.url");
            configuration.getProperties().put("hibernate.connection.datasource", dataSource);
        }
        return TestPhases.bootstrap(configuration::buildSessionFactory);
    }

    /** Creates the tables (one session factory with {@code create}, then closed). */
    static void createSchema(EmulatorDatabase database) {
        try (SessionFactory factory = create(database, 1, Map.of("hibernate.hbm2ddl.auto", "create"))) {
            // the schema is created while the factory is built
        }
    }

    static long count(EmulatorDatabase database, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl());
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
