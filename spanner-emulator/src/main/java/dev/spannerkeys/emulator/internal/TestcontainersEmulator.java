package dev.spannerkeys.emulator.internal;

import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * The only class that names Testcontainers types. It is loaded only after
 * {@link TestcontainersRuntime} has seen Testcontainers on the classpath.
 */
public final class TestcontainersEmulator implements RunningEmulator {

    /** The gRPC port inside the emulator image. */
    private static final int GRPC_PORT = 9010;

    private final GenericContainer<?> container;
    private final String host;
    private final int port;

    private TestcontainersEmulator(GenericContainer<?> container) {
        this.container = container;
        this.host = container.getHost();
        this.port = container.getMappedPort(GRPC_PORT);
    }

    public static boolean dockerAvailable() {
        return DockerClientFactory.instance().isDockerAvailable();
    }

    /** Starts the emulator image; the container class is picked by name so Testcontainers 1.x and 2.x both work. */
    public static TestcontainersEmulator start(String containerClass, String image) {
        GenericContainer<?> container;
        try {
            DockerImageName name = DockerImageName.parse(image)
                    .asCompatibleSubstituteFor(TestcontainersRuntime.DEFAULT_IMAGE);
            container = (GenericContainer<?>) Class.forName(containerClass)
                    .getConstructor(DockerImageName.class)
                    .newInstance(name);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new LaunchFailedException("cannot create " + containerClass + " for " + image, e);
        }
        try {
            container.start();
            return new TestcontainersEmulator(container);
        } catch (RuntimeException e) {
            container.stop();
            throw new LaunchFailedException("the emulator container " + image + " did not start", e);
        }
    }

    @Override
    public String host() {
        return host;
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public boolean startedHere() {
        return true;
    }

    @Override
    public synchronized void stop() {
        container.stop();
    }
}
