package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A name Spanner refuses even quoted (measured on the emulator: a dot, a quote character, a
 * backslash, more than 128 characters, a table name starting with an underscore) is refused at bootstrap,
 * naming the entity, the attribute, the problem and the fix, in both dialects. Reserved keywords and spaces
 * are not among them: they are quoted ({@code ReservedAndQuotedNamesTest}).
 */
class UnusableNameTest {

    @Entity(name = "Dotted")
    public static class Dotted {
        @Id @BitReversedSequence(name = "dotted_seq") Long id;
        @Column(name = "`hire.date`") String hired;
    }

    @Entity(name = "LongName")
    public static class LongName {
        @Id @BitReversedSequence(name = "long_seq") Long id;
        @Column(name = "c12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"
                + "01234567890123456789012345678901234567890") String value;
    }

    @Entity(name = "Hidden")
    @Table(name = "_Hidden")
    public static class Hidden {
        @Id @BitReversedSequence(name = "hidden_seq") Long id;
    }

    @Entity(name = "BadIndex")
    @SpannerIndex(name = "By\\Name", columns = "name")
    public static class BadIndex {
        @Id @BitReversedSequence(name = "bad_index_seq") Long id;
        String name;
    }

    @Test
    void namesSpannerRefusesEvenQuotedAreRefusedWithTheProblemAndTheFix() {
        for (String dialect : List.of(SpannerKeysDialect.class.getName(), SpannerKeysPostgreSQLDialect.class.getName())) {
            String dotted = OfflineBootstrap.rejection(dialect, Dotted.class);
            assertTrue(dotted.contains("attribute 'hired'") && dotted.contains("'hire.date'")
                    && dotted.contains("contains a dot") && dotted.contains("Fix: rename the column"), dotted);
            String longName = OfflineBootstrap.rejection(dialect, LongName.class);
            assertTrue(longName.contains("attribute 'value'") && longName.contains("131 characters long")
                    && longName.contains("at most 128"), longName);
            String hidden = OfflineBootstrap.rejection(dialect, Hidden.class);
            assertTrue(hidden.contains(Hidden.class.getName()) && hidden.contains("'_Hidden'")
                    && hidden.contains("start with a letter") && hidden.contains("Fix: rename the table"), hidden);
            String index = OfflineBootstrap.rejection(dialect, BadIndex.class);
            assertTrue(index.contains("@SpannerIndex(name = \"By\\Name\")") && index.contains("'\\'"), index);
        }
    }
}
