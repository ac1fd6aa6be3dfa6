package dev.spannerkeys.hibernate.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.internal.SpannerKeysDialectResolver;
import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.schema.SqlDialect;
import org.junit.jupiter.api.Test;

/**
 * The public setting values that integrations pass on (the Spring Boot starter binds its properties
 * to these enums and hands {@code settingValue()} to Hibernate) are exactly what the library parses.
 */
class SettingValuesTest {

    @Test
    void everyAdvisorModeParsesFromItsSettingValue() {
        for (AdvisorMode mode : AdvisorMode.values()) {
            assertEquals(mode, AdvisorMode.parse(mode.settingValue()));
        }
        assertEquals("warn", AdvisorMode.WARN.settingValue());
    }

    @Test
    void everyRefillClientModeParsesFromItsSettingValue() {
        for (RefillClientMode mode : RefillClientMode.values()) {
            assertEquals(mode, RefillClientMode.parse(mode.settingValue()));
        }
        assertEquals("dedicated", RefillClientMode.DEDICATED.settingValue());
    }

    @Test
    void everyWriteModeParsesFromItsSettingValue() {
        for (WriteMode mode : WriteMode.values()) {
            assertEquals(mode, WriteMode.fromSetting(mode.settingValue()));
        }
    }

    @Test
    void eachSqlDialectHasTheLibrarysDialectClass() {
        assertEquals(SpannerKeysDialect.class, SpannerKeysDialectResolver.dialectClass(SqlDialect.GOOGLE_STANDARD_SQL));
        assertEquals(SpannerKeysPostgreSQLDialect.class, SpannerKeysDialectResolver.dialectClass(SqlDialect.POSTGRESQL));
    }
}
