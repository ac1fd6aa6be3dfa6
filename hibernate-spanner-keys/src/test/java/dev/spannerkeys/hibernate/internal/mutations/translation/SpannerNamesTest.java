package dev.spannerkeys.hibernate.internal.mutations.translation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.cloud.spanner.Dialect;
import org.junit.jupiter.api.Test;

class SpannerNamesTest {

    @Test
    void unquotedNamesFoldAsTheDatabaseFoldsThem() {
        assertEquals("SingerId", SpannerNames.forMutation("SingerId", Dialect.GOOGLE_STANDARD_SQL));
        assertEquals("singerid", SpannerNames.forMutation("SingerId", Dialect.POSTGRESQL));
    }

    @Test
    void quotedNamesLoseTheirQuotesAndKeepTheirCase() {
        assertEquals("Order", SpannerNames.forMutation("`Order`", Dialect.GOOGLE_STANDARD_SQL));
        assertEquals("Order", SpannerNames.forMutation("\"Order\"", Dialect.POSTGRESQL));
        assertEquals("say \"hi\"", SpannerNames.forMutation("\"say \"\"hi\"\"\"", Dialect.POSTGRESQL));
    }

    @Test
    void qualifiedNamesAreTurnedPartByPart() {
        assertEquals("music.Singers", SpannerNames.forMutation("music.Singers", Dialect.GOOGLE_STANDARD_SQL));
        assertEquals("music.Singers", SpannerNames.forMutation("`music`.`Singers`", Dialect.GOOGLE_STANDARD_SQL));
        assertEquals("music.Singers", SpannerNames.forMutation("\"music\".\"Singers\"", Dialect.POSTGRESQL));
        assertEquals("music.singers", SpannerNames.forMutation("music.Singers", Dialect.POSTGRESQL));
        assertEquals("a.b", SpannerNames.forMutation("\"a.b\"", Dialect.POSTGRESQL));
    }
}
