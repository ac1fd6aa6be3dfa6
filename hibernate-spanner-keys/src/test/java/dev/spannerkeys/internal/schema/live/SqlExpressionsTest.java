package dev.spannerkeys.internal.schema.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Expressions as a mapping writes them and as INFORMATION_SCHEMA reports them (emulator 1.5.28). */
class SqlExpressionsTest {

    @Test
    void theDatabasesSpellingsOfTheSameExpressionCompareEqual() {
        assertTrue(SqlExpressions.same("(1+2)", "1+2"));
        assertTrue(SqlExpressions.same("1 + 2", "('1'::bigint + '2'::bigint)"));
        assertTrue(SqlExpressions.same("name <> ''", "(name <> ''::text)"));
        assertTrue(SqlExpressions.same("UPPER(Name)", "upper(name)"));
        assertFalse(SqlExpressions.same("Name != 'A'", "Name != 'a'"), "string literals keep their case");
        assertFalse(SqlExpressions.same("Cnt > 0", "Cnt > 1"));
    }

    @Test
    void sequenceDefaultsCompareByTheirSequence() {
        assertEquals(Optional.of("singer_seq"), SqlExpressions.sequenceOf("GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq)"));
        assertEquals(Optional.of("singer_seq"), SqlExpressions.sequenceOf("(GET_NEXT_SEQUENCE_VALUE(SEQUENCE Singer_Seq))"));
        assertEquals(Optional.of("s1"), SqlExpressions.sequenceOf("nextval('s1'::text)"));
        assertEquals(Optional.of("s1"), SqlExpressions.sequenceOf("nextval('public.s1')"));
        assertEquals(Optional.empty(), SqlExpressions.sequenceOf("GENERATE_UUID()"));
        assertTrue(SqlExpressions.sameDefault("nextval('s1')", "nextval('s1'::text)"));
        assertFalse(SqlExpressions.sameDefault("GET_NEXT_SEQUENCE_VALUE(SEQUENCE a)", "GET_NEXT_SEQUENCE_VALUE(SEQUENCE b)"));
        assertFalse(SqlExpressions.sameDefault("GET_NEXT_SEQUENCE_VALUE(SEQUENCE a)", "0"));
        assertTrue(SqlExpressions.sameDefault("(GENERATE_UUID())", "GENERATE_UUID()"));
    }
}
