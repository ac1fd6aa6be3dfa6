package dev.spannerkeys.spring.boot.wrongkey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.spannerkeys.hibernate.mapping.MappingProblemException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.UnsatisfiedDependencyException;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * A mapping error in an application started the way users start it: Spring creates Hibernate's
 * generators through its bean container ({@code hibernate.cdi.extensions=true}, set by Spring's
 * {@code HibernateJpaVendorAdapter}), and the error still reaches the user as the library wrote it,
 * not as Spring's failure to inject the generator's annotation.
 */
@ExtendWith(OutputCaptureExtension.class)
class MappingProblemFailureAnalyzerTest {

    private static List<Throwable> causes(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable cause = failure; cause != null && !chain.contains(cause); cause = cause.getCause()) {
            chain.add(cause);
        }
        return chain;
    }

    @Test
    void aWrongIdTypeIsReportedWithTheLibrarysMessageAndFix(CapturedOutput output) {
        SpringApplication application = new SpringApplication(WrongKeyApplication.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        application.setDefaultProperties(java.util.Map.of("spring.main.banner-mode", "off"));

        assertThatThrownBy(application::run).satisfies(failure -> {
            assertThat(failure).rootCause().isInstanceOf(MappingProblemException.class)
                    .hasMessage("Entity '" + Ticket.class.getName() + "', attribute 'id': @BitReversedSequence needs a"
                            + " Long id, but the attribute is Integer; a bit-reversed value uses all 63 positive bits"
                            + " of INT64. Fix: declare the attribute as Long (or long), or use @RandomUuid for a"
                            + " String/UUID key");
            assertThat(causes(failure)).noneMatch(UnsatisfiedDependencyException.class::isInstance);
        });
        assertThat(output).contains("APPLICATION FAILED TO START")
                .contains("The JPA mapping cannot be used with Cloud Spanner.")
                .contains("Entity '" + Ticket.class.getName() + "', attribute 'id':")
                .contains("@BitReversedSequence needs a Long id, but the attribute is Integer")
                .contains("Fix: declare the attribute as Long (or long), or use @RandomUuid for a String/UUID key.")
                .doesNotContain("No qualifying bean of type 'dev.spannerkeys.annotations.BitReversedSequence'");
    }
}
