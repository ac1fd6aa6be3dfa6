package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.hibernate.config.GeneratedValues;
import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.internal.SpannerKeysDialectResolver;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.jdbc.TransactionSerialization;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.transactions.RequestPriority;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import org.hibernate.cfg.BatchSettings;
import org.hibernate.cfg.JdbcSettings;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;

/**
 * Turns {@link SpannerKeysProperties} into Hibernate settings: JDBC batching and ordered
 * inserts/updates, and, only when set, transaction serialization on the emulator, the pooled sequences' refill settings, the write mode, the
 * advisor mode, the defaults of transactions (read-only staleness, tag, priority), and the library's dialect when
 * {@code spanner.keys.dialect} forces one. The library's
 * settings are named by {@link SpannerKeysSettings} and their values by the library's enums, so
 * nothing here repeats a name, a value or a default of the library.
 *
 * <p>Registered by {@link SpannerKeysHibernateAutoConfiguration}; declare a bean of this type
 * yourself to replace it. A setting already in the map (from {@code spring.jpa.properties.*})
 * is never overwritten: what the user wrote for Hibernate directly wins.
 */
public final class SpannerKeysHibernatePropertiesCustomizer implements HibernatePropertiesCustomizer {

    private final SpannerKeysProperties properties;
    private final boolean dialectChosenElsewhere;

    /**
     * @param properties the bound {@code spanner.keys.*} properties
     * @param dialectChosenElsewhere whether the application picks Hibernate's dialect through Spring
     *     ({@code spring.jpa.database-platform} or {@code spring.jpa.database}); then
     *     {@code spanner.keys.dialect} does not override it
     */
    public SpannerKeysHibernatePropertiesCustomizer(SpannerKeysProperties properties, boolean dialectChosenElsewhere) {
        this.properties = Objects.requireNonNull(properties, "properties");
        this.dialectChosenElsewhere = dialectChosenElsewhere;
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        SpannerKeysProperties.Jdbc jdbc = properties.getJdbc();
        if (jdbc.getBatchSize() > 0) {
            hibernateProperties.putIfAbsent(BatchSettings.STATEMENT_BATCH_SIZE, String.valueOf(jdbc.getBatchSize()));
        }
        hibernateProperties.putIfAbsent(BatchSettings.ORDER_INSERTS, String.valueOf(jdbc.isOrderInserts()));
        hibernateProperties.putIfAbsent(BatchSettings.ORDER_UPDATES, String.valueOf(jdbc.isOrderUpdates()));

        SpannerKeysProperties.Sequence sequence = properties.getSequence();
        RefillClientMode refillClient = sequence.getRefillClient();
        if (refillClient != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.SEQUENCE_REFILL_CLIENT, refillClient.settingValue());
        }
        Integer refillAttempts = sequence.getRefillAttempts();
        if (refillAttempts != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS, String.valueOf(refillAttempts));
        }
        Duration refillTimeout = sequence.getRefillTimeout();
        if (refillTimeout != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT, refillTimeout.toMillis() + "ms");
        }
        Boolean prefetch = sequence.getPrefetch();
        if (prefetch != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.SEQUENCE_PREFETCH, prefetch.toString());
        }
        Boolean prefetchOnStart = sequence.getPrefetchOnStart();
        if (prefetchOnStart != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, prefetchOnStart.toString());
        }
        String lowWaterMark = sequence.getLowWaterMark();
        if (lowWaterMark != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.SEQUENCE_LOW_WATER_MARK, lowWaterMark);
        }
        WriteMode writeMode = properties.getWriteMode();
        if (writeMode != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.WRITE_MODE, writeMode.settingValue());
        }
        Boolean haltOnError = properties.getSchema().getHaltOnError();
        if (haltOnError != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.SCHEMA_HALT_ON_ERROR, haltOnError.toString());
        }
        Boolean hibernateTimestampsFromCommit = properties.getHibernateTimestampsFromCommit();
        if (hibernateTimestampsFromCommit != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT,
                    hibernateTimestampsFromCommit.toString());
        }
        GeneratedValues generatedValues = properties.getGeneratedValues();
        if (generatedValues != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.GENERATED_VALUES, generatedValues.settingValue());
        }
        AdvisorMode advisor = properties.getAdvisor();
        if (advisor != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.ADVISOR, advisor.settingValue());
        }

        // The DataSource is serialized as this says; Hibernate must agree (off stays off).
        SpannerKeysProperties.Emulator emulator = properties.getEmulator();
        TransactionSerialization serialization = emulator.getSerializeTransactions();
        if (serialization != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, serialization.settingValue());
        }
        Duration lockTimeout = emulator.getLockTimeout();
        if (lockTimeout != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT, lockTimeout.toMillis() + "ms");
        }

        String staleness = properties.getReadOnly().getStaleness();
        if (staleness != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.READ_ONLY_STALENESS, staleness);
        }
        SpannerKeysProperties.Transaction transaction = properties.getTransaction();
        if (transaction.getTag() != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.TRANSACTION_TAG, transaction.getTag());
        }
        RequestPriority priority = transaction.getPriority();
        if (priority != null) {
            hibernateProperties.putIfAbsent(SpannerKeysSettings.TRANSACTION_PRIORITY, priority.settingValue());
        }

        SqlDialect dialect = properties.getDialect();
        if (dialect != null && !dialectChosenElsewhere) {
            hibernateProperties.putIfAbsent(JdbcSettings.DIALECT, SpannerKeysDialectResolver.dialectClass(dialect).getName());
        }
    }
}
