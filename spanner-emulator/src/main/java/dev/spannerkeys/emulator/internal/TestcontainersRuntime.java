package dev.spannerkeys.emulator.internal;

/**
 * Decides whether the Testcontainers path can be used, without touching a Testcontainers type:
 * this class must load even when Testcontainers is not on the classpath.
 */
public final class TestcontainersRuntime implements ContainerRuntime {

    public static final String DEFAULT_IMAGE = "gcr.io/cloud-spanner-emulator/emulator";
    public static final String IMAGE_PROPERTY = "spanner.emulator.image";

    /** 2.x has the first; 1.x only the second (deprecated in 2.x). Either works the same. */
    public static final String[] CONTAINER_CLASSES = {
        "org.testcontainers.gcloud.SpannerEmulatorContainer",
        "org.testcontainers.containers.SpannerEmulatorContainer",
    };

    private static final String FACTORY_CLASS = "org.testcontainers.DockerClientFactory";

    private final String image;

    public TestcontainersRuntime(String image) {
        this.image = image;
    }

    public static TestcontainersRuntime fromSystemProperties() {
        return new TestcontainersRuntime(System.getProperty(IMAGE_PROPERTY, DEFAULT_IMAGE));
    }

    @Override
    public String unavailableReason() {
        String containerClass = containerClass();
        if (containerClass == null || !present(FACTORY_CLASS)) {
            return "org.testcontainers:testcontainers-gcloud is not on the classpath";
        }
        try {
            return TestcontainersEmulator.dockerAvailable()
                    ? null
                    : "testcontainers-gcloud is on the classpath, but no Docker engine answered";
        } catch (LinkageError | RuntimeException e) {
            return "testcontainers-gcloud is on the classpath, but asking it for Docker failed: " + e;
        }
    }

    @Override
    public RunningEmulator start() {
        return TestcontainersEmulator.start(containerClass(), image);
    }

    private static String containerClass() {
        for (String name : CONTAINER_CLASSES) {
            if (present(name)) {
                return name;
            }
        }
        return null;
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, TestcontainersRuntime.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
