package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.MutationLimitExceededException;
import dev.spannerkeys.hibernate.mutations.WriteMode;


/**
 * Spanner's limit of mutations per commit, kept for one transaction: the mutations of its captured
 * writes and of its DML writes count together, by the same rule, in every write mode. A write that
 * would pass the limit is refused before it is captured or its statement runs.
 *
 * <p>Confined to its transaction's session; not thread-safe.
 */
final class MutationBudget {

    private final WriteMode mode;
    private long capturedMutations;
    private long dmlMutations;
    private long dmlRows;

    MutationBudget(WriteMode mode) {
        this.mode = mode;
    }

    /**
     * Checks that {@code mutations} more (a write about to be captured, or to run as DML) stay within
     * the limit.
     *
     * @param capturedRows the rows captured so far, for the message
     * @param dml whether the write runs as DML
     * @return the refusal to throw, or {@code null} if the write fits
     */
    MutationLimitExceededException check(long mutations, long rows, long capturedRows, boolean dml) {
        long total = capturedMutations + dmlMutations + mutations;
        if (total <= MutationLimitExceededException.MUTATIONS_PER_COMMIT) {
            return null;
        }
        return new MutationLimitExceededException(total, capturedRows + dmlRows + rows,
                dmlMutations + (dml ? mutations : 0), mode);
    }

    /** Counts a captured write. */
    void captured(long mutations) {
        capturedMutations += mutations;
    }

    /** Counts a write that runs as DML. */
    void dml(long mutations, long rows) {
        dmlMutations += mutations;
        dmlRows += rows;
    }

    /** Moves a captured write to the DML writes: it runs as DML and is still part of the commit. */
    void capturedRanAsDml(long mutations, long rows) {
        capturedMutations -= mutations;
        dml(mutations, rows);
    }

    /** The mutations of the captured writes. */
    long capturedMutations() {
        return capturedMutations;
    }

    /** Forgets the captured writes (handed to Spanner, or refused), keeping the DML count. */
    void capturedGone() {
        capturedMutations = 0;
    }

    /** Forgets everything: the transaction ended. */
    void reset() {
        capturedMutations = 0;
        dmlMutations = 0;
        dmlRows = 0;
    }
}
