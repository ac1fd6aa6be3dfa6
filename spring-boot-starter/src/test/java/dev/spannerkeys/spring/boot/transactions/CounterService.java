package dev.spannerkeys.spring.boot.transactions;

import dev.spannerkeys.spring.transactions.StaleRead;
import dev.spannerkeys.spring.transactions.TransactionTag;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.resilience.annotation.Retryable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Isolation;
import org.springframework.transaction.annotation.Transactional;

/** Each method one Spring construct whose Spanner transaction the tests check. */
@Service
class CounterService {

    private final CounterRepository counters;

    @PersistenceContext
    private EntityManager entityManager;

    CounterService(CounterRepository counters) {
        this.counters = counters;
    }

    @Transactional(readOnly = true)
    public long readOnly(long id) {
        return counters.findById(id).orElseThrow().getN();
    }

    /** Reads 1.5 s old data. */
    @StaleRead(exactStaleness = "1500ms")
    @Transactional(readOnly = true)
    public long staleRead(long id) {
        return counters.findById(id).orElseThrow().getN();
    }

    /** The repository's own read-only transaction, at the staleness of the method that calls it. */
    @StaleRead(maxStaleness = "10s")
    public long staleRepositoryRead(long id) {
        return counters.findById(id).orElseThrow().getN();
    }

    /** A read-write transaction begun inside a stale read: refused. */
    @StaleRead(maxStaleness = "10s")
    public void staleReadAroundAWrite(long id) {
        counters.save(new Counter(id, "inside a stale read"));
    }

    /** Writes one counter as DML (the flush) and one as a mutation (the commit flush). */
    @TransactionTag(value = "checkout", priority = "low")
    @Transactional
    public void checkout(long first, long second) {
        counters.save(new Counter(first, "flushed"));
        counters.flush();
        counters.save(new Counter(second, "at commit"));
    }

    @Transactional
    public void untagged(long id) {
        counters.findById(id).orElseThrow().increment();
    }

    @Transactional(isolation = Isolation.READ_COMMITTED)
    public void readCommitted(long id) {
        counters.findById(id).orElseThrow().increment();
    }

    @Transactional(isolation = Isolation.REPEATABLE_READ)
    public void repeatableRead(long id) {
        counters.findById(id).orElseThrow().increment();
    }

    @Transactional(isolation = Isolation.SERIALIZABLE)
    public void serializable(long id) {
        counters.findById(id).orElseThrow().increment();
    }

    /** The recipe for aborted transactions: the whole transaction retried. */
    @Retryable(includes = ConcurrencyFailureException.class, maxRetries = 200, delay = 5, multiplier = 2, maxDelay = 200,
            jitter = 5)
    @Transactional
    public void increment(long id) {
        counters.findById(id).orElseThrow().increment();
        counters.flush();
    }

    @Transactional(readOnly = true, timeout = 1)
    public Object slow(String sql) {
        return entityManager.createNativeQuery(sql).getSingleResult();
    }
}
