package dev.spannerkeys.internal.schema;

import dev.spannerkeys.internal.schema.ddl.SequenceDdl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SequenceDefinitionTest {

    @Test
    void rejectsEachBrokenRuleWithItsFix() {
        assertMessage("startCounter >= 1", () -> new SequenceDefinition("s", 0, 0, 0));
        assertMessage("set both bounds", () -> new SequenceDefinition("s", 1, 5, 0));
        assertMessage("set both bounds", () -> new SequenceDefinition("s", 1, 0, 5));
        assertMessage("skipRangeMin >= 1", () -> new SequenceDefinition("s", 1, -3, 5));
        assertMessage("swap the bounds", () -> new SequenceDefinition("s", 1, 10, 5));
        assertMessage("even quoted", () -> new SequenceDefinition("seq`; DROP TABLE x", 1, 0, 0));
        assertMessage("start with a letter", () -> new SequenceDefinition("1seq", 1, 0, 0));
    }

    @Test
    void skipRangeIsInclusive() {
        SequenceDefinition sequence = new SequenceDefinition("s", 1, 10, 20);
        assertTrue(sequence.skips(10));
        assertTrue(sequence.skips(20));
        assertFalse(sequence.skips(21));
        assertFalse(SequenceDefinition.named("s").skips(1));
    }

    @Test
    void writesBothDialectsExactly() {
        SequenceDefinition migrated = new SequenceDefinition("singer_seq", 11000, 1, 4294967296L);
        assertEquals("CREATE SEQUENCE singer_seq OPTIONS (sequence_kind = \"bit_reversed_positive\", "
                        + "skip_range_min = 1, skip_range_max = 4294967296, start_with_counter = 11000)",
                new SequenceDdl(SqlDialect.GOOGLE_STANDARD_SQL).create(migrated));
        assertEquals("CREATE SEQUENCE singer_seq BIT_REVERSED_POSITIVE SKIP RANGE 1 4294967296 START COUNTER 11000",
                new SequenceDdl(SqlDialect.POSTGRESQL).create(migrated));
        assertEquals("CREATE SEQUENCE s OPTIONS (sequence_kind = \"bit_reversed_positive\")",
                new SequenceDdl(SqlDialect.GOOGLE_STANDARD_SQL).create(SequenceDefinition.named("s")));
        assertEquals("CREATE SEQUENCE s BIT_REVERSED_POSITIVE",
                new SequenceDdl(SqlDialect.POSTGRESQL).create(SequenceDefinition.named("s")));
        assertEquals("GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)",
                new SequenceDdl(SqlDialect.GOOGLE_STANDARD_SQL).columnDefault("s"));
        assertEquals("nextval('s')", new SequenceDdl(SqlDialect.POSTGRESQL).columnDefault("s"));
    }

    private static void assertMessage(String expected, Runnable action) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, action::run);
        assertTrue(error.getMessage().contains(expected), error.getMessage());
    }
}
