package dev.spannerkeys.hibernate.metrics;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.lang.reflect.InvocationTargetException;
import java.util.Map;
import java.util.function.LongSupplier;
import org.hibernate.internal.util.config.ConfigurationException;

/**
 * Where the library records its metrics. {@link #NONE} records nothing; with a Micrometer
 * {@code MeterRegistry} in {@value SpannerKeysSettings#METRICS_REGISTRY}, {@link #from(Map)} returns an
 * implementation that records these meters in it:
 * <ul>
 *   <li>{@code spanner.keys.sequence.refill}, timer, tags {@code sequence}, {@code outcome}
 *       ({@code success} or {@code failure}): every refill of a pool;</li>
 *   <li>{@code spanner.keys.sequence.wait}, timer, tag {@code sequence}: how long callers waited for
 *       ids, recorded only when one had to wait;</li>
 *   <li>{@code spanner.keys.sequence.pool.remaining}, gauge, tag {@code sequence}: ids left in the
 *       pools of the sequence, including a batch fetched ahead;</li>
 *   <li>{@code spanner.keys.writes}, counter, tags {@code mode} ({@code mutation} or {@code dml}) and
 *       {@code reason} (why a write of the mutation write path stayed DML, {@code none} for
 *       mutations);</li>
 *   <li>{@code spanner.keys.commits}, counter, tag {@code outcome} ({@code committed},
 *       {@code failed}, {@code mutation-limit}): commits of the mutation write path;</li>
 *   <li>{@code spanner.keys.transaction.aborts}, counter, tag {@code outcome} ({@code retried} or
 *       {@code gave-up}): units of work of {@code SpannerTransactions.runWithRetry} whose transaction Spanner
 *       aborted, run again or given up after the last attempt.</li>
 * </ul>
 * Implementations are thread-safe.
 */
public interface SpannerKeysMetrics {

    /** Records nothing. */
    SpannerKeysMetrics NONE = new SpannerKeysMetrics() {
        @Override
        public SequenceMetrics sequence(String name) {
            return SequenceMetrics.NONE;
        }

        @Override
        public AutoCloseable poolRemaining(String sequence, LongSupplier remaining) {
            return () -> { };
        }

        @Override
        public void write(boolean mutation, String reason) {
        }

        @Override
        public void commit(String outcome) {
        }
    };

    /** The class that records into Micrometer, loaded only when a registry is configured. */
    String MICROMETER_IMPLEMENTATION = "dev.spannerkeys.hibernate.internal.metrics.micrometer.MicrometerMetrics";

    /** The meters of the pools of sequence {@code name}. */
    SequenceMetrics sequence(String name);

    /**
     * Reports {@code remaining} as (part of) the sequence's pool gauge until the returned handle is
     * closed; several pools of one sequence add up.
     */
    AutoCloseable poolRemaining(String sequence, LongSupplier remaining);

    /**
     * One write of the mutation write path.
     *
     * @param mutation whether it was sent as a mutation (else as DML)
     * @param reason why it stayed DML, one of a few fixed words; {@code none} for a mutation
     */
    void write(boolean mutation, String reason);

    /** One commit of the mutation write path, with its outcome: {@code committed}, {@code failed}, ... */
    void commit(String outcome);

    /**
     * One attempt of a unit of work whose transaction Spanner aborted ({@code SpannerTransactions.runWithRetry}).
     * Records nothing unless implemented, so implementations written before it keep compiling.
     *
     * @param outcome {@code retried} (the work runs again) or {@code gave-up} (it was the last attempt)
     */
    default void transactionAborted(String outcome) {
    }

    /**
     * The metrics the settings ask for: {@link #NONE} when
     * {@value SpannerKeysSettings#METRICS_REGISTRY} is unset, else the Micrometer implementation over
     * the registry it holds.
     *
     * @throws ConfigurationException if the setting holds something other than a Micrometer
     *         {@code MeterRegistry}, or Micrometer is missing
     */
    static SpannerKeysMetrics from(Map<?, ?> settings) {
        Object registry = settings.get(SpannerKeysSettings.METRICS_REGISTRY);
        if (registry == null) {
            return NONE;
        }
        if (registry instanceof SpannerKeysMetrics metrics) {
            return metrics;
        }
        try {
            return (SpannerKeysMetrics) Class.forName(MICROMETER_IMPLEMENTATION, true,
                            SpannerKeysMetrics.class.getClassLoader())
                    .getConstructor(Object.class).newInstance(registry);
        } catch (InvocationTargetException e) {
            throw new ConfigurationException(e.getCause().getMessage(), e.getCause());
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new ConfigurationException("Setting '" + SpannerKeysSettings.METRICS_REGISTRY + "' is set, but "
                    + "Micrometer (io.micrometer:micrometer-core) is not on the class path. Fix: add it, or remove "
                    + "the setting.", e);
        }
    }
}
