package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.emulator.EmulatorSource;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysHibernateAutoConfiguration;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.container.ContainerImageMetadata;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

@Tag("emulator")
class SpannerEmulatorAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerEmulatorAutoConfiguration.class,
                    SpannerKeysHibernateAutoConfiguration.class));

    private static String productName(String jdbcUrl) throws SQLException {
        try (Connection connection = DriverManager.getConnection(jdbcUrl)) {
            return connection.getMetaData().getDatabaseProductName();
        }
    }

    private static long selectOne(String jdbcUrl) throws SQLException {
        try (Connection connection = DriverManager.getConnection(jdbcUrl);
                ResultSet rows = connection.createStatement().executeQuery("SELECT 1")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static boolean accepts(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void startsWhenTheModuleIsOnTheClassPathAndNoUrlIsSet() {
        // As an embedded database on the class path is used when no URL is set.
        runner.run(context -> {
            assertThat(context).hasSingleBean(SpannerEmulator.class);
            assertThat(context.getBean(JdbcConnectionDetails.class)).isInstanceOf(SpannerEmulatorJdbcConnectionDetails.class);
            assertThat(context).hasSingleBean(EmulatorSchemaCreation.class);
        });
    }

    @Test
    void isOffWhenDisabled() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SpannerEmulator.class);
            assertThat(context).doesNotHaveBean(JdbcConnectionDetails.class);
            assertThat(context).doesNotHaveBean(EmulatorSchemaCreation.class);
        });
    }

    @Test
    void marksItsConnectionDetailsAsADatabaseForDevelopmentAndTests() {
        // What Boot's @ServiceConnection and Docker Compose support attach, and @AutoConfigureTestDatabase reads.
        runner.run(context -> {
            BeanDefinition definition = context.getBeanFactory()
                    .getBeanDefinition(DevelopmentEmulatorConfiguration.CONNECTION_DETAILS_BEAN);
            assertThat(ContainerImageMetadata.isPresent(definition)).isTrue();
            assertThat(context.getBeanFactory().getBeanNamesForType(JdbcConnectionDetails.class))
                    .containsExactly(DevelopmentEmulatorConfiguration.CONNECTION_DETAILS_BEAN);
            // The emulator outlives the connection details: it is stopped after them.
            String emulator = context.getBeanNamesForType(SpannerEmulator.class)[0];
            assertThat(context.getBeanFactory().getDependentBeans(emulator))
                    .contains(DevelopmentEmulatorConfiguration.CONNECTION_DETAILS_BEAN);
        });
    }

    @Test
    @ExtendWith(OutputCaptureExtension.class)
    void startsAnEmulatorServesItsDatabaseAndStopsItWithTheContext(CapturedOutput output) {
        AtomicReference<SpannerEmulator> started = new AtomicReference<>();
        // The line is logged at INFO; an application test that ran earlier in this JVM may have left the root
        // level at WARN (logging.level.root=WARN), which Boot's logging system keeps for the JVM.
        LoggingSystem logging = LoggingSystem.get(getClass().getClassLoader());
        String logger = DevelopmentEmulatorConfiguration.class.getName();
        logging.setLogLevel(logger, LogLevel.INFO);
        try {
            runWithTheEmulator(started);
        } finally {
            logging.setLogLevel(logger, null);
        }
        // The first-run output says, once, that rows come back in no particular order (docs/adopting.md, Row order).
        assertThat(output.getAll()).containsOnlyOnce("Spanner returns rows in no particular order unless a query "
                + "says ORDER BY");
        SpannerEmulator emulator = started.get();
        // An emulator named by SPANNER_EMULATOR_HOST belongs to someone else and must survive the context.
        boolean ownedByTheContext = emulator.source() != EmulatorSource.ENVIRONMENT;
        assertThat(accepts(emulator.host(), emulator.port())).isEqualTo(!ownedByTheContext);
    }

    private void runWithTheEmulator(AtomicReference<SpannerEmulator> started) {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true").run(context -> {
            SpannerEmulator emulator = context.getBean(SpannerEmulator.class);
            started.set(emulator);
            JdbcConnectionDetails details = context.getBean(JdbcConnectionDetails.class);
            assertThat(details).isInstanceOf(SpannerEmulatorJdbcConnectionDetails.class);
            assertThat(details.getJdbcUrl()).startsWith("jdbc:cloudspanner://" + emulator.hostPort() + "/projects/")
                    .contains(";autoConfigEmulator=true").doesNotContain("dialect=postgresql");
            assertThat(details.getDriverClassName()).isEqualTo("com.google.cloud.spanner.jdbc.JdbcDriver");
            assertThat(details.getUsername()).isNull();
            assertThat(details.getPassword()).isNull();
            assertThat(selectOne(details.getJdbcUrl())).isEqualTo(1);
            assertThat(productName(details.getJdbcUrl())).isEqualTo("Google Cloud Spanner");
            assertThat(context).hasSingleBean(EmulatorSchemaCreation.class);
        });
    }

    @Test
    void createsAPostgreSqlDatabaseWhenAsked() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true", "spanner.keys.emulator.dialect=postgresql")
                .run(context -> {
                    String url = context.getBean(JdbcConnectionDetails.class).getJdbcUrl();
                    assertThat(url).endsWith(";dialect=postgresql");
                    assertThat(productName(url)).isEqualTo("Google Cloud Spanner PostgreSQL");
                });
    }

    @Test
    void usesTheConfiguredDatabaseId() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true", "spanner.keys.emulator.database-id=shop-dev")
                .run(context -> {
                    String url = context.getBean(JdbcConnectionDetails.class).getJdbcUrl();
                    assertThat(url).contains("/databases/shop-dev;autoConfigEmulator=true");
                    assertThat(selectOne(url)).isEqualTo(1);
                });
    }

    @Test
    void rejectsAnInvalidDatabaseIdNamingTheProperty() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true", "spanner.keys.emulator.database-id=Shop!")
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure()).rootCause()
                            .isInstanceOf(InvalidConfigurationPropertyValueException.class)
                            .hasMessageContaining("spanner.keys.emulator.database-id")
                            .hasMessageContaining("Shop!");
                });
    }

    @Test
    void rejectsAnEmulatorDialectThatContradictsTheForcedOne() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true", "spanner.keys.dialect=postgresql")
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure()).rootCause()
                            .isInstanceOf(InvalidConfigurationPropertyValueException.class)
                            .hasMessageContaining("spanner.keys.emulator.dialect=POSTGRESQL");
                });
    }

    @Test
    void backsOffWhenADataSourceUrlIsConfigured() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true",
                "spring.datasource.url=jdbc:cloudspanner:/projects/p/instances/i/databases/d").run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(SpannerEmulator.class);
                    assertThat(context).doesNotHaveBean(JdbcConnectionDetails.class);
                });
    }

    @Test
    void backsOffWhenTheApplicationHasConnectionDetails() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true")
                .withUserConfiguration(OwnConnectionDetails.class).run(context -> {
                    assertThat(context).doesNotHaveBean(SpannerEmulator.class);
                    assertThat(context).hasSingleBean(JdbcConnectionDetails.class);
                    assertThat(context.getBean(JdbcConnectionDetails.class).getJdbcUrl())
                            .isEqualTo(OwnConnectionDetails.URL);
                });
    }

    @Test
    void backsOffWhenTheApplicationDefinesItsOwnDataSource() {
        runner.withUserConfiguration(OwnDataSource.class).run(context -> {
            assertThat(context).doesNotHaveBean(SpannerEmulator.class);
            assertThat(context).doesNotHaveBean(JdbcConnectionDetails.class);
        });
    }

    @Test
    void usesTheApplicationsEmulatorBean() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true")
                .withUserConfiguration(OwnEmulator.class).run(context -> {
                    assertThat(context).hasSingleBean(SpannerEmulator.class);
                    assertThat(context.getBean(SpannerEmulator.class)).isSameAs(SpannerEmulator.shared());
                    assertThat(context.getBean(JdbcConnectionDetails.class).getJdbcUrl())
                            .startsWith("jdbc:cloudspanner://" + SpannerEmulator.shared().hostPort() + "/");
                });
    }

    @Test
    void backsOffWithoutSpringBootsJdbcSupport() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true")
                .withClassLoader(new FilteredClassLoader(JdbcConnectionDetails.class)).run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(SpannerEmulator.class);
                });
    }

    @Test
    void servesTheDatabaseWithoutSchemaCreationWhenBootsHibernateSupportIsAbsent() {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true")
                .withClassLoader(new FilteredClassLoader(HibernatePropertiesCustomizer.class)).run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).hasSingleBean(SpannerEmulatorJdbcConnectionDetails.class);
                    assertThat(context).doesNotHaveBean(EmulatorSchemaCreation.class);
                });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnConnectionDetails {

        static final String URL = "jdbc:cloudspanner:/projects/p/instances/i/databases/mine";

        @Bean
        JdbcConnectionDetails myConnectionDetails() {
            SpannerJdbcConnectionDetails details = () -> URL;
            return details;
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnDataSource {

        @Bean
        DataSource myDataSource() {
            return new SimpleDriverDataSource();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnEmulator {

        @Bean
        SpannerEmulator myEmulator() {
            return SpannerEmulator.shared();
        }
    }
}
