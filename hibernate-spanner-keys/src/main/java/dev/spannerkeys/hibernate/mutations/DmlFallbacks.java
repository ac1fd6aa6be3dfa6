package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.internal.mutations.DmlFallbackCounts;
import dev.spannerkeys.hibernate.internal.mutations.MutationWritingExecutorService;
import java.util.Map;
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

    private static final DmlFallbacks NONE = new DmlFallbacks(new DmlFallbackCounts(WriteMode.DML));

    private final DmlFallbackCounts counts;

    private DmlFallbacks(DmlFallbackCounts counts) {
        this.counts = counts;
    }

    /**
     * The fallbacks of {@code factory}; for a factory in the {@code dml} write mode (or one whose writes
     * never reached Spanner) an empty, unchanging instance.
     */
    public static DmlFallbacks of(SessionFactory factory) {
        MutationExecutorService service = factory.unwrap(SessionFactoryImplementor.class).getServiceRegistry()
                .requireService(MutationExecutorService.class);
        return service instanceof MutationWritingExecutorService writing ? new DmlFallbacks(writing.fallbacks()) : NONE;
    }

    /**
     * How many writes ran as DML, by {@code "<entity or collection role>: <reason>"}, sorted.
     */
    public Map<String, Long> counts() {
        return counts.snapshot();
    }

    /** How many writes ran as DML in all. */
    public long total() {
        return counts.total();
    }

    /** Forgets the counts (the once-per-reason log lines are not repeated). */
    public void clear() {
        counts.clear();
    }
}
