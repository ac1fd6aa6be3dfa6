package dev.spannerkeys.internal.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SpannerIdentifiersTest {

    @Test
    void acceptsWhatSpannerAcceptsQuoted() {
        for (String name : List.of("Singers", "singer_seq2", "a".repeat(128), "Order", "At", "user", "hire date",
                "a-b", "x$", "\u00e9t\u00e9", "x; DROP TABLE t")) {
            assertTrue(SpannerIdentifiers.isValid(name), name);
        }
        assertEquals("Singers", SpannerIdentifiers.require("Singers", "Table name"));
        assertEquals("_c", SpannerIdentifiers.requireColumn("_c", "Column name"));
    }

    @Test
    void refusesWhatSpannerRefusesOrSqlCannotCarryQuoted() {
        assertFalse(SpannerIdentifiers.isValid(null));
        assertFalse(SpannerIdentifiers.isValid(""));
        assertFalse(SpannerIdentifiers.isValid("1abc"));
        assertFalse(SpannerIdentifiers.isValid("_abc"));
        assertFalse(SpannerIdentifiers.isValid("a.b"));
        assertFalse(SpannerIdentifiers.isValid("a`b"));
        assertFalse(SpannerIdentifiers.isValid("a\"b"));
        assertFalse(SpannerIdentifiers.isValid("a\\b"));
        assertFalse(SpannerIdentifiers.isValid("a\tb"));
        assertFalse(SpannerIdentifiers.isValid("a".repeat(129)));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> SpannerIdentifiers.require("x`; DROP TABLE t; --", "Index name"));
        assertTrue(error.getMessage().contains("even quoted") && error.getMessage().contains("'`'"), error.getMessage());
        assertEquals(Optional.of("it starts with '_', and Spanner names start with a letter"),
                SpannerIdentifiers.problem("_abc", false));
    }

    @Test
    void quotesReservedKeywordsOfTheDialectAndIrregularNames() {
        assertTrue(SpannerIdentifiers.mustQuote(SqlDialect.GOOGLE_STANDARD_SQL, "Order"));
        assertTrue(SpannerIdentifiers.mustQuote(SqlDialect.GOOGLE_STANDARD_SQL, "at"));
        assertFalse(SpannerIdentifiers.mustQuote(SqlDialect.GOOGLE_STANDARD_SQL, "user"));
        assertTrue(SpannerIdentifiers.mustQuote(SqlDialect.POSTGRESQL, "user"));
        assertFalse(SpannerIdentifiers.mustQuote(SqlDialect.POSTGRESQL, "At"));
        assertTrue(SpannerIdentifiers.mustQuote(SqlDialect.POSTGRESQL, "hire date"));
        assertTrue(SpannerIdentifiers.mustQuote(SqlDialect.GOOGLE_STANDARD_SQL, "\u00e9t\u00e9"));
        assertFalse(SpannerIdentifiers.mustQuote(SqlDialect.GOOGLE_STANDARD_SQL, "_c"));
        assertEquals("`Order`", SpannerIdentifiers.quoteIfNeeded(SqlDialect.GOOGLE_STANDARD_SQL, "Order"));
        assertEquals("\"user\"", SpannerIdentifiers.quoteIfNeeded(SqlDialect.POSTGRESQL, "user"));
        assertEquals("Singers", SpannerIdentifiers.quoteIfNeeded(SqlDialect.POSTGRESQL, "Singers"));
    }

    @Test
    void thePureWritersQuoteWhatTheDialectMustQuote() {
        TableDefinition table = new TableDefinition("Order", List.of(ColumnDefinition.of("Id", "INT64").notNull(),
                ColumnDefinition.of("hire date", "DATE")), List.of(KeyPart.ascending("Id")),
                Optional.empty(), List.of());
        assertEquals("CREATE TABLE `Order` (\n  Id INT64 NOT NULL,\n  `hire date` DATE\n) PRIMARY KEY (Id)",
                DdlWriter.forDialect(SqlDialect.GOOGLE_STANDARD_SQL).createTable(table));
    }

    @Test
    void aPostgreSqlDialectDatabaseKeeps63BytesAndMadeUpNamesAreFittedToWhatTheDialectKeeps() {
        String sixtyThree = "a".repeat(63);
        assertEquals(Optional.empty(), SpannerIdentifiers.problem(SqlDialect.POSTGRESQL, sixtyThree, false));
        assertEquals(Optional.empty(), SpannerIdentifiers.problem(SqlDialect.GOOGLE_STANDARD_SQL, sixtyThree + "b", false));
        String accented = "t" + "\u00e9".repeat(32);
        assertTrue(SpannerIdentifiers.problem(SqlDialect.POSTGRESQL, accented, false).orElseThrow()
                .contains("it is 65 bytes long"), "bytes, not characters");
        assertTrue(SpannerIdentifiers.problem(SqlDialect.POSTGRESQL, accented, false).orElseThrow()
                .contains("'t" + "\u00e9".repeat(31) + "'"), "the name the database would keep, cut between characters");

        assertEquals("CK_Short_shard", SpannerIdentifiers.fitted("CK_Short_shard", SqlDialect.POSTGRESQL));
        String made = "CK_" + "b".repeat(70) + "_shard";
        String fitted = SpannerIdentifiers.fitted(made, SqlDialect.POSTGRESQL);
        assertEquals(63, fitted.length());
        assertTrue(fitted.startsWith("CK_bbb") && fitted.matches(".*_[0-9a-f]{8}"), fitted);
        assertEquals(fitted, SpannerIdentifiers.fitted(made, SqlDialect.POSTGRESQL), "the same name, the same result");
        assertEquals(made, SpannerIdentifiers.fitted(made, SqlDialect.GOOGLE_STANDARD_SQL));
        assertTrue(SpannerIdentifiers.fitted("x" + "\u00e9".repeat(40), SqlDialect.POSTGRESQL)
                .getBytes(java.nio.charset.StandardCharsets.UTF_8).length <= 63);

        String generator = "generator-" + "c".repeat(60);
        assertEquals(63, SpannerIdentifiers.derivedFrom(generator, SqlDialect.POSTGRESQL).length());
        assertEquals("generator_" + "c".repeat(60), SpannerIdentifiers.derivedFrom(generator,
                SqlDialect.GOOGLE_STANDARD_SQL));
        assertEquals(128, SpannerIdentifiers.derivedFrom("d".repeat(200), SqlDialect.GOOGLE_STANDARD_SQL).length());
    }
}
