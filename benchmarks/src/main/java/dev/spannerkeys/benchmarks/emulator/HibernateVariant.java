package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.EmulatorDatabase;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import java.util.function.IntFunction;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;

/**
 * Persists entities through Hibernate: one session and transaction per {@code commitRows}
 * entities, {@code persist} for each, JDBC batching as configured. Schema creation and a first
 * query (which opens the client) happen before the clock starts. The library's metrics are recorded
 * in a registry of the run's own, and how long inserts waited for ids is printed after each run.
 */
final class HibernateVariant implements WriteVariant {

    private final String id;
    private final String label;
    private final Class<?> entity;
    private final IntFunction<Object> newRow;
    private final Map<String, String> settings;

    HibernateVariant(String id, String label, Class<?> entity, IntFunction<Object> newRow) {
        this(id, label, entity, newRow, Map.of());
    }

    /** A variant whose session factory also gets {@code settings}, e.g. a write mode. */
    HibernateVariant(String id, String label, Class<?> entity, IntFunction<Object> newRow,
            Map<String, String> settings) {
        this.id = id;
        this.label = label;
        this.entity = entity;
        this.newRow = newRow;
        this.settings = Map.copyOf(settings);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** The entity class this variant persists. */
    Class<?> entity() {
        return entity;
    }

    /** The extra Hibernate settings of this variant. */
    Map<String, String> settings() {
        return settings;
    }

    @Override
    public VariantRun run(EmulatorDatabase database, RunSpec spec) {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        try (SessionFactory factory = SessionFactories.create(database, spec.batchRows(), settings, registry, entity)) {
            try (Session session = factory.openSession()) {
                session.createNativeQuery("SELECT 1", Long.class).getSingleResult();
            }
            Measurement measurement = Measurement.start(id, spec);
            for (int first = 0; first < spec.rows(); first += spec.commitRows()) {
                try (Session session = factory.openSession()) {
                    Transaction transaction = session.beginTransaction();
                    for (int row = first; row < Math.min(spec.rows(), first + spec.commitRows()); row++) {
                        session.persist(newRow.apply(row));
                    }
                    transaction.commit();
                }
            }
            VariantRun run = measurement.stop();
            printWaits(registry);
            return run;
        }
    }

    /** Waits for ids and refills of the run, from the library's metrics. */
    private void printWaits(SimpleMeterRegistry registry) {
        Timer waits = registry.find("spanner.keys.sequence.wait").timer();
        Timer refills = registry.find("spanner.keys.sequence.refill").tag("outcome", "success").timer();
        if (refills != null) {
            System.out.println(String.format(Locale.ROOT, "        %-2s waits for ids %d, %.1f ms; refills %d, %.1f ms", id,
                    waits == null ? 0 : waits.count(), waits == null ? 0 : waits.totalTime(TimeUnit.MILLISECONDS),
                    refills.count(), refills.totalTime(TimeUnit.MILLISECONDS)));
        }
    }
}
