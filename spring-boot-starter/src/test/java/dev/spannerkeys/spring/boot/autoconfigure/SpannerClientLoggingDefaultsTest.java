package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * The starter's logging defaults reach the logging system of an application started with it, and an
 * application's own {@code logging.level.*} wins over them.
 */
class SpannerClientLoggingDefaultsTest {

    @Configuration(proxyBeanMethods = false)
    static class NoBeans {
    }

    private static LogLevel levelAfterStart(String... args) {
        SpringApplication application = new SpringApplication(NoBeans.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        try (ConfigurableApplicationContext context = application.run(args)) {
            return LoggingSystem.get(SpannerClientLoggingDefaultsTest.class.getClassLoader())
                    .getLoggerConfiguration("com.google.cloud.spanner").getEffectiveLevel();
        }
    }

    @Test
    void theSpannerClientLogsWarningsOnlyByDefault() {
        assertThat(levelAfterStart("--spring.main.banner-mode=off")).isEqualTo(LogLevel.WARN);
        assertThat(SpannerClientLoggingDefaults.LEVELS).containsKeys("logging.level.com.google.cloud.spanner",
                "logging.level.com.google.cloud.grpc");
    }

    @Test
    void theApplicationsOwnLevelWins() {
        assertThat(levelAfterStart("--spring.main.banner-mode=off", "--logging.level.com.google.cloud.spanner=INFO"))
                .isEqualTo(LogLevel.INFO);
    }
}
