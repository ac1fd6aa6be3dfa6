package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import org.hibernate.HibernateException;

/**
 * Thrown when a transaction would commit more mutations than Spanner accepts in one commit
 * ({@value #MUTATIONS_PER_COMMIT}); Cloud Spanner would reject the commit, and the emulator, which
 * does not enforce the limit, would accept what production refuses. It is raised in every write mode
 * as soon as the transaction's writes pass the limit, before the commit is sent and before the write
 * that would pass it: a mutation as it is captured, a DML statement before it executes. The
 * transaction is marked for rollback and writes nothing, in all of its tables.
 *
 * <p>Spanner counts one mutation per column value of each inserted or updated row (key columns
 * included), one per deleted row, plus the entries of secondary indexes these rows change, whether the
 * rows were written by DML or as mutations; a transaction that mixes both (a mid-transaction flush,
 * then commit-time mutations) counts their sum. This library counts the first two for the writes
 * Hibernate makes of entities and collections, so the commit may still fail on Spanner near the limit
 * on tables with many indexes. Bulk HQL and native statements are not counted (their row counts are
 * not known before they run).
 *
 * <p>What to do: commit in smaller transactions, e.g. every few thousand entities
 * ({@value #MUTATIONS_PER_COMMIT} divided by the columns per row, less a margin for indexes); with
 * Spring Data, call {@code saveAll} per chunk in its own transaction. Setting
 * {@value SpannerKeysSettings#WRITE_MODE} to {@code dml} does not help: DML counts the same.
 */
public class MutationLimitExceededException extends HibernateException {

    private static final long serialVersionUID = 1L;

    /** Spanner's limit of mutations per commit, including secondary-index entries. */
    public static final int MUTATIONS_PER_COMMIT = 80_000;

    private final long mutationCount;
    private final long dmlMutationCount;

    /**
     * @param mutationCount the mutations the transaction would commit, counted without index entries
     * @param rowCount the rows written
     * @param mode the write mode, for the message
     */
    public MutationLimitExceededException(long mutationCount, long rowCount, WriteMode mode) {
        this(mutationCount, rowCount, 0, mode);
    }

    /**
     * @param mutationCount the mutations the transaction would commit, counted without index entries
     * @param rowCount the rows written
     * @param dmlMutationCount how many of {@code mutationCount} the transaction's DML statements account for
     * @param mode the write mode, for the message
     */
    public MutationLimitExceededException(long mutationCount, long rowCount, long dmlMutationCount, WriteMode mode) {
        super("This transaction would commit at least " + mutationCount + " mutations (" + rowCount
                + " rows" + (dmlMutationCount > 0 ? ", " + dmlMutationCount + " of the mutations written by DML statements"
                        : "")
                + "; one mutation per column value of each inserted or updated row, one per deleted row, plus "
                + "secondary-index entries, counted alike for DML and mutations); Spanner accepts at most "
                + MUTATIONS_PER_COMMIT + " per commit. Nothing "
                + "was committed and the transaction is marked for rollback. Commit in smaller transactions, e.g. at most "
                + suggestedRows(mutationCount, rowCount) + " such rows per transaction ("
                + SpannerKeysSettings.WRITE_MODE + "=" + mode.settingValue() + "; DML counts the same).");
        this.mutationCount = mutationCount;
        this.dmlMutationCount = dmlMutationCount;
    }

    /** The mutations the transaction would have committed, not counting secondary-index entries. */
    public long getMutationCount() {
        return mutationCount;
    }

    /** How many of {@link #getMutationCount()} the transaction's DML statements account for. */
    public long getDmlMutationCount() {
        return dmlMutationCount;
    }

    /** Rows of the same width that fit, with a quarter of the limit left for index entries. */
    private static long suggestedRows(long mutationCount, long rowCount) {
        long perRow = Math.max(1, Math.round((double) mutationCount / Math.max(1, rowCount)));
        return Math.max(1, MUTATIONS_PER_COMMIT * 3L / 4 / perRow);
    }
}
