package dev.spannerkeys.spring.boot.autoconfigure;

import com.zaxxer.hikari.HikariDataSource;
import dev.spannerkeys.jdbc.SerializedConnections;
import dev.spannerkeys.jdbc.TransactionSerialization;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;

/**
 * Wraps {@link DataSource} beans with
 * {@link SerializedConnections#wrap(DataSource, TransactionSerialization, java.time.Duration)} as
 * {@code spanner.keys.emulator.serialize-transactions} and {@code spanner.keys.emulator.lock-timeout}
 * say (unset: the library's defaults, {@code auto} and 60 s). A Hikari pool whose URL needs no serialization (Cloud Spanner, another database) is left as it
 * is; any other data source is wrapped, and the wrapper decides from its first connection's URL.
 * Hibernate, on top of the wrapped DataSource, recognizes the serialized connections and does not
 * wrap them again.
 *
 * <p>Registered by {@link SerializedTransactionsAutoConfiguration}.
 */
public final class SerializingDataSourcePostProcessor implements BeanPostProcessor {

    private static final boolean HIKARI_PRESENT = ClassUtils.isPresent("com.zaxxer.hikari.HikariDataSource",
            SerializingDataSourcePostProcessor.class.getClassLoader());

    private final Environment environment;
    private volatile SpannerKeysProperties.@Nullable Emulator settings;

    /** @param environment where {@code spanner.keys.emulator.*} is read from, when the first DataSource appears */
    public SerializingDataSourcePostProcessor(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (!(bean instanceof DataSource dataSource)) {
            return bean;
        }
        SpannerKeysProperties.Emulator emulator = settings();
        TransactionSerialization configured = emulator.getSerializeTransactions();
        TransactionSerialization mode = configured == null ? TransactionSerialization.AUTO : configured;
        Duration configuredTimeout = emulator.getLockTimeout();
        Duration lockTimeout = configuredTimeout == null ? SerializedConnections.DEFAULT_LOCK_TIMEOUT : configuredTimeout;
        if (mode == TransactionSerialization.OFF) {
            return bean;
        }
        String url = knownUrl(dataSource);
        if (url != null && !mode.appliesTo(url)) {
            return bean;
        }
        return SerializedConnections.wrap(dataSource, mode, lockTimeout);
    }

    private SpannerKeysProperties.Emulator settings() {
        SpannerKeysProperties.Emulator bound = settings;
        if (bound == null) {
            bound = Binder.get(environment).bindOrCreate("spanner.keys.emulator", SpannerKeysProperties.Emulator.class);
            settings = bound;
        }
        return bound;
    }

    /** The JDBC URL of a Hikari pool, known without connecting; null for other data sources. */
    private static @Nullable String knownUrl(DataSource dataSource) {
        if (!HIKARI_PRESENT) {
            return null;
        }
        try {
            return dataSource.isWrapperFor(HikariDataSource.class)
                    ? dataSource.unwrap(HikariDataSource.class).getJdbcUrl()
                    : null;
        } catch (SQLException e) {
            return null;
        }
    }
}
