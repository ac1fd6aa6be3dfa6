package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.hibernate.id.IdentifierGenerationException;

/**
 * One value per database ({@link PoolDatabase#keyOf}), set up at the first use of the database: a pool, or the
 * connections its refills take. Setting up opens a connection, which can wait on a database that does not answer;
 * each database is set up under a lock of its own, so a tenant whose database is slow holds up only the callers of
 * that tenant, and none of them longer than the refill timeout.
 *
 * <p>Thread-safe. A value that fails to be set up is not kept: the next caller tries again (the database may be up
 * by then, or the tenant's sequence created).
 */
final class PerDatabase<V> {

    /** A database's value, and the lock held while it is set up. */
    private static final class Slot<V> {
        /** A lock rather than a monitor so that a waiting thread can give up. */
        final ReentrantLock starting = new ReentrantLock();
        volatile V value;
    }

    private final ConcurrentHashMap<Object, Slot<V>> slots = new ConcurrentHashMap<>();

    /** The value of the database kept under {@code key}, if it was set up. */
    V find(Object key) {
        Slot<V> slot = slots.get(key);
        return slot == null ? null : slot.value;
    }

    /**
     * The value of the database kept under {@code key}, set up by {@code setUp} if this is its first use.
     *
     * @param timeout how long to wait for another thread that is setting up the same database
     * @param what what is set up, for the message when the wait times out ("the pool of sequence 's'")
     * @throws IdentifierGenerationException if the wait times out or is interrupted
     */
    V get(Object key, Duration timeout, String what, Supplier<V> setUp) {
        Slot<V> slot = slots.computeIfAbsent(key, k -> new Slot<>());
        V ready = slot.value;
        if (ready != null) {
            return ready;
        }
        try {
            if (!slot.starting.tryLock(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                throw new IdentifierGenerationException("Could not set up " + what + " within "
                        + SettingValues.describe(timeout) + " ('" + SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT
                        + "'): another thread is still opening its first connection. Check that Spanner (or the"
                        + " emulator) is reachable and responding.");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdentifierGenerationException("Interrupted while setting up " + what, e);
        }
        try {
            if (slot.value == null) {
                slot.value = Objects.requireNonNull(setUp.get());
            }
            return slot.value;
        } finally {
            slot.starting.unlock();
        }
    }

    /** The values set up so far. */
    List<V> values() {
        return slots.values().stream().map(slot -> slot.value).filter(Objects::nonNull).toList();
    }
}
