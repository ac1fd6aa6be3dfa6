package dev.spannerkeys.transactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.SpannerKeysSettingsCheck;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The staleness's text form, and the transaction settings refused before anything connects. */
class StalenessAndSettingsTest {

    @Test
    void stalenessReadsAndWritesItsTextForm() {
        assertEquals(Staleness.strong(), Staleness.parse(" Strong "));
        assertEquals(Staleness.max(Duration.ofSeconds(15)), Staleness.parse("max:15s"));
        assertEquals(Staleness.exact(Duration.ofMillis(500)), Staleness.parse("EXACT: 500ms"));
        assertEquals(Staleness.exact(Duration.ofSeconds(10)), Staleness.parse("exact:PT10S"));
        assertEquals("max:15s", Staleness.max(Duration.ofSeconds(15)).toString());
        assertEquals("exact:1500ms", Staleness.exact(Duration.ofMillis(1500)).toString());
        for (String wrong : new String[] {"15s", "max:", "max:soon", "stale:15s", "max:0s", "exact:-1s"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Staleness.parse(wrong),
                    wrong);
            assertTrue(refused.getMessage().contains("Write strong, max:<duration>"), refused.getMessage());
        }
    }

    @Test
    void transactionSettingsAreReadAndCheckedAtBootstrap() {
        TransactionSettings settings = TransactionSettings.of(Map.of(SpannerKeysSettings.READ_ONLY_STALENESS, "max:15s",
                SpannerKeysSettings.TRANSACTION_TAG, "checkout", SpannerKeysSettings.TRANSACTION_PRIORITY, "LOW",
                SpannerKeysSettings.TRANSACTION_RETRY_ATTEMPTS, "3"));
        assertEquals(new TransactionSettings(Staleness.max(Duration.ofSeconds(15)), "checkout", RequestPriority.LOW, 3),
                settings);
        assertEquals(TransactionSettings.NONE, TransactionSettings.of(Map.of()));
        assertNull(TransactionSettings.NONE.tag());

        assertRefused(Map.of(SpannerKeysSettings.READ_ONLY_STALENESS, "15s"), "Setting 'spanner.keys.read-only.staleness'");
        assertRefused(Map.of(SpannerKeysSettings.TRANSACTION_TAG, "t".repeat(51)), "at most 50 characters");
        assertRefused(Map.of(SpannerKeysSettings.TRANSACTION_PRIORITY, "urgent"), "low, medium, high");
        assertRefused(Map.of(SpannerKeysSettings.TRANSACTION_RETRY_ATTEMPTS, "0"), "below the least value allowed, 1");
        assertRefused(Map.of("hibernate.connection.url", "jdbc:cloudspanner:/projects/p/instances/i/databases/d",
                "hibernate.connection.isolation", "2"), "Spanner has no READ_COMMITTED isolation");
        // Another database's persistence unit keeps its isolation.
        SpannerKeysSettingsCheck.check(Map.of("hibernate.connection.url", "jdbc:h2:mem:x",
                "hibernate.connection.isolation", "2"));
        SpannerKeysSettingsCheck.check(Map.of("hibernate.connection.url", "jdbc:cloudspanner:/projects/p/instances/i/databases/d",
                "hibernate.connection.isolation", "TRANSACTION_REPEATABLE_READ"));
    }

    private static void assertRefused(Map<String, Object> settings, String message) {
        InvalidSettingException refused = assertThrows(InvalidSettingException.class,
                () -> SpannerKeysSettingsCheck.check(settings));
        assertTrue(refused.getMessage().contains(message), refused.getMessage());
        assertTrue(refused.getMessage().contains("Fix: "), refused.getMessage());
    }
}
