package dev.spannerkeys.hibernate.internal.errors;

import java.time.Duration;
import java.util.Set;

/**
 * What one commit of a Hibernate transaction sent, for explaining its failure.
 *
 * @param writeMode the value of {@code spanner.keys.write-mode} the transaction ran with
 * @param mutationRows the rows buffered as mutations for the commit (0 in {@code dml})
 * @param mutations the mutations (column values and deleted rows) those rows count for
 * @param mutationTables the tables the mutations wrote
 * @param commitRequested whether the JDBC commit was requested: {@code false} when the transaction failed
 *        before it (in the flush Hibernate runs before committing, or while buffering the mutations), so the
 *        database never received a commit request
 * @param timedOut whether the commit was ended by its bound
 * @param bound the commit's bound, or {@code null} for none
 * @param elapsed how long {@code commit()} had been waiting when it failed
 */
public record CommitAttempt(String writeMode, long mutationRows, long mutations, Set<String> mutationTables,
        boolean commitRequested, boolean timedOut, Duration bound, Duration elapsed) {

    /** A copy of the table names, so the record stays as it was created. */
    public CommitAttempt {
        mutationTables = Set.copyOf(mutationTables);
    }
}
