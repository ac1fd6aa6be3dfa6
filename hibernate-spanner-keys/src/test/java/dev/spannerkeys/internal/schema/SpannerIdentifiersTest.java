package dev.spannerkeys.internal.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SpannerIdentifiersTest {

    @Test
    void acceptsPlainIdentifiers() {
        assertTrue(SpannerIdentifiers.isValid("Singers"));
        assertTrue(SpannerIdentifiers.isValid("singer_seq2"));
        assertTrue(SpannerIdentifiers.isValid("a".repeat(128)));
        assertTrue(SpannerIdentifiers.isValid("Happened"));
        assertEquals("Singers", SpannerIdentifiers.require("Singers", "Table name"));
    }

    @Test
    void rejectsWhatWouldBreakOrInjectDdl() {
        assertFalse(SpannerIdentifiers.isValid(null));
        assertFalse(SpannerIdentifiers.isValid(""));
        assertFalse(SpannerIdentifiers.isValid("1abc"));
        assertFalse(SpannerIdentifiers.isValid("_abc"));
        assertFalse(SpannerIdentifiers.isValid("a-b"));
        assertFalse(SpannerIdentifiers.isValid("x; DROP TABLE t"));
        assertFalse(SpannerIdentifiers.isValid("a".repeat(129)));
    }

    @Test
    void rejectsReservedKeywordsWithTheirOwnMessage() {
        assertFalse(SpannerIdentifiers.isValid("at"));
        assertFalse(SpannerIdentifiers.isValid("Order"));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> SpannerIdentifiers.require("order", "Index name"));
        assertTrue(error.getMessage().contains("reserved keyword"), error.getMessage());
    }
}
