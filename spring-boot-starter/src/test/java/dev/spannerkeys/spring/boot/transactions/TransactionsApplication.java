package dev.spannerkeys.spring.boot.transactions;

import dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorJdbcConnectionDetails;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.resilience.annotation.EnableResilientMethods;

/**
 * Plain auto-configuration with Spring's {@code @Retryable} enabled, on the development emulator through
 * {@link CountingSpannerDriver}, so that tests see what each connection was set to send.
 */
@SpringBootConfiguration
@EnableAutoConfiguration(excludeName = {"org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration",
        "org.springframework.boot.liquibase.autoconfigure.LiquibaseAutoConfiguration"})
@EnableResilientMethods
@ComponentScan
class TransactionsApplication {

    @Bean
    static BeanPostProcessor recordTransactionsAtTheDriver() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof SpannerEmulatorJdbcConnectionDetails emulator ? new Counting(emulator) : bean;
            }
        };
    }

    /** The emulator's connection details, with the counting driver in front. */
    record Counting(SpannerEmulatorJdbcConnectionDetails emulator) implements JdbcConnectionDetails {

        @Override
        public @Nullable String getUsername() {
            return emulator.getUsername();
        }

        @Override
        public @Nullable String getPassword() {
            return emulator.getPassword();
        }

        @Override
        public String getJdbcUrl() {
            return CountingSpannerDriver.wrap(emulator.getJdbcUrl());
        }

        @Override
        public String getDriverClassName() {
            return CountingSpannerDriver.class.getName();
        }
    }
}
