package dev.spannerkeys.benchmarks.emulator;

/**
 * What went over JDBC connections opened through {@link CountingDriver}.
 *
 * @param sequenceQueries queries that drew values from a sequence: one per round trip
 * @param statements      statement executions of any kind (an executed batch counts once)
 * @param commits         transaction commits
 */
public record JdbcCounts(long sequenceQueries, long statements, long commits) {

    /** The counts accumulated between {@code earlier} and this snapshot. */
    public JdbcCounts since(JdbcCounts earlier) {
        return new JdbcCounts(sequenceQueries - earlier.sequenceQueries, statements - earlier.statements,
                commits - earlier.commits);
    }
}
