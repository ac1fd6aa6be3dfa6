package dev.spannerkeys.benchmarks.jmh;

import dev.spannerkeys.hibernate.id.BitReversedSequenceGenerator;
import dev.spannerkeys.hibernate.id.SequencePool;
import dev.spannerkeys.keys.BitReversal;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.id.IdentifierGeneratorHelper;
import org.hibernate.id.IntegralDataTypeHolder;
import org.hibernate.id.enhanced.AccessCallback;
import org.hibernate.id.enhanced.PooledOptimizer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The pooled generator's hot path when its pool is warm: taking the next id from
 * {@link SequencePool}, which {@code BitReversedSequenceGenerator.generate} does and nothing else.
 *
 * <p>This class sits in the library's package (in the benchmarks module, not the library) because
 * {@code SequencePool} is package-private; measuring it directly keeps a fake Hibernate session and
 * bootstrap out of the numbers. The batch source hands back one precomputed array of 2<sup>20</sup>
 * values, so a refill (one object) happens once per million ids and the figures show the warm path
 * only.
 *
 * <p>Compared with: Hibernate's {@link PooledOptimizer} (the stock in-memory pool, which takes a lock
 * on every id; Hibernate 7.4 disables it on Spanner, where stock sequences cost a round trip per
 * id), and a shared {@link AtomicLong} (the least any thread-safe shared counter can cost).
 */
@State(Scope.Benchmark)
public class SequencePoolBenchmark {

    private static final int POOL = 1 << 20;
    private static final long[] VALUES = new long[POOL];

    static {
        for (int i = 0; i < POOL; i++) {
            VALUES[i] = BitReversal.reverse(i + 1L);
        }
    }

    private final SequencePool<Object> pool = new SequencePool<>(POOL, (context, count) -> VALUES);
    private final PooledOptimizer stockOptimizer = new PooledOptimizer(Long.class, POOL);
    private final AccessCallback stockSource = new FakeSequence();
    private final AtomicLong counter = new AtomicLong();

    /** The library's pool, primitive result. */
    @Benchmark
    public long poolNext() {
        return pool.next(null);
    }

    /** The library's pool boxed to the {@code Long} the generator returns to Hibernate. */
    @Benchmark
    public Object poolNextBoxed() {
        Long id = pool.next(null);
        return id;
    }

    /** Hibernate's pooled optimizer over an in-memory sequence. */
    @Benchmark
    public Object hibernatePooledOptimizer() {
        return stockOptimizer.generate(stockSource);
    }

    /** A shared atomic counter: the floor for handing out unique values across threads. */
    @Benchmark
    public long sharedAtomicCounter() {
        return counter.incrementAndGet();
    }

    /** An in-memory sequence with increment {@code POOL}, as the pooled optimizer expects. */
    private static final class FakeSequence implements AccessCallback {
        private long next = 1;

        @Override
        public IntegralDataTypeHolder getNextValue() {
            // Called under the optimizer's lock, once per POOL ids.
            IntegralDataTypeHolder value = IdentifierGeneratorHelper.getIntegralDataTypeHolder(Long.class);
            value.initialize(next);
            next += POOL;
            return value;
        }

        @Override
        public String getTenantIdentifier() {
            return null;
        }
    }
}
