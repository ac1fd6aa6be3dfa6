package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import javax.sql.DataSource;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.hibernate.autoconfigure.HibernateProperties;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.jdbc.SchemaManagement;
import org.springframework.boot.jdbc.SchemaManagementProvider;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.jpa.autoconfigure.JpaProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;

/**
 * The development emulator: with {@code spanner.keys.emulator.enabled=true} and no
 * {@code spring.datasource.url}, starts a local Cloud Spanner emulator (through the
 * {@code spanner-emulator} module's discovery) and hands a new database on it to Spring Boot as
 * the application's {@link JdbcConnectionDetails}, before the DataSource is created. The emulator
 * is stopped when the application context closes; Hibernate creates the schema in the empty
 * database unless the application manages the schema itself (see {@link EmulatorSchemaCreation}).
 *
 * <p>For development and tests only: all data lives in the emulator's memory. Active only when the
 * {@code spanner-emulator} module is on the class path: the starter declares it optional, so an
 * application adds it as a development dependency and its production artifact does not contain it
 * (the condition names the class as a string, so nothing is loaded when it is absent). Backs off
 * when the application already has {@link JdbcConnectionDetails} (for example from a Testcontainers
 * {@code @ServiceConnection}); an application-defined {@link SpannerEmulator} bean replaces the
 * one started here.
 */
@AutoConfiguration(before = DataSourceAutoConfiguration.class)
@ConditionalOnClass(name = SpannerEmulatorAutoConfiguration.SPANNER_EMULATOR_CLASS, value = JdbcConnectionDetails.class)
@ConditionalOnBooleanProperty("spanner.keys.emulator.enabled")
@Conditional(NoDataSourceUrlCondition.class)
@ConditionalOnMissingBean(JdbcConnectionDetails.class)
@EnableConfigurationProperties(SpannerKeysProperties.class)
public final class SpannerEmulatorAutoConfiguration {

    /** The {@code spanner-emulator} module's entry point, whose presence switches this configuration on. */
    static final String SPANNER_EMULATOR_CLASS = "dev.spannerkeys.emulator.SpannerEmulator";

    private static final Log logger = LogFactory.getLog(SpannerEmulatorAutoConfiguration.class);

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    SpannerEmulator spannerEmulator() {
        SpannerEmulator emulator = SpannerEmulator.start();
        logger.info("Started the development Spanner emulator " + emulator);
        return emulator;
    }

    @Bean
    @ConditionalOnMissingBean(JdbcConnectionDetails.class)
    SpannerEmulatorJdbcConnectionDetails spannerEmulatorJdbcConnectionDetails(SpannerEmulator emulator,
            SpannerKeysProperties properties) {
        String url = DevelopmentDatabase.jdbcUrl(emulator, properties);
        logger.info("Connecting to the development Spanner emulator database " + url);
        return new SpannerEmulatorJdbcConnectionDetails(url);
    }

    /** Schema creation in the emulator's empty database, when Boot's Hibernate support is present. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(HibernatePropertiesCustomizer.class)
    static class SchemaCreationConfiguration {

        @Bean
        @ConditionalOnMissingBean
        EmulatorSchemaCreation spannerEmulatorSchemaCreation(ObjectProvider<HibernateProperties> hibernateProperties,
                ObjectProvider<JpaProperties> jpaProperties, ObjectProvider<DataSource> dataSource,
                ObjectProvider<SchemaManagementProvider> schemaManagers) {
            return new EmulatorSchemaCreation(hibernateProperties.getIfAvailable(), jpaProperties.getIfAvailable(),
                    () -> {
                        DataSource source = dataSource.getIfUnique();
                        return source != null && schemaManagers.orderedStream()
                                .anyMatch(manager -> manager.getSchemaManagement(source) == SchemaManagement.MANAGED);
                    });
        }
    }
}
