package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

class SpannerKeysMetricsAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerKeysMetricsAutoConfiguration.class));

    private static Map<String, Object> applied(AssertableApplicationContext context) {
        Map<String, Object> settings = new HashMap<>();
        context.getBean(SpannerKeysMeterRegistryCustomizer.class).customize(settings);
        return settings;
    }

    @Test
    void handsTheApplicationsRegistryToHibernate() {
        runner.withUserConfiguration(Registry.class).run(context -> {
            assertThat(context).hasSingleBean(SpannerKeysMeterRegistryCustomizer.class);
            assertThat(applied(context)).containsEntry(SpannerKeysSettings.METRICS_REGISTRY,
                    context.getBean(MeterRegistry.class));
        });
    }

    @Test
    void withoutARegistryBeanNothingIsSet() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(applied(context)).doesNotContainKey(SpannerKeysSettings.METRICS_REGISTRY);
        });
    }

    @Test
    void aRegistryNamedUnderSpringJpaPropertiesWins() {
        runner.withUserConfiguration(Registry.class).run(context -> {
            Map<String, Object> settings = new HashMap<>();
            SimpleMeterRegistry own = new SimpleMeterRegistry();
            settings.put(SpannerKeysSettings.METRICS_REGISTRY, own);
            context.getBean(SpannerKeysMeterRegistryCustomizer.class).customize(settings);
            assertThat(settings).containsEntry(SpannerKeysSettings.METRICS_REGISTRY, own);
        });
    }

    @Test
    void backsOffWithoutMicrometer() {
        runner.withUserConfiguration(Registry.class).withClassLoader(new FilteredClassLoader(MeterRegistry.class))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(SpannerKeysMeterRegistryCustomizer.class);
                });
    }

    @Test
    void backsOffWithoutSpringBootsHibernateSupportOrTheLibrary() {
        runner.withClassLoader(new FilteredClassLoader(HibernatePropertiesCustomizer.class))
                .run(context -> assertThat(context).doesNotHaveBean(SpannerKeysMeterRegistryCustomizer.class));
        runner.withClassLoader(new FilteredClassLoader(SpannerKeysDialect.class))
                .run(context -> assertThat(context).doesNotHaveBean(SpannerKeysMeterRegistryCustomizer.class));
    }

    @Test
    void backsOffWhenTheApplicationDeclaresItsOwnCustomizer() {
        runner.withUserConfiguration(OwnCustomizer.class).run(context -> {
            assertThat(context).hasSingleBean(SpannerKeysMeterRegistryCustomizer.class);
            assertThat(context.getBean(SpannerKeysMeterRegistryCustomizer.class))
                    .isSameAs(context.getBean(OwnCustomizer.class).customizer);
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class Registry {
        @Bean
        SimpleMeterRegistry meterRegistry() {
            return new SimpleMeterRegistry();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnCustomizer {
        final SpannerKeysMeterRegistryCustomizer customizer =
                new SpannerKeysMeterRegistryCustomizer(new org.springframework.beans.factory.support.StaticListableBeanFactory()
                        .getBeanProvider(MeterRegistry.class));

        @Bean
        SpannerKeysMeterRegistryCustomizer ownCustomizer() {
            return customizer;
        }
    }
}
