package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The counts behind {@link DmlFallbacks}: the write path records each write that ran as DML in a mutation
 * write mode; {@code DmlFallbacks} is the read-only view applications get. The first write of each target
 * and reason is logged once, under the logger name {@code DmlFallbacks} documents. Thread-safe.
 */
public final class DmlFallbackCounts {

    private static final System.Logger LOG = System.getLogger(DmlFallbacks.class.getName());

    private final WriteMode mode;
    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    public DmlFallbackCounts(WriteMode mode) {
        this.mode = mode;
    }

    /** Counts one write of {@code target} that runs as DML because of {@code reason}; logs the first. */
    public void record(String target, String reason) {
        String key = target + ": " + reason;
        LongAdder count = counts.get(key);
        if (count == null) {
            LongAdder created = new LongAdder();
            count = counts.putIfAbsent(key, created);
            if (count == null) {
                count = created;
                LOG.log(System.Logger.Level.INFO, () -> "Writes of " + target + " run as DML, not as mutations ("
                        + SpannerKeysSettings.WRITE_MODE + "=" + mode.settingValue() + "), because " + reason
                        + ". Writes to unrelated tables stay mutations. Logged once per entity and reason; "
                        + "DmlFallbacks.of(sessionFactory) counts them.");
            }
        }
        count.increment();
    }

    /** The counts by {@code "<target>: <reason>"}, sorted. */
    public Map<String, Long> snapshot() {
        Map<String, Long> snapshot = new TreeMap<>();
        counts.forEach((key, count) -> snapshot.put(key, count.sum()));
        return snapshot;
    }

    /** How many writes ran as DML in all. */
    public long total() {
        long total = 0;
        for (LongAdder count : counts.values()) {
            total += count.sum();
        }
        return total;
    }

    /** Forgets the counts; the once-per-reason log lines are not repeated. */
    public void clear() {
        counts.values().forEach(LongAdder::reset);
    }
}
