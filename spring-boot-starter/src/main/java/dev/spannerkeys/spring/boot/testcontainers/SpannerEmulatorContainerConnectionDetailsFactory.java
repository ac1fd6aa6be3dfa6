package dev.spannerkeys.spring.boot.testcontainers;

import dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorJdbcConnectionDetails;
import dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerJdbcConnectionDetails;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.testcontainers.service.connection.ContainerConnectionDetailsFactory;
import org.springframework.boot.testcontainers.service.connection.ContainerConnectionSource;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.testcontainers.gcloud.SpannerEmulatorContainer;

/**
 * Lets a test declare a Testcontainers {@link SpannerEmulatorContainer} with
 * {@link ServiceConnection @ServiceConnection} and get a {@link JdbcConnectionDetails} for a
 * GoogleSQL database on it, from which Spring Boot builds the application's DataSource.
 *
 * <pre>{@code
 * @Container @ServiceConnection
 * static SpannerEmulatorContainer spanner =
 *         new SpannerEmulatorContainer("gcr.io/cloud-spanner-emulator/emulator");
 * }</pre>
 *
 * <p>Registered in {@code META-INF/spring.factories}; Boot uses it only when
 * {@code spring-boot-testcontainers} and {@code testcontainers-gcloud} are on the class path. It
 * needs a Docker engine at test time, like every container. Without Docker, use the development
 * emulator instead: {@code spanner-emulator} on the test class path is enough.
 */
public final class SpannerEmulatorContainerConnectionDetailsFactory
        extends ContainerConnectionDetailsFactory<SpannerEmulatorContainer, JdbcConnectionDetails> {

    /** Created by Spring Boot's {@code ConnectionDetailsFactories}. */
    public SpannerEmulatorContainerConnectionDetailsFactory() {
        super(ANY_CONNECTION_NAME, "org.testcontainers.gcloud.SpannerEmulatorContainer",
                SpannerEmulatorJdbcConnectionDetails.SPANNER_DRIVER_CLASS);
    }

    @Override
    protected @Nullable JdbcConnectionDetails getContainerConnectionDetails(
            ContainerConnectionSource<SpannerEmulatorContainer> source) {
        return new ContainerJdbcConnectionDetails(source);
    }

    /** Reads the container's address only once the container is started. */
    private static final class ContainerJdbcConnectionDetails
            extends ContainerConnectionDetails<SpannerEmulatorContainer> implements SpannerJdbcConnectionDetails {

        private ContainerJdbcConnectionDetails(ContainerConnectionSource<SpannerEmulatorContainer> source) {
            super(source);
        }

        @Override
        public String getJdbcUrl() {
            return EmulatorContainerJdbcUrl.forEndpoint(getContainer().getEmulatorGrpcEndpoint());
        }
    }
}
