package dev.spannerkeys.hibernate.internal.mutations;

import com.google.cloud.spanner.Mutation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The writes a transaction captured as mutations and has not yet handed to Spanner, in capture order,
 * and which of them must run as DML before a later statement: DML statements see the database, while a
 * buffered mutation takes effect at the commit, after every DML statement, so a captured write may
 * only stay behind a later statement that cannot observe it ({@link #takeRelated}).
 *
 * <p>Confined to its transaction's session; not thread-safe.
 */
final class CapturedWrites {

    private final List<PendingWrite> writes = new ArrayList<>();
    private final InsertedKeys insertedKeys = new InsertedKeys();
    /** The rows of {@link #writes}, kept in step: the limit check asks for it at every capture. */
    private long rows;

    void add(PendingWrite write) {
        writes.add(write);
        rows += write.rowCount();
        insertedKeys.add(write);
    }

    boolean isEmpty() {
        return writes.isEmpty();
    }

    /** The captured writes, in capture order. */
    List<PendingWrite> all() {
        return writes;
    }

    /** The rows the captured writes write. */
    long rowCount() {
        return rows;
    }

    /** Whether {@code update}'s row is one a captured insert writes (see {@link InsertedKeys}). */
    boolean insertedHere(Mutation update, List<String> keyColumns) {
        return insertedKeys.contains(update, keyColumns, writes);
    }

    /** Forgets every captured write. */
    void clear() {
        writes.clear();
        rows = 0;
        insertedKeys.clear();
    }

    /**
     * Removes and returns, in capture order, the captured writes a statement could observe, and the
     * captured writes those could observe in turn once they run as DML; the others stay captured.
     *
     * @param reach the tables the statement can observe or change (see
     *        {@link dev.spannerkeys.hibernate.internal.mutations.translation.TableRelations})
     * @param reachOf the same for what a captured write does to one table, once it runs as DML
     */
    List<PendingWrite> takeRelated(List<Predicate<String>> reach,
            Function<PendingWrite.Target, Predicate<String>> reachOf) {
        if (writes.isEmpty()) {
            return List.of();
        }
        // Walk back from the statement: a write is needed if a later statement (the new one, or a
        // write already chosen) can observe one of its tables.
        List<Predicate<String>> reaches = new ArrayList<>(reach);
        Set<PendingWrite.Target> chosenTargets = new HashSet<>();
        boolean[] chosen = new boolean[writes.size()];
        boolean any = false;
        for (int i = writes.size() - 1; i >= 0; i--) {
            PendingWrite write = writes.get(i);
            if (observed(write, reaches)) {
                chosen[i] = true;
                any = true;
                for (PendingWrite.Target target : write.targets()) {
                    if (chosenTargets.add(target)) {
                        reaches.add(reachOf.apply(target));
                    }
                }
            }
        }
        if (!any) {
            return List.of();
        }
        List<PendingWrite> taken = new ArrayList<>();
        List<PendingWrite> kept = new ArrayList<>();
        for (int i = 0; i < writes.size(); i++) {
            (chosen[i] ? taken : kept).add(writes.get(i));
        }
        clear();
        kept.forEach(this::add);
        return taken;
    }

    private static boolean observed(PendingWrite write, List<Predicate<String>> reaches) {
        for (PendingWrite.Target target : write.targets()) {
            for (Predicate<String> reach : reaches) {
                if (reach.test(target.table())) {
                    return true;
                }
            }
        }
        return false;
    }
}
