package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.transactions.RequestPriority;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SpannerKeysHibernatePropertiesCustomizerTest {

    private static Map<String, Object> customize(SpannerKeysProperties properties, boolean dialectChosenElsewhere,
            Map<String, Object> existing) {
        Map<String, Object> settings = new HashMap<>(existing);
        new SpannerKeysHibernatePropertiesCustomizer(properties, dialectChosenElsewhere).customize(settings);
        return settings;
    }

    @Test
    void defaultsTurnOnBatchingAndLeaveTheLibrarySettingsToTheLibrary() {
        assertThat(customize(new SpannerKeysProperties(), false, Map.of())).containsExactlyInAnyOrderEntriesOf(Map.of(
                "hibernate.jdbc.batch_size", "100",
                "hibernate.order_inserts", "true",
                "hibernate.order_updates", "true"));
    }

    @Test
    void librarySettingsAreNamedByTheLibrarysConstants() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        properties.getSequence().setRefillClient(RefillClientMode.SHARED);
        properties.getSequence().setRefillAttempts(3);
        properties.setWriteMode(WriteMode.MUTATIONS_ALWAYS);
        properties.setAdvisor(AdvisorMode.OFF);
        properties.setHibernateTimestampsFromCommit(true);
        assertThat(customize(properties, false, Map.of()))
                .containsEntry(SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT, "true")
                .containsEntry(SpannerKeysSettings.SEQUENCE_REFILL_CLIENT, RefillClientMode.SHARED.settingValue())
                .containsEntry(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS, "3")
                .containsEntry(SpannerKeysSettings.WRITE_MODE, WriteMode.MUTATIONS_ALWAYS.settingValue())
                .containsEntry(SpannerKeysSettings.ADVISOR, AdvisorMode.OFF.settingValue());
    }

    @Test
    void writeModeAndAdvisorArePassedOnlyWhenSetAndNeverOverrideHibernateProperties() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        properties.setWriteMode(WriteMode.MUTATIONS_AT_COMMIT);
        properties.setAdvisor(AdvisorMode.FAIL);
        assertThat(customize(properties, false, Map.of()))
                .containsEntry("spanner.keys.write-mode", "mutations-at-commit")
                .containsEntry("spanner.keys.advisor", "fail");
        assertThat(customize(properties, false, Map.of("spanner.keys.write-mode", "dml", "spanner.keys.advisor", "off")))
                .containsEntry("spanner.keys.write-mode", "dml")
                .containsEntry("spanner.keys.advisor", "off");
    }

    @Test
    void whatTheUserSetForHibernateWins() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        properties.setDialect(SqlDialect.POSTGRESQL);
        Map<String, Object> userSettings = Map.of(
                "hibernate.jdbc.batch_size", "20",
                "hibernate.order_inserts", "false",
                "hibernate.order_updates", "false",
                "spanner.keys.sequence.refill-client", "shared",
                "spanner.keys.sequence.refill-attempts", "9",
                "hibernate.dialect", "com.example.MyDialect");
        assertThat(customize(properties, false, userSettings)).containsExactlyInAnyOrderEntriesOf(userSettings);
    }

    @Test
    void propertiesChangeTheSettings() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        properties.getJdbc().setBatchSize(250);
        properties.getJdbc().setOrderInserts(false);
        properties.getSequence().setRefillClient(RefillClientMode.DEDICATED);
        properties.getSequence().setRefillAttempts(2);
        assertThat(customize(properties, false, Map.of()))
                .containsEntry("hibernate.jdbc.batch_size", "250")
                .containsEntry("hibernate.order_inserts", "false")
                .containsEntry("hibernate.order_updates", "true")
                .containsEntry("spanner.keys.sequence.refill-client", "dedicated")
                .containsEntry("spanner.keys.sequence.refill-attempts", "2");
    }

    @Test
    void aBatchSizeOfZeroLeavesHibernatesDefault() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        properties.getJdbc().setBatchSize(0);
        assertThat(customize(properties, false, Map.of())).doesNotContainKey("hibernate.jdbc.batch_size");
    }

    @Test
    void noDialectIsForcedUnlessConfigured() {
        assertThat(customize(new SpannerKeysProperties(), false, Map.of())).doesNotContainKey("hibernate.dialect");
    }

    @Test
    void aConfiguredDialectSelectsTheLibrarysDialectClass() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        properties.setDialect(SqlDialect.GOOGLE_STANDARD_SQL);
        assertThat(customize(properties, false, Map.of()))
                .containsEntry("hibernate.dialect", SpannerKeysDialect.class.getName());
        properties.setDialect(SqlDialect.POSTGRESQL);
        assertThat(customize(properties, false, Map.of()))
                .containsEntry("hibernate.dialect", SpannerKeysPostgreSQLDialect.class.getName());
    }

    @Test
    void aDialectChosenThroughSpringJpaIsNotOverridden() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        properties.setDialect(SqlDialect.GOOGLE_STANDARD_SQL);
        assertThat(customize(properties, true, Map.of())).doesNotContainKey("hibernate.dialect");
    }

    @Test
    void transactionDefaultsArePassedOnlyWhenSet() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        assertThat(customize(properties, false, Map.of())).doesNotContainKeys(SpannerKeysSettings.READ_ONLY_STALENESS,
                SpannerKeysSettings.TRANSACTION_TAG, SpannerKeysSettings.TRANSACTION_PRIORITY);
        properties.getReadOnly().setStaleness("max:15s");
        properties.getTransaction().setTag("checkout");
        properties.getTransaction().setPriority(RequestPriority.LOW);
        assertThat(customize(properties, false, Map.of()))
                .containsEntry(SpannerKeysSettings.READ_ONLY_STALENESS, "max:15s")
                .containsEntry(SpannerKeysSettings.TRANSACTION_TAG, "checkout")
                .containsEntry(SpannerKeysSettings.TRANSACTION_PRIORITY, "low");
        assertThat(customize(properties, false, Map.of(SpannerKeysSettings.TRANSACTION_PRIORITY, "high")))
                .containsEntry(SpannerKeysSettings.TRANSACTION_PRIORITY, "high");
    }
}
