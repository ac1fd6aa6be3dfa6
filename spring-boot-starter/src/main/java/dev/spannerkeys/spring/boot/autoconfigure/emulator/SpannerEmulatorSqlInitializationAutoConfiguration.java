package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceInitializationAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.sql.autoconfigure.init.ApplicationScriptDatabaseInitializer;
import org.springframework.boot.sql.autoconfigure.init.ConditionalOnSqlInitialization;
import org.springframework.boot.sql.autoconfigure.init.SqlInitializationProperties;
import org.springframework.boot.sql.init.dependency.DatabaseInitializationDependencyConfigurer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
import org.springframework.jdbc.datasource.init.DatabasePopulator;
import org.springframework.util.StringUtils;

/**
 * {@code spring.sql.init} treats the development emulator like an embedded database: with the
 * default {@code spring.sql.init.mode=embedded}, {@code schema.sql} and {@code data.sql} run on the
 * emulator's new database as they would on H2 ({@link EmulatorScriptDatabaseInitializer}).
 *
 * <p>Active only when the development emulator is the application's database (its
 * {@link SpannerEmulatorJdbcConnectionDetails} exist) and the application does not define its own
 * script initializer; it then takes the place of Boot's
 * {@link DataSourceInitializationAutoConfiguration}, with the same settings and the same ordering
 * against JPA ({@code spring.jpa.defer-datasource-initialization}). Also part of Boot's test slices
 * that initialize the DataSource ({@code @DataJpaTest}, {@code @JdbcTest}, ...).
 */
@AutoConfiguration(after = { DataSourceAutoConfiguration.class, SpannerEmulatorAutoConfiguration.class,
        SpannerEmulatorTestDatabaseAutoConfiguration.class }, before = DataSourceInitializationAutoConfiguration.class)
@ConditionalOnClass({ DatabasePopulator.class, DataSourceInitializationAutoConfiguration.class })
@ConditionalOnBean(SpannerEmulatorJdbcConnectionDetails.class)
@ConditionalOnSingleCandidate(DataSource.class)
@ConditionalOnMissingBean(ApplicationScriptDatabaseInitializer.class)
@ConditionalOnSqlInitialization
@Import(DatabaseInitializationDependencyConfigurer.class)
@EnableConfigurationProperties(SqlInitializationProperties.class)
public final class SpannerEmulatorSqlInitializationAutoConfiguration {

    @Bean
    EmulatorScriptDatabaseInitializer dataSourceScriptDatabaseInitializer(DataSource dataSource,
            SqlInitializationProperties properties, JdbcConnectionDetails emulator) {
        return new EmulatorScriptDatabaseInitializer(determineDataSource(dataSource, properties),
                ApplicationScriptDatabaseInitializer.getSettings(properties), emulator.getJdbcUrl());
    }

    /** As Boot does: scripts run as {@code spring.sql.init.username} when it and a password are set. */
    private static DataSource determineDataSource(DataSource dataSource, SqlInitializationProperties properties) {
        if (StringUtils.hasText(properties.getUsername()) && StringUtils.hasText(properties.getPassword())) {
            return DataSourceBuilder.derivedFrom(dataSource)
                    .username(properties.getUsername())
                    .password(properties.getPassword())
                    .type(SimpleDriverDataSource.class)
                    .build();
        }
        return dataSource;
    }
}
