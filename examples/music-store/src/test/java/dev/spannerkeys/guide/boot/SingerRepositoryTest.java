package dev.spannerkeys.guide.boot;

import org.junit.jupiter.api.Tag;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.testcontainers.gcloud.SpannerEmulatorContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The guide's Testcontainers example, compiled so that it cannot drift from the API. It has no
 * test methods, so it never runs: this build has no Docker engine to start the container with.
 * The starter's own tests check the service connection it relies on.
 */
@SpringBootTest(properties = "spring.jpa.hibernate.ddl-auto=create")
@Testcontainers
@Tag("emulator")
class SingerRepositoryTest {

    @Container
    @ServiceConnection
    static SpannerEmulatorContainer spanner = new SpannerEmulatorContainer("gcr.io/cloud-spanner-emulator/emulator");
}
