package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.hibernate.SessionFactory;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * The writes a session factory in a mutation write mode sent as DML instead, counted by what was
 * written (an entity or a collection role) and why. The first write of each entity and reason is also
 * logged at {@code INFO} by the {@code System.Logger} {@code dev.spannerkeys.hibernate.mutations.DmlFallbacks},
 * so an application sees once what keeps which writes from being mutations, and how to change it if it
 * wants to; the counts tell how often.
 *
 * <p>Two kinds of reasons appear: a write that cannot be a mutation at all (a versioned update keeps its
 * {@code WHERE version = ?} check, a discriminator column is written as a SQL literal, ...), and a write
 * that was captured as a mutation but had to run as DML first because a DML statement that followed it
 * in the same transaction could observe it (same table, an interleave parent or child, a foreign key;
 * see {@code docs/write-path.md}). Writes to unrelated tables stay mutations in both cases.
 *
 * <pre>{@code
 * DmlFallbacks.of(sessionFactory).counts()
 *     // {Concert: entity Concert is versioned: its optimistic-lock check needs DML=12}
 * }</pre>
 *
 * <p>Thread-safe; one instance per session factory.
 */
public final class DmlFallbacks {

    private static final System.Logger LOG = System.getLogger(DmlFallbacks.class.getName());
    private static final DmlFallbacks NONE = new DmlFallbacks(WriteMode.DML);

    private final WriteMode mode;
    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    DmlFallbacks(WriteMode mode) {
        this.mode = mode;
    }

    /**
     * The fallbacks of {@code factory}; for a factory in the {@code dml} write mode (or one whose writes
     * never reached Spanner) an empty, unchanging instance.
     */
    public static DmlFallbacks of(SessionFactory factory) {
        MutationExecutorService service = factory.unwrap(SessionFactoryImplementor.class).getServiceRegistry()
                .requireService(MutationExecutorService.class);
        return service instanceof MutationWritingExecutorService writing ? writing.fallbacks() : NONE;
    }

    /**
     * How many writes ran as DML, by {@code "<entity or collection role>: <reason>"}, sorted.
     */
    public Map<String, Long> counts() {
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

    /** Forgets the counts (the once-per-reason log lines are not repeated). */
    public void clear() {
        counts.values().forEach(LongAdder::reset);
    }

    /** Counts one write of {@code target} that runs as DML because of {@code reason}; logs the first. */
    void record(String target, String reason) {
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
}
