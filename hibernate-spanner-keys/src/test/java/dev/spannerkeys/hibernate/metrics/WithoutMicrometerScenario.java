package dev.spannerkeys.hibernate.metrics;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/**
 * Run by {@link WithoutMicrometerTest} inside a class loader that has no Micrometer: a session factory
 * with every feature that records metrics (pool refills in the background, the mutation write path),
 * writing rows that need two refills.
 */
public final class WithoutMicrometerScenario {

    /** An entity whose ids come from a pool of 1,000. */
    @Entity(name = "Plain")
    public static class Plain {
        @Id @BitReversedSequence(name = "plain_seq") Long id;
        String name;
    }

    private WithoutMicrometerScenario() {
    }

    /** Persists 1,500 rows through {@code jdbcUrl} and returns how many the table then holds. */
    public static long run(String jdbcUrl) throws SQLException {
        Configuration configuration = new Configuration().addAnnotatedClass(Plain.class);
        configuration.setProperty("hibernate.connection.url", jdbcUrl);
        configuration.setProperty("hibernate.hbm2ddl.auto", "create");
        configuration.setProperty(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit");
        configuration.setProperty(SpannerKeysSettings.SEQUENCE_PREFETCH, "true");
        configuration.setProperty(SpannerKeysSettings.ADVISOR, "off");
        try (SessionFactory factory = configuration.buildSessionFactory()) {
            factory.inTransaction(session -> {
                for (int i = 0; i < 1_500; i++) {
                    Plain row = new Plain();
                    row.name = "row " + i;
                    session.persist(row);
                }
            });
        }
        try (Connection connection = DriverManager.getConnection(jdbcUrl);
                ResultSet rows = connection.createStatement().executeQuery("SELECT COUNT(DISTINCT id) FROM Plain")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
