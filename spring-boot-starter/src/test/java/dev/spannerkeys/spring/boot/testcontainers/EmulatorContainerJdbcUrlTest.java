package dev.spannerkeys.spring.boot.testcontainers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.spannerkeys.emulator.SpannerEmulator;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The container's URL is checked without Docker: built from an address, and connected to a real
 * emulator (the same server the container image runs) at that address.
 */
@Tag("emulator")
class EmulatorContainerJdbcUrlTest {

    @Test
    void namesAGoogleSqlDatabaseTheDriverCreatesOnFirstConnect() {
        assertThat(EmulatorContainerJdbcUrl.forEndpoint("localhost:32768")).isEqualTo(
                "jdbc:cloudspanner://localhost:32768/projects/test-project/instances/test-instance"
                        + "/databases/test-database;autoConfigEmulator=true");
    }

    @Test
    void rejectsWhatIsNotAnAddress() {
        assertThatIllegalArgumentException().isThrownBy(() -> EmulatorContainerJdbcUrl.forEndpoint(" "));
        assertThatIllegalArgumentException().isThrownBy(() -> EmulatorContainerJdbcUrl.forEndpoint("http://localhost:9020/"));
    }

    @Test
    void connectsToAnEmulatorAtThatAddress() throws SQLException {
        String url = EmulatorContainerJdbcUrl.forEndpoint(SpannerEmulator.shared().hostPort());
        try (Connection connection = DriverManager.getConnection(url)) {
            assertThat(connection.getMetaData().getDatabaseProductName()).isEqualTo("Google Cloud Spanner");
            assertThat(connection.createStatement().executeQuery("SELECT 1").next()).isTrue();
        }
    }
}
