package dev.spannerkeys.hibernate.mutations;

import org.hibernate.engine.spi.SharedSessionContractImplementor;

/**
 * Whether a session is in its commit flush, where a mutation write mode turns writes into mutations:
 * for features whose value exists only as a mutation (a {@code @CommitTimestamp} column's
 * {@code Value.COMMIT_TIMESTAMP}) and that must refuse a write made at any other time.
 */
public final class CommitFlush {

    private CommitFlush() {
    }

    /** Whether {@code session} is flushing for its commit in a mutation write mode. */
    public static boolean inProgress(SharedSessionContractImplementor session) {
        TransactionWrites writes = TransactionWrites.of(session);
        return writes != null && writes.capturing();
    }
}
