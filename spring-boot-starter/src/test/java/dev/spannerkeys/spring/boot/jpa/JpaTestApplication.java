package dev.spannerkeys.spring.boot.jpa;

import dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorJdbcConnectionDetails;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * Test application: plain auto-configuration, as an application with the starter gets it, plus
 * one test hook that routes the development emulator's connection through
 * {@link CountingSpannerDriver} so the test can count round trips, and the one service the tests call
 * ({@link MemoService}: {@code @Transactional} methods). Flyway and Liquibase, on the test class path
 * for {@code FlywayOnEmulatorTest} and {@code LiquibaseOnEmulatorTest}, are left out: these tests let Hibernate create the schema.
 */
@SpringBootConfiguration
@Import(MemoService.class)
@EnableAutoConfiguration(excludeName = {"org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration",
        "org.springframework.boot.liquibase.autoconfigure.LiquibaseAutoConfiguration"})
class JpaTestApplication {

    @Bean
    static BeanPostProcessor countRoundTripsToTheEmulator() {
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
