package dev.spannerkeys.testsupport;

/**
 * What went through connections opened by {@link CountingSpannerDriver}, counted since its last
 * {@link CountingSpannerDriver#reset()}. Subtract two snapshots with {@link #since}.
 *
 * @param statements      statement executions of any kind; an executed batch counts once
 * @param sequenceFetches queries that drew values from a sequence ({@code GET_NEXT_SEQUENCE_VALUE},
 *                        {@code nextval}): one per round trip, including those failed by an
 *                        injected abort
 * @param dmlBatches      executed JDBC batches of {@code INSERT}, {@code UPDATE} or {@code DELETE}
 * @param ddlBatches      executed JDBC batches of DDL
 * @param commits         {@code Connection.commit()} calls
 * @param mutations       mutations buffered with {@code CloudSpannerJdbcConnection.bufferedWrite}
 * @param injectedAborts  sequence fetches failed with ABORTED on request
 *                        ({@link CountingSpannerDriver#abortNextSequenceFetches})
 */
public record JdbcCounts(long statements, long sequenceFetches, long dmlBatches, long ddlBatches, long commits,
        long mutations, long injectedAborts) {

    /** The counts accumulated between {@code earlier} and this snapshot. */
    public JdbcCounts since(JdbcCounts earlier) {
        return new JdbcCounts(statements - earlier.statements, sequenceFetches - earlier.sequenceFetches,
                dmlBatches - earlier.dmlBatches, ddlBatches - earlier.ddlBatches, commits - earlier.commits,
                mutations - earlier.mutations, injectedAborts - earlier.injectedAborts);
    }
}
