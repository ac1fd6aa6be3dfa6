package dev.spannerkeys.spring.boot.testcontainers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.testcontainers.gcloud.SpannerEmulatorContainer;

/**
 * Runs Spring Boot's own {@code @ServiceConnection} processing on a test class with an emulator
 * container field, up to the registration of the connection details bean, without Docker: the
 * container is never started (its address is read only when the DataSource connects), and Boot is
 * told it runs AOT processing, the one mode in which it does not ask Docker for the image name.
 * This factory accepts any connection name, so that name does not matter here.
 */
class ServiceConnectionRegistrationTest {

    /** {@code org.springframework.boot.AbstractAotProcessor.AOT_PROCESSING}. */
    private static final String AOT_PROCESSING = "spring.aot.processing";

    static class TestWithAnEmulatorContainer {
        @ServiceConnection
        static SpannerEmulatorContainer spanner = new SpannerEmulatorContainer("gcr.io/cloud-spanner-emulator/emulator");
    }

    /** Boot's factory for {@code @ServiceConnection} fields, found the way the test framework finds it. */
    private static ContextCustomizerFactory serviceConnectionFactory() {
        return SpringFactoriesLoader.forDefaultResourceLocation().load(ContextCustomizerFactory.class).stream()
                .filter(factory -> factory.getClass().getName().equals(
                        "org.springframework.boot.testcontainers.service.connection.ServiceConnectionContextCustomizerFactory"))
                .findFirst().orElseThrow();
    }

    @Test
    void anEmulatorContainerFieldBecomesJdbcConnectionDetailsFromThisFactory() {
        ContextCustomizer customizer;
        String aotBefore = System.setProperty(AOT_PROCESSING, "true");
        try {
            customizer = serviceConnectionFactory().createContextCustomizer(TestWithAnEmulatorContainer.class, List.of());
        } finally {
            if (aotBefore == null) {
                System.clearProperty(AOT_PROCESSING);
            } else {
                System.setProperty(AOT_PROCESSING, aotBefore);
            }
        }
        assertThat(customizer).isNotNull();
        try (GenericApplicationContext context = new GenericApplicationContext()) {
            customizer.customizeContext(context, null);
            String[] names = context.getBeanFactory().getBeanNamesForType(JdbcConnectionDetails.class);
            assertThat(names).hasSize(1);
            BeanDefinition definition = context.getBeanFactory().getBeanDefinition(names[0]);
            assertThat(definition.getResolvableType().resolve()).isNotNull()
                    .satisfies(type -> assertThat(type.getEnclosingClass())
                            .isEqualTo(SpannerEmulatorContainerConnectionDetailsFactory.class));
        }
    }
}
