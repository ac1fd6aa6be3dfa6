package dev.spannerkeys.internal.transactions;

import dev.spannerkeys.transactions.RequestPriority;
import dev.spannerkeys.transactions.SpannerWork;
import dev.spannerkeys.transactions.Staleness;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the code running on a thread asked of the Spanner transactions that begin on that thread while it
 * runs: read-only, a staleness, a transaction tag, a request priority. {@code SpannerReads},
 * {@code SpannerTransactions} and the Spring starter's {@code @StaleRead} and {@code @TransactionTag} push a
 * {@link Request} for the duration of a unit of work ({@link #with}); {@link SpannerTransactionSetup} reads the
 * combined request ({@link #current()}) when a transaction begins, whatever opened it (a Spring transaction
 * manager, a repository, plain JPA). An inner request overrides what it names and keeps the rest.
 *
 * <p>A staleness applies to a transaction only when it begins: {@link #with} refuses one while a transaction
 * the library saw begin is still running on the thread, since that transaction (read-write, or read-only at
 * its own staleness) cannot take it.
 */
public final class TransactionRequests {

    private static final System.Logger LOG = System.getLogger(TransactionRequests.class.getName());

    /**
     * One request.
     *
     * @param origin what asked, for messages: {@code SpannerReads.withMaxStaleness(15s)},
     *        {@code @StaleRead on OrderService.recent}
     * @param readOnly whether the transaction is to be read-only (else as its opener decides)
     * @param staleness the staleness of read-only transactions, or {@code null} to keep the enclosing one
     * @param tag the transaction tag, or {@code null} to keep the enclosing one
     * @param priority the request priority, or {@code null} to keep the enclosing one
     */
    public record Request(String origin, boolean readOnly, Staleness staleness, String tag, RequestPriority priority) {

        /** Nothing asked. */
        public static final Request NONE = new Request("", false, null, null, null);

        /** {@code inner} over this: what {@code inner} names wins. */
        Request with(Request inner) {
            return new Request(inner.staleness != null ? inner.origin : origin, readOnly || inner.readOnly,
                    inner.staleness != null ? inner.staleness : staleness, inner.tag != null ? inner.tag : tag,
                    inner.priority != null ? inner.priority : priority);
        }
    }

    /** A transaction the library saw begin. */
    public interface Running {
        /** Whether it has not ended yet (and the session that began it is open). */
        boolean running();
    }

    /** The requests of one thread, and the transactions the library saw begin on it. */
    private static final class State {
        final List<Request> requests = new ArrayList<>();
        /** Combined requests, innermost last; {@link Request#NONE} below the first. */
        final List<Request> combined = new ArrayList<>();
        /** Transactions that began on this thread, until they end. */
        final List<WeakReference<Running>> running = new ArrayList<>();
        /** Transactions that began on this thread since the outermost staleness request. */
        int begunUnderStaleness;
    }

    private static final ThreadLocal<State> STATE = ThreadLocal.withInitial(State::new);

    private TransactionRequests() {
    }

    /**
     * Runs {@code work} with {@code request} in force for the transactions that begin on this thread meanwhile.
     *
     * @throws IllegalStateException if {@code request} names a staleness and a transaction is running on this
     *         thread already
     */
    public static <T, E extends Throwable> T with(Request request, SpannerWork<T, E> work) throws E {
        return run(request, work, true);
    }

    /**
     * Runs {@code begin}, which begins one transaction, with {@code request} in force: for the library's own
     * units of work ({@code SpannerReads.readOnly}), whose request is for that transaction only and may be made
     * while another transaction runs on the thread.
     */
    public static <T, E extends Throwable> T forBegin(Request request, SpannerWork<T, E> begin) throws E {
        return run(request, begin, false);
    }

    private static <T, E extends Throwable> T run(Request request, SpannerWork<T, E> work, boolean scope) throws E {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(work, "work");
        State state = STATE.get();
        if (scope && request.staleness() != null) {
            refuseInsideRunningTransaction(state, request);
        }
        Request enclosing = state.combined.isEmpty() ? Request.NONE : state.combined.get(state.combined.size() - 1);
        boolean outermostStaleness = scope && request.staleness() != null && enclosing.staleness() == null;
        if (outermostStaleness) {
            state.begunUnderStaleness = 0;
        }
        state.requests.add(request);
        state.combined.add(enclosing.with(request));
        try {
            return work.run();
        } finally {
            state.requests.remove(state.requests.size() - 1);
            state.combined.remove(state.combined.size() - 1);
            if (outermostStaleness && state.begunUnderStaleness == 0) {
                LOG.log(System.Logger.Level.WARNING, () -> request.origin() + ": no transaction began on this thread "
                        + "while it ran, so no read used the staleness " + request.staleness() + " (reads outside a "
                        + "transaction, and transactions that were running already, are strong). Run the reads in a "
                        + "read-only transaction: a Spring Data repository method, @Transactional(readOnly = true), or "
                        + "SpannerReads.readOnly");
            }
            if (state.requests.isEmpty() && state.running.isEmpty()) {
                STATE.remove();
            }
        }
    }

    private static void refuseInsideRunningTransaction(State state, Request request) {
        state.running.removeIf(reference -> {
            Running transaction = reference.get();
            return transaction == null || !transaction.running();
        });
        if (!state.running.isEmpty()) {
            throw new IllegalStateException(request.origin() + " asks for a stale read (" + request.staleness()
                    + "), but a transaction is running on this thread already: a transaction's staleness is fixed when "
                    + "it begins, and a read-write transaction cannot be stale at all. Fix: call it outside the "
                    + "transaction (a @Transactional method that calls it joins the caller's transaction), or make the "
                    + "enclosing transaction the read-only one: SpannerReads.readOnly(entityManagerFactory, staleness, work)");
        }
    }

    /** The combined request in force on this thread; {@link Request#NONE} when nothing was asked. */
    public static Request current() {
        State state = STATE.get();
        if (state.combined.isEmpty()) {
            if (state.running.isEmpty()) {
                STATE.remove();
            }
            return Request.NONE;
        }
        return state.combined.get(state.combined.size() - 1);
    }

    /** Called when a transaction began on this thread. */
    static void begun(Running transaction) {
        State state = STATE.get();
        // Also forgets transactions that ended unseen (a session closed without ending its transaction).
        state.running.removeIf(reference -> reference.get() == null || reference.get() == transaction
                || !reference.get().running());
        state.running.add(new WeakReference<>(transaction));
        state.begunUnderStaleness++;
    }

    /** Called when {@code transaction} ended (on whatever thread). */
    static void ended(Running transaction) {
        State state = STATE.get();
        state.running.removeIf(reference -> reference.get() == null || reference.get() == transaction);
        if (state.requests.isEmpty() && state.running.isEmpty()) {
            STATE.remove();
        }
    }
}
