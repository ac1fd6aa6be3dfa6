package dev.spannerkeys.hibernate.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Version;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The write path's writes and commits, and the pools' refills, counted in a Micrometer registry. */
@SpannerEmulatorTest
class WritePathMetricsTest {

    @Entity(name = "Track")
    public static class Track {
        @Id @BitReversedSequence(name = "track_seq", poolSize = 100) Long id;
        String title;
    }

    @Entity(name = "Account")
    public static class Account {
        @Id Long id;
        @Version Long version;
        String owner;
    }

    private final EmulatorDatabase database;
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private SessionFactory factory;

    WritePathMetricsTest(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeEach
    void start() {
        Configuration configuration = new Configuration().addAnnotatedClass(Track.class).addAnnotatedClass(Account.class);
        configuration.setProperty("hibernate.connection.url", database.jdbcUrl());
        configuration.setProperty("hibernate.hbm2ddl.auto", "create");
        configuration.setProperty(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit");
        configuration.setProperty(SpannerKeysSettings.ADVISOR, "off");
        configuration.getProperties().put(SpannerKeysSettings.METRICS_REGISTRY, registry);
        factory = configuration.buildSessionFactory();
    }

    @AfterEach
    void stop() {
        factory.close();
    }

    @Test
    void writesAreCountedAsMutationsOrAsDmlWithTheReason() {
        factory.inTransaction(session -> {
            for (int i = 0; i < 3; i++) {
                Track track = new Track();
                track.title = "track " + i;
                session.persist(track);
            }
            Account account = new Account();
            account.id = 1L;
            account.owner = "first";
            session.persist(account);
        });
        assertEquals(4, writes("mutation", "none"));
        assertEquals(1, commits("committed"));

        factory.inTransaction(session -> {
            Track early = new Track();
            early.title = "flushed early";
            session.persist(early);
            session.flush();                          // not the commit flush: DML
            session.find(Account.class, 1L).owner = "second";   // versioned: its check needs DML
        });
        assertEquals(1, writes("dml", "outside-commit-flush"));
        assertEquals(1, writes("dml", "optimistic-lock"));
        assertEquals(2, commits("committed"));

        assertThrows(RuntimeException.class, () -> factory.inTransaction(session -> {
            Account duplicate = new Account();
            duplicate.id = 1L;
            duplicate.owner = "same key";
            session.persist(duplicate);
        }));
        assertEquals(1, commits("failed"));
        assertEquals(1, registry.get("spanner.keys.sequence.refill").tags("sequence", "track_seq", "outcome", "success")
                .timer().count());
    }

    private double writes(String mode, String reason) {
        return registry.get("spanner.keys.writes").tags("mode", mode, "reason", reason).counter().count();
    }

    private double commits(String outcome) {
        return registry.get("spanner.keys.commits").tag("outcome", outcome).counter().count();
    }
}
