package dev.spannerkeys.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where Hibernate's query hints go in Spanner's syntax (the emulator runs these forms in
 * {@code GoogleSqlTransactionsTest} and {@code PostgreSqlTransactionsTest}).
 */
class StatementHintsTest {

    private static final String QUERY = "select s1_0.id from Singers s1_0 where s1_0.last_name=?";

    @Test
    void aTableHintFollowsTheQueriedTable() {
        assertEquals("select s1_0.id from Singers@{FORCE_INDEX=SingersByLastName} s1_0 where s1_0.last_name=?",
                StatementHints.apply(QUERY, List.of("FORCE_INDEX=SingersByLastName"), false));
        assertEquals("select s1_0.id from Singers /*@ FORCE_INDEX=singers_by_last_name */ s1_0 where s1_0.last_name=?",
                StatementHints.apply(QUERY, List.of("FORCE_INDEX=singers_by_last_name"), true));
        assertEquals("select s.id from `Singers`@{FORCE_INDEX=ByName} s",
                StatementHints.apply("select s.id from `Singers` s", List.of("FORCE_INDEX=ByName"), false));
    }

    @Test
    void theOutermostFromIsTheOneHinted() {
        String sql = "select (select count(*) from Albums a where a.singer_id=s.id) from Singers s where s.name='from x'";
        assertEquals("select (select count(*) from Albums a where a.singer_id=s.id) from Singers@{FORCE_INDEX=I} s"
                + " where s.name='from x'", StatementHints.apply(sql, List.of("FORCE_INDEX=I"), false));
    }

    @Test
    void statementHintsOpenTheStatementOrJoinTheLockHint() {
        assertEquals("@{USE_ADDITIONAL_PARALLELISM=true} " + QUERY,
                StatementHints.apply(QUERY, List.of("USE_ADDITIONAL_PARALLELISM=true"), false));
        assertEquals("@{LOCK_SCANNED_RANGES=exclusive, spanner_emulator.disable_query_null_filtered_index_check=true} "
                + QUERY, StatementHints.apply("@{LOCK_SCANNED_RANGES=exclusive} " + QUERY,
                List.of("spanner_emulator.disable_query_null_filtered_index_check=true"), false));
        assertEquals("/*@ LOCK_SCANNED_RANGES=shared, OPTIMIZER_VERSION=7 */ " + QUERY, StatementHints.apply(
                "/*@ LOCK_SCANNED_RANGES=shared */ " + QUERY, List.of("OPTIMIZER_VERSION=7"), true));
    }

    @Test
    void severalHintsInOneStringAreSplitByKind() {
        assertEquals("@{OPTIMIZER_VERSION=7} select s1_0.id from Singers@{FORCE_INDEX=ByName} s1_0 where s1_0.last_name=?",
                StatementHints.apply(QUERY, List.of("FORCE_INDEX=ByName, OPTIMIZER_VERSION=7"), false));
    }

    @Test
    void whatIsNotAHintOrHasNoTableIsRefused() {
        IllegalArgumentException injection = assertThrows(IllegalArgumentException.class,
                () -> StatementHints.apply(QUERY, List.of("FORCE_INDEX=x} DELETE FROM Singers --"), false));
        assertTrue(injection.getMessage().startsWith("Not a Spanner hint"), injection.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StatementHints.apply(QUERY, List.of("INDEX ByName"), false));
        IllegalArgumentException dml = assertThrows(IllegalArgumentException.class, () -> StatementHints.apply(
                "update Singers set name=? where id=?", List.of("FORCE_INDEX=ByName"), false));
        assertTrue(dml.getMessage().contains("needs a query"), dml.getMessage());
    }
}
