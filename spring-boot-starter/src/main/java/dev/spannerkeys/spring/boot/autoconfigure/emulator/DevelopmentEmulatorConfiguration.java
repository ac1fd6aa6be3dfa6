package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import javax.sql.DataSource;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.AutowireCapableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.container.ContainerImageMetadata;
import org.springframework.boot.hibernate.autoconfigure.HibernateProperties;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.jdbc.SchemaManagement;
import org.springframework.boot.jdbc.SchemaManagementProvider;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.jpa.autoconfigure.JpaProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.type.AnnotationMetadata;

/**
 * The beans of the development emulator, shared by the two auto-configurations that switch it on
 * ({@link SpannerEmulatorAutoConfiguration} for {@code spanner.keys.emulator.enabled},
 * {@link SpannerEmulatorTestDatabaseAutoConfiguration} for {@code @AutoConfigureTestDatabase}): the
 * emulator, a new database on it as the application's {@link JdbcConnectionDetails}, and schema
 * creation in that empty database.
 *
 * <p>The connection details are registered the way Boot registers a {@code @ServiceConnection}
 * container's or a Docker Compose service's: with {@link ContainerImageMetadata} on the bean
 * definition. That marks the database as one started for development and tests, so
 * {@code @AutoConfigureTestDatabase(replace = NON_TEST)} (the default of {@code @DataJpaTest},
 * {@code @JdbcTest}, ...) keeps it instead of replacing it with an embedded database.
 */
@Configuration(proxyBeanMethods = false)
@Import({ DevelopmentEmulatorConfiguration.ConnectionDetailsRegistrar.class,
        DevelopmentEmulatorConfiguration.SchemaCreationConfiguration.class })
class DevelopmentEmulatorConfiguration {

    /** The bean name of the emulator's {@link SpannerEmulatorJdbcConnectionDetails}. */
    static final String CONNECTION_DETAILS_BEAN = "spannerEmulatorJdbcConnectionDetails";

    private static final Log logger = LogFactory.getLog(DevelopmentEmulatorConfiguration.class);

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    SpannerEmulator spannerEmulator() {
        return SpannerEmulator.start();
    }

    /**
     * The factory method of the connection details' bean definition: a new database on the
     * emulator. Its arguments are autowired, so the emulator outlives the connection details and the
     * DataSource built from them.
     */
    static SpannerEmulatorJdbcConnectionDetails connectionDetails(SpannerEmulator emulator,
            SpannerKeysProperties properties) {
        String url = DevelopmentDatabase.jdbcUrl(emulator, properties);
        logger.info("Development Spanner emulator " + emulator + ": connecting to its new database " + url);
        logger.info("Spanner returns rows in no particular order unless a query says ORDER BY, and bit-reversed keys "
                + "are not in insertion order: a test written for an in-memory database that expects rows in the order "
                + "it saved them needs an ORDER BY (Spring Data: a Sort) where the order matters (docs/adopting.md, "
                + "Row order)");
        return new SpannerEmulatorJdbcConnectionDetails(url);
    }

    /**
     * Registers the connection details with {@link ContainerImageMetadata}, which a {@code @Bean}
     * method cannot attach. The image is not known before the emulator starts (it may be the gcloud
     * component or an emulator named by {@code SPANNER_EMULATOR_HOST}), so it is left {@code null},
     * as Boot allows.
     */
    static final class ConnectionDetailsRegistrar implements ImportBeanDefinitionRegistrar {

        @Override
        public void registerBeanDefinitions(AnnotationMetadata importingClassMetadata, BeanDefinitionRegistry registry) {
            if (registry.containsBeanDefinition(CONNECTION_DETAILS_BEAN)) {
                return;
            }
            RootBeanDefinition definition = new RootBeanDefinition(DevelopmentEmulatorConfiguration.class);
            definition.setFactoryMethodName("connectionDetails");
            definition.setTargetType(SpannerEmulatorJdbcConnectionDetails.class);
            definition.setAutowireMode(AutowireCapableBeanFactory.AUTOWIRE_CONSTRUCTOR);
            new ContainerImageMetadata(null).addTo(definition);
            registry.registerBeanDefinition(CONNECTION_DETAILS_BEAN, definition);
        }
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
