package dev.spannerkeys.spring.boot.testcontainers;

import java.util.Objects;

/**
 * Builds the JDBC URL of the database a {@code @ServiceConnection} emulator container serves. One
 * container belongs to one test context, so fixed ids suffice; {@code autoConfigEmulator=true}
 * makes the Spanner JDBC driver create the instance and the database on first connect.
 */
final class EmulatorContainerJdbcUrl {

    static final String PROJECT = "test-project";
    static final String INSTANCE = "test-instance";
    static final String DATABASE = "test-database";

    private EmulatorContainerJdbcUrl() {
    }

    /** @param grpcEndpoint the container's mapped gRPC address, {@code host:port} */
    static String forEndpoint(String grpcEndpoint) {
        Objects.requireNonNull(grpcEndpoint, "grpcEndpoint");
        if (grpcEndpoint.isBlank() || grpcEndpoint.contains("/")) {
            throw new IllegalArgumentException("not a host:port address: '" + grpcEndpoint + "'");
        }
        return "jdbc:cloudspanner://" + grpcEndpoint.strip() + "/projects/" + PROJECT + "/instances/" + INSTANCE
                + "/databases/" + DATABASE + ";autoConfigEmulator=true";
    }
}
