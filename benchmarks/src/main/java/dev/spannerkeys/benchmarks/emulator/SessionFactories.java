package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.util.HashMap;
import java.util.Map;
import org.hibernate.SessionFactory;

/**
 * Session factories for the measurements: plain Hibernate configuration, as a user would write it
 * ({@link TestSessionFactories}, every connection counted), with the schema created on the fresh
 * database and JDBC batches of the run's size. The dialect is not set: the library's resolver
 * picks it, as it does for users.
 */
public final class SessionFactories {

    private SessionFactories() {
    }

    /** A session factory for {@code entities}, plus {@code settings} (e.g. the write mode). */
    public static SessionFactory create(EmulatorDatabase database, int batchRows, Map<String, String> settings,
            Class<?>... entities) {
        return create(database, batchRows, settings, null, entities);
    }

    /** As above, recording the library's metrics in {@code registry} (a Micrometer registry, or {@code null}). */
    public static SessionFactory create(EmulatorDatabase database, int batchRows, Map<String, String> settings,
            Object registry, Class<?>... entities) {
        Map<String, Object> all = new HashMap<>();
        // The database is new: create the schema without trying to drop what is not there.
        all.put("hibernate.hbm2ddl.auto", "create-only");
        all.put("hibernate.jdbc.batch_size", Integer.toString(batchRows));
        // The hotspot advisor reviews the mapping at bootstrap (not timed here) and would repeat its
        // report, including its verdict on the stock SEQUENCE and IDENTITY variants, for every run.
        all.put(SpannerKeysSettings.ADVISOR, "off");
        all.putAll(settings);
        if (registry != null) {
            all.put(SpannerKeysSettings.METRICS_REGISTRY, registry);
        }
        return TestSessionFactories.create(database, all, entities);
    }
}
