package dev.spannerkeys.spring.boot.wrongdialect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.spannerkeys.hibernate.config.UnsupportedDialectException;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * A start with a dialect the library cannot use ends in Boot's failure report in Boot's terms: a stock
 * Spanner dialect names the property the application set it with, and a connection to another
 * database (the embedded H2 Boot starts when no URL is set) names that database instead of proposing
 * a dialect setting the application never made.
 */
@ExtendWith(OutputCaptureExtension.class)
class UnsupportedDialectFailureAnalyzerTest {

    private static void start(Map<String, Object> properties) {
        SpringApplication application = new SpringApplication(WrongDialectApplication.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        Map<String, Object> defaults = new HashMap<>(properties);
        defaults.put("spring.main.banner-mode", "off");
        application.setDefaultProperties(defaults);
        assertThatThrownBy(application::run).satisfies(failure -> assertThat(failure).rootCause()
                .isInstanceOf(UnsupportedDialectException.class));
    }

    @Test
    void aStockDialectSetAsDatabasePlatformNamesThatProperty(CapturedOutput output) {
        start(Map.of("spring.jpa.database-platform", "org.hibernate.dialect.SpannerDialect"));

        assertThat(output).contains("APPLICATION FAILED TO START")
                .contains("Hibernate is configured with the dialect org.hibernate.dialect.SpannerDialect through "
                        + "'spring.jpa.database-platform'")
                .contains("Remove 'spring.jpa.database-platform': the library selects its own dialect");
    }

    @Test
    void aStockDialectSetAsAHibernatePropertyNamesThatProperty(CapturedOutput output) {
        start(Map.of("spring.jpa.properties.hibernate.dialect", "org.hibernate.dialect.SpannerDialect"));

        assertThat(output).contains("APPLICATION FAILED TO START")
                .contains("through 'spring.jpa.properties.hibernate.dialect'")
                .contains("Remove 'spring.jpa.properties.hibernate.dialect'");
    }

    @Test
    void anEmbeddedH2IsNamedAsTheDatabaseReached(CapturedOutput output) {
        start(Map.of("spanner.keys.emulator.enabled", "false"));

        assertThat(output).contains("APPLICATION FAILED TO START")
                .contains("The application is connected to H2 (jdbc:h2:mem:")
                .contains("not to Cloud Spanner: 'spring.datasource.url' is not set, so Spring Boot started an "
                        + "embedded database")
                .contains("Set 'spring.datasource.url' to your Spanner database")
                .doesNotContain("remove 'hibernate.dialect'");
    }
}
