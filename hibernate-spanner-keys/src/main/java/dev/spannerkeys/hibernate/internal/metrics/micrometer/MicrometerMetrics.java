package dev.spannerkeys.hibernate.internal.metrics.micrometer;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.metrics.SequenceMetrics;
import dev.spannerkeys.hibernate.metrics.SpannerKeysMetrics;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.hibernate.internal.util.config.ConfigurationException;

/**
 * Records the library's metrics (see {@link SpannerKeysMetrics}) in a Micrometer {@link MeterRegistry}.
 *
 * <p>Meters are registered on first use and cached; a pool's gauge contribution is removed when its
 * session factory closes. Pools of the same sequence, also of different session factories on the same
 * registry, add up in one gauge.
 */
public final class MicrometerMetrics implements SpannerKeysMetrics {

    /** Per registry and sequence, the pools that report into its gauge. */
    private static final Map<MeterRegistry, Map<String, PoolGauge>> GAUGES =
            Collections.synchronizedMap(new WeakHashMap<>());

    private final MeterRegistry registry;
    private final Map<String, SequenceMetrics> sequences = new ConcurrentHashMap<>();
    /** Write counters by reason, as mutations and as DML: keyed by the reason alone, no key is built per write. */
    private final Map<String, Counter> mutationWrites = new ConcurrentHashMap<>();
    private final Map<String, Counter> dmlWrites = new ConcurrentHashMap<>();
    private final Map<String, Counter> commits = new ConcurrentHashMap<>();
    private final Map<String, Counter> aborts = new ConcurrentHashMap<>();

    /**
     * Metrics recorded in {@code registry}.
     *
     * @param registry a {@link MeterRegistry}; typed {@code Object} so that the library can call this
     *        constructor by reflection without referring to Micrometer
     * @throws ConfigurationException if {@code registry} is not a {@code MeterRegistry}
     */
    public MicrometerMetrics(Object registry) {
        if (!(registry instanceof MeterRegistry meterRegistry)) {
            throw new ConfigurationException("Setting '" + SpannerKeysSettings.METRICS_REGISTRY + "' must hold a "
                    + MeterRegistry.class.getName() + " object, but holds " + registry.getClass().getName()
                    + ". Fix: put the registry itself into the Hibernate properties.");
        }
        this.registry = meterRegistry;
    }

    @Override
    public SequenceMetrics sequence(String name) {
        return sequences.computeIfAbsent(name, SequenceMeters::new);
    }

    @Override
    public AutoCloseable poolRemaining(String sequence, LongSupplier remaining) {
        PoolGauge gauge;
        synchronized (GAUGES) {
            gauge = GAUGES.computeIfAbsent(registry, r -> new ConcurrentHashMap<>())
                    .computeIfAbsent(sequence, name -> new PoolGauge(registry, name));
            gauge.pools.add(remaining);
        }
        PoolGauge registered = gauge;
        return () -> {
            synchronized (GAUGES) {
                registered.pools.remove(remaining);
                if (registered.pools.isEmpty()) {
                    registry.remove(registered.gauge);
                    Map<String, PoolGauge> bySequence = GAUGES.get(registry);
                    if (bySequence != null) {
                        bySequence.remove(sequence, registered);
                    }
                }
            }
        };
    }

    @Override
    public void write(boolean mutation, String reason) {
        Map<String, Counter> counters = mutation ? mutationWrites : dmlWrites;
        Counter counter = counters.get(reason);
        if (counter == null) {
            String mode = mutation ? "mutation" : "dml";
            counter = counters.computeIfAbsent(reason, key -> Counter.builder("spanner.keys.writes")
                    .description("Entity writes of the mutation write path, as mutations or as DML")
                    .tag("mode", mode).tag("reason", reason).register(registry));
        }
        counter.increment();
    }

    @Override
    public void commit(String outcome) {
        commits.computeIfAbsent(outcome, key -> Counter.builder("spanner.keys.commits")
                        .description("Commits of the mutation write path")
                        .tag("outcome", outcome).register(registry))
                .increment();
    }

    @Override
    public void transactionAborted(String outcome) {
        aborts.computeIfAbsent(outcome, key -> Counter.builder("spanner.keys.transaction.aborts")
                        .description("Units of work whose transaction Spanner aborted, run again or given up")
                        .tag("outcome", outcome).register(registry))
                .increment();
    }

    /** The timers of one sequence. */
    private final class SequenceMeters implements SequenceMetrics {
        private final Timer succeeded;
        private final Timer failed;
        private final Timer waits;

        SequenceMeters(String sequence) {
            succeeded = refillTimer(sequence, "success");
            failed = refillTimer(sequence, "failure");
            waits = Timer.builder("spanner.keys.sequence.wait")
                    .description("Time callers waited for ids because the pool was empty")
                    .tag("sequence", sequence).register(registry);
        }

        private Timer refillTimer(String sequence, String outcome) {
            return Timer.builder("spanner.keys.sequence.refill")
                    .description("Refills of a sequence pool: one batch fetched, with its retries")
                    .tag("sequence", sequence).tag("outcome", outcome).register(registry);
        }

        @Override
        public void refill(long nanos, boolean success) {
            (success ? succeeded : failed).record(nanos, TimeUnit.NANOSECONDS);
        }

        @Override
        public void waited(long nanos) {
            waits.record(nanos, TimeUnit.NANOSECONDS);
        }
    }

    /** One gauge per registry and sequence, the sum of its pools. */
    private static final class PoolGauge {
        final List<LongSupplier> pools = new CopyOnWriteArrayList<>();
        final Gauge gauge;

        PoolGauge(MeterRegistry registry, String sequence) {
            gauge = Gauge.builder("spanner.keys.sequence.pool.remaining", this, PoolGauge::sum)
                    .description("Ids left in the pools of a sequence, including a batch fetched ahead")
                    .tag("sequence", sequence).strongReference(true).register(registry);
        }

        double sum() {
            long total = 0;
            for (LongSupplier pool : pools) {
                total += pool.getAsLong();
            }
            return total;
        }
    }
}
