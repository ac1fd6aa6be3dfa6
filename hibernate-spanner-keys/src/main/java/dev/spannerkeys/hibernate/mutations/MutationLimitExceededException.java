package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import org.hibernate.HibernateException;

/**
 * Thrown when a transaction would commit more mutations than Spanner accepts in one commit
 * ({@value #MUTATIONS_PER_COMMIT}); Cloud Spanner would reject the commit, and the emulator, which
 * does not enforce the limit, would accept what production refuses. It is raised while the writes are
 * captured, before anything is sent: the transaction is marked for rollback and writes nothing, in
 * all of its tables.
 *
 * <p>Spanner counts one mutation per column value of each inserted or updated row, one per deleted
 * row, plus the entries of secondary indexes these rows change, whether the rows were written by DML
 * or as mutations. This library can only count the first two, so the commit may still fail on Spanner
 * near the limit on tables with many indexes.
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

    /**
     * @param mutationCount the mutations the transaction would commit, counted without index entries
     * @param rowCount the rows written
     * @param mode the write mode, for the message
     */
    public MutationLimitExceededException(long mutationCount, long rowCount, WriteMode mode) {
        super("This transaction would commit at least " + mutationCount + " mutations (" + rowCount
                + " rows; one mutation per column value of each inserted or updated row, one per deleted row, plus "
                + "secondary-index entries); Spanner accepts at most " + MUTATIONS_PER_COMMIT + " per commit. Nothing "
                + "was written and the transaction is marked for rollback. Commit in smaller transactions, e.g. at most "
                + suggestedRows(mutationCount, rowCount) + " such rows per transaction ("
                + SpannerKeysSettings.WRITE_MODE + "=" + mode.settingValue() + "; DML counts the same).");
        this.mutationCount = mutationCount;
    }

    /** The mutations the transaction would have committed, not counting secondary-index entries. */
    public long getMutationCount() {
        return mutationCount;
    }

    /** Rows of the same width that fit, with a quarter of the limit left for index entries. */
    private static long suggestedRows(long mutationCount, long rowCount) {
        long perRow = Math.max(1, Math.round((double) mutationCount / Math.max(1, rowCount)));
        return Math.max(1, MUTATIONS_PER_COMMIT * 3L / 4 / perRow);
    }
}
