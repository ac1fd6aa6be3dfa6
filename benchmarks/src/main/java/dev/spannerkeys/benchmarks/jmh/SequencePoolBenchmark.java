package dev.spannerkeys.benchmarks.jmh;

import dev.spannerkeys.hibernate.internal.id.SequencePool;
import dev.spannerkeys.hibernate.metrics.SequenceMetrics;
import dev.spannerkeys.keys.BitReversal;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.id.IdentifierGeneratorHelper;
import org.hibernate.id.IntegralDataTypeHolder;
import org.hibernate.id.enhanced.AccessCallback;
import org.hibernate.id.enhanced.PooledLoThreadLocalOptimizer;
import org.hibernate.id.enhanced.PooledOptimizer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The pooled generator's hot path when its pool is warm: taking the next id from
 * {@link SequencePool}, which {@code BitReversedSequenceGenerator.generate} does and nothing else,
 * next to Hibernate's {@link PooledOptimizer}, each over an in-memory fake sequence that counts its
 * calls.
 *
 * <p>The pool is set up as the generator sets it up by default, with prefetch below half the pool,
 * except that the prefetch runs on the thread that crossed the mark ({@code Runnable::run} as the
 * executor) rather than on a thread of its own: the fake source answers in nanoseconds, and at 100
 * ids per microsecond a pool of 2<sup>20</sup> crosses its mark every 5 ms, so with a real thread the
 * figures would measure how fast a loaded machine schedules that thread, not the take. (With a real
 * refill of milliseconds per batch the hand-off costs tens of microseconds per batch.) Both pools hold
 * 2<sup>20</sup> values, so a refill happens once per million ids and the figures show the warm
 * path.
 *
 * <p>Compared with: Hibernate's {@link PooledOptimizer} (the stock in-memory pool, which takes a lock
 * on every id; Hibernate 7.4 disables it on Spanner, where stock sequences cost a round trip per
 * id), Hibernate's {@link PooledLoThreadLocalOptimizer} (its like-for-like for many threads: each
 * thread takes ids from a block of its own, fetched from the shared sequence, without a lock), and
 * a shared {@link AtomicLong} (the least any thread-safe shared counter costs).
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

    private final AtomicLong poolFetches = new AtomicLong();
    private final FakeSequence stockSource = new FakeSequence();
    private final FakeSequence threadLocalSource = new FakeSequence();
    private final AtomicLong counter = new AtomicLong();
    private SequencePool pool;
    private PooledOptimizer stockOptimizer;
    private PooledLoThreadLocalOptimizer threadLocalOptimizer;

    /** A fresh pool and optimizer per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        pool = new SequencePool("benchmark_seq", POOL, count -> {
            poolFetches.incrementAndGet();
            return VALUES;
        }, Runnable::run, POOL / 2, SequenceMetrics.NONE);
        stockOptimizer = new PooledOptimizer(Long.class, POOL);
        threadLocalOptimizer = new PooledLoThreadLocalOptimizer(Long.class, POOL);
    }

    /** Fails the trial if a source was never asked: the benchmark would not have measured a pool. */
    @TearDown(Level.Trial)
    public void tearDown() {
        if (poolFetches.get() == 0 && stockSource.calls.get() == 0 && threadLocalSource.calls.get() == 0) {
            throw new IllegalStateException("neither source was called");
        }
    }

    /** The library's pool, primitive result. */
    @Benchmark
    public long poolNext() {
        return pool.next();
    }

    /** The library's pool boxed to the {@code Long} the generator returns to Hibernate. */
    @Benchmark
    public Object poolNextBoxed() {
        Long id = pool.next();
        return id;
    }

    /** Hibernate's pooled optimizer over an in-memory sequence. */
    @Benchmark
    public Object hibernatePooledOptimizer() {
        return stockOptimizer.generate(stockSource);
    }

    /** Hibernate's thread-local pooled-lo optimizer over an in-memory sequence: a block per thread. */
    @Benchmark
    public Object hibernatePooledLoThreadLocalOptimizer() {
        return threadLocalOptimizer.generate(threadLocalSource);
    }

    /** A shared atomic counter: the floor for handing out unique values across threads. */
    @Benchmark
    public long sharedAtomicCounter() {
        return counter.incrementAndGet();
    }

    /**
     * An in-memory sequence with increment {@code POOL}, as the pooled optimizers expect; counts its
     * calls. Thread-safe: the thread-local optimizer calls it from each thread that needs a block.
     */
    private static final class FakeSequence implements AccessCallback {
        private final AtomicLong next = new AtomicLong(1);
        final AtomicLong calls = new AtomicLong();

        @Override
        public IntegralDataTypeHolder getNextValue() {
            // Once per POOL ids (per thread for the thread-local optimizer).
            calls.incrementAndGet();
            IntegralDataTypeHolder value = IdentifierGeneratorHelper.getIntegralDataTypeHolder(Long.class);
            value.initialize(next.getAndAdd(POOL));
            return value;
        }

        @Override
        public String getTenantIdentifier() {
            return null;
        }
    }
}
