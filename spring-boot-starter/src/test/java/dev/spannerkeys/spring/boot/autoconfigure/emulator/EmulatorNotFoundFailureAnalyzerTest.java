package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.spannerkeys.emulator.EmulatorNotFoundException;
import dev.spannerkeys.emulator.SpannerEmulator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@ExtendWith(OutputCaptureExtension.class)
class EmulatorNotFoundFailureAnalyzerTest {

    static final String DISCOVERY_MESSAGE = "No Cloud Spanner emulator found. Tried: SPANNER_EMULATOR_HOST: not set";

    @Test
    void aFailedStartForWantOfAnEmulatorIsReportedWithTheWayOut(CapturedOutput output) {
        SpringApplication application = new SpringApplication(NoEmulatorAnywhere.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        assertThatThrownBy(application::run).hasRootCauseInstanceOf(EmulatorNotFoundException.class);
        assertThat(output).contains("APPLICATION FAILED TO START")
                .contains("The application needs a local Cloud Spanner emulator")
                .contains(DISCOVERY_MESSAGE)
                .contains("set spring.datasource.url and spanner.keys.emulator.enabled=false");
    }

    /** Discovery failing as it does on a machine without any emulator. */
    @Configuration(proxyBeanMethods = false)
    static class NoEmulatorAnywhere {

        @Bean
        SpannerEmulator emulator() {
            throw new EmulatorNotFoundException(DISCOVERY_MESSAGE);
        }
    }
}
