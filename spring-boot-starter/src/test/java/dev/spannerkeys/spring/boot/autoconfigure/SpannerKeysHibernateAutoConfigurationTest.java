package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.hibernate.config.GeneratedValues;
import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.jpa.autoconfigure.JpaProperties;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

class SpannerKeysHibernateAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerKeysHibernateAutoConfiguration.class));

    private static Map<String, Object> applied(AssertableApplicationContext context) {
        Map<String, Object> settings = new HashMap<>();
        context.getBean(SpannerKeysHibernatePropertiesCustomizer.class).customize(settings);
        return settings;
    }

    @Test
    void registersTheCustomizerAndItsProperties() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(SpannerKeysHibernatePropertiesCustomizer.class);
            assertThat(context).hasSingleBean(SpannerKeysProperties.class);
            assertThat(context.getBeansOfType(HibernatePropertiesCustomizer.class)).hasSize(1);
            assertThat(applied(context)).containsEntry("hibernate.jdbc.batch_size", "100")
                    .containsEntry("hibernate.order_inserts", "true");
        });
    }

    @Test
    void backsOffWithoutSpringBootsHibernateSupport() {
        runner.withClassLoader(new FilteredClassLoader(HibernatePropertiesCustomizer.class)).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SpannerKeysHibernatePropertiesCustomizer.class);
            assertThat(context).doesNotHaveBean(SpannerKeysProperties.class);
        });
    }

    @Test
    void backsOffWithoutTheLibrary() {
        runner.withClassLoader(new FilteredClassLoader(SpannerKeysDialect.class)).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SpannerKeysHibernatePropertiesCustomizer.class);
        });
    }

    @Test
    void backsOffWhenTheApplicationDeclaresItsOwnCustomizer() {
        runner.withUserConfiguration(OwnCustomizer.class).run(context -> {
            assertThat(context).hasSingleBean(SpannerKeysHibernatePropertiesCustomizer.class);
            assertThat(context).getBean(SpannerKeysHibernatePropertiesCustomizer.class)
                    .isSameAs(context.getBean(OwnCustomizer.class).customizer);
            assertThat(applied(context)).containsEntry("hibernate.jdbc.batch_size", "7");
        });
    }

    @Test
    void bindsEveryProperty() {
        runner.withPropertyValues(
                "spanner.keys.dialect=postgresql",
                "spanner.keys.jdbc.batch-size=42",
                "spanner.keys.jdbc.order-inserts=false",
                "spanner.keys.jdbc.order-updates=false",
                "spanner.keys.sequence.refill-client=dedicated",
                "spanner.keys.sequence.refill-attempts=3",
                "spanner.keys.sequence.refill-timeout=5s",
                "spanner.keys.sequence.prefetch=false",
                "spanner.keys.sequence.prefetch-on-start=false",
                "spanner.keys.sequence.low-water-mark=25%",
                "spanner.keys.emulator.enabled=true",
                "spanner.keys.emulator.dialect=POSTGRESQL",
                "spanner.keys.emulator.database-id=shop-dev").run(context -> {
                    SpannerKeysProperties properties = context.getBean(SpannerKeysProperties.class);
                    assertThat(properties.getDialect()).isEqualTo(SqlDialect.POSTGRESQL);
                    assertThat(properties.getJdbc().getBatchSize()).isEqualTo(42);
                    assertThat(properties.getJdbc().isOrderInserts()).isFalse();
                    assertThat(properties.getJdbc().isOrderUpdates()).isFalse();
                    assertThat(properties.getSequence().getRefillClient()).isEqualTo(RefillClientMode.DEDICATED);
                    assertThat(properties.getSequence().getRefillAttempts()).isEqualTo(3);
                    assertThat(properties.getSequence().getRefillTimeout()).isEqualTo(java.time.Duration.ofSeconds(5));
                    assertThat(properties.getSequence().getPrefetch()).isFalse();
                    assertThat(properties.getSequence().getPrefetchOnStart()).isFalse();
                    assertThat(properties.getSequence().getLowWaterMark()).isEqualTo("25%");
                    assertThat(properties.getEmulator().getEnabled()).isTrue();
                    assertThat(properties.getEmulator().getDialect()).isEqualTo(SqlDialect.POSTGRESQL);
                    assertThat(properties.getEmulator().getDatabaseId()).isEqualTo("shop-dev");
                    assertThat(applied(context))
                            .containsEntry("hibernate.dialect", SpannerKeysPostgreSQLDialect.class.getName())
                            .containsEntry("hibernate.jdbc.batch_size", "42")
                            .containsEntry("spanner.keys.sequence.refill-client", "dedicated")
                            .containsEntry("spanner.keys.sequence.refill-attempts", "3")
                            .containsEntry("spanner.keys.sequence.refill-timeout", "5000ms")
                            .containsEntry("spanner.keys.sequence.prefetch", "false")
                            .containsEntry("spanner.keys.sequence.prefetch-on-start", "false")
                            .containsEntry("spanner.keys.sequence.low-water-mark", "25%");
                });
    }

    @Test
    void bindsTheLibrarysEnumsFromTheValuesTheLibraryDocuments() {
        runner.withPropertyValues(
                "spanner.keys.advisor=warn",
                "spanner.keys.write-mode=mutations-at-commit",
                "spanner.keys.generated-values=stock",
                "spanner.keys.sequence.refill-client=Shared").run(context -> {
                    SpannerKeysProperties properties = context.getBean(SpannerKeysProperties.class);
                    assertThat(properties.getAdvisor()).isEqualTo(AdvisorMode.WARN);
                    assertThat(properties.getWriteMode()).isEqualTo(WriteMode.MUTATIONS_AT_COMMIT);
                    assertThat(properties.getGeneratedValues()).isEqualTo(GeneratedValues.STOCK);
                    assertThat(properties.getSequence().getRefillClient()).isEqualTo(RefillClientMode.SHARED);
                    assertThat(applied(context))
                            .containsEntry("spanner.keys.advisor", "warn")
                            .containsEntry("spanner.keys.write-mode", "mutations-at-commit")
                            .containsEntry("spanner.keys.generated-values", "stock")
                            .containsEntry("spanner.keys.sequence.refill-client", "shared");
                });
    }

    @Test
    void unsetLibrarySettingsAreNotPassedOn() {
        runner.run(context -> assertThat(applied(context)).doesNotContainKeys("spanner.keys.advisor",
                "spanner.keys.write-mode", "spanner.keys.generated-values", "spanner.keys.sequence.refill-client",
                "spanner.keys.sequence.refill-attempts", "spanner.keys.sequence.refill-timeout",
                "spanner.keys.sequence.prefetch", "spanner.keys.sequence.prefetch-on-start",
                "spanner.keys.sequence.low-water-mark"));
    }

    @Test
    void anUnknownValueFailsTheStartNamingTheProperty() {
        runner.withPropertyValues("spanner.keys.sequence.refill-client=sometimes").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("sometimes");
            assertThat(context.getStartupFailure())
                    .hasStackTraceContaining("Failed to bind properties under 'spanner.keys.sequence.refill-client'");
        });
    }

    @Test
    void aDatabasePlatformSetThroughSpringJpaKeepsTheForcedDialectOut() {
        runner.withUserConfiguration(JpaPropertiesConfiguration.class)
                .withPropertyValues("spanner.keys.dialect=google-standard-sql",
                        "spring.jpa.database-platform=com.example.MyDialect")
                .run(context -> assertThat(applied(context)).doesNotContainKey("hibernate.dialect"));
        runner.withUserConfiguration(JpaPropertiesConfiguration.class)
                .withPropertyValues("spanner.keys.dialect=google-standard-sql")
                .run(context -> assertThat(applied(context))
                        .containsEntry("hibernate.dialect", SpannerKeysDialect.class.getName()));
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnCustomizer {

        final SpannerKeysHibernatePropertiesCustomizer customizer;

        OwnCustomizer() {
            SpannerKeysProperties properties = new SpannerKeysProperties();
            properties.getJdbc().setBatchSize(7);
            customizer = new SpannerKeysHibernatePropertiesCustomizer(properties, false);
        }

        @Bean
        SpannerKeysHibernatePropertiesCustomizer myCustomizer() {
            return customizer;
        }
    }

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(JpaProperties.class)
    static class JpaPropertiesConfiguration {
    }
}
