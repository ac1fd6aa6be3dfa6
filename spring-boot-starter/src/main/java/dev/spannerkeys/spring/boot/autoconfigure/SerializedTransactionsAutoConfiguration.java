package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.jdbc.SerializedConnections;
import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Serialized transactions on the emulator for everything that uses the application's
 * {@link DataSource}: a {@link SerializingDataSourcePostProcessor} wraps each DataSource bean whose
 * URL targets an emulator ({@code spanner.keys.emulator.serialize-transactions}, default
 * {@code auto}), so that Hibernate's sessions, {@code JdbcTemplate} and plain JDBC take turns on it.
 * The development emulator's URL is recognized, so it is on there without any setting.
 *
 * <p>Backs off when the library is not on the class path, and when the application declares its own
 * {@link SerializingDataSourcePostProcessor}.
 */
@AutoConfiguration
@ConditionalOnClass({ DataSource.class, SerializedConnections.class })
public final class SerializedTransactionsAutoConfiguration {

    /** Static: a post-processor must not make its configuration class (or anything else) initialize early. */
    @Bean
    @ConditionalOnMissingBean
    static SerializingDataSourcePostProcessor spannerKeysSerializingDataSourcePostProcessor(Environment environment) {
        return new SerializingDataSourcePostProcessor(environment);
    }
}
