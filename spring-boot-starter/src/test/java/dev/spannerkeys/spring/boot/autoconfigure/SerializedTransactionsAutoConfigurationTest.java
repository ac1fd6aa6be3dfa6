package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.internal.jdbc.EmulatorTransactionLock;
import dev.spannerkeys.jdbc.SerializedConnection;
import dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorAutoConfiguration;
import java.sql.Connection;
import java.sql.SQLTransactionRollbackException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.TransactionException;
import org.hibernate.exception.LockAcquisitionException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.dao.CannotAcquireLockException;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.dao.TransientDataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.orm.jpa.vendor.HibernateJpaDialect;

class SerializedTransactionsAutoConfigurationTest {

    static final String CLOUD_SPANNER_URL = "jdbc:cloudspanner:/projects/p1/instances/i1/databases/d1";
    static final String EMULATOR_URL = "jdbc:cloudspanner://127.0.0.1:1/projects/p1/instances/i1/databases/d1"
            + ";autoConfigEmulator=true";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SerializedTransactionsAutoConfiguration.class));

    @Configuration(proxyBeanMethods = false)
    static class HikariOn {
        static String url;

        @Bean
        HikariDataSource dataSource() {
            HikariDataSource hikari = new HikariDataSource();
            hikari.setJdbcUrl(url);
            return hikari;
        }
    }

    private ApplicationContextRunner withHikari(String url) {
        HikariOn.url = url;
        return runner.withUserConfiguration(HikariOn.class);
    }

    @Test
    void wrapsADataSourceForAnEmulatorUrl() {
        withHikari(EMULATOR_URL).run(context -> {
            DataSource dataSource = context.getBean(DataSource.class);
            assertThat(dataSource).isNotInstanceOf(HikariDataSource.class);
            assertThat(dataSource.isWrapperFor(HikariDataSource.class)).isTrue();
            assertThat(dataSource.unwrap(HikariDataSource.class).getJdbcUrl()).isEqualTo(EMULATOR_URL);
        });
    }

    @Test
    void leavesCloudSpannerAlone() {
        withHikari(CLOUD_SPANNER_URL).run(context ->
                assertThat(context.getBean(DataSource.class)).isInstanceOf(HikariDataSource.class));
    }

    @Test
    void onWrapsEveryDataSourceAndOffNone() {
        withHikari(CLOUD_SPANNER_URL).withPropertyValues("spanner.keys.emulator.serialize-transactions=on").run(context ->
                assertThat(context.getBean(DataSource.class)).isNotInstanceOf(HikariDataSource.class));
        withHikari(EMULATOR_URL).withPropertyValues("spanner.keys.emulator.serialize-transactions=off").run(context ->
                assertThat(context.getBean(DataSource.class)).isInstanceOf(HikariDataSource.class));
    }

    @Tag("emulator")
    @Test
    void theDevelopmentEmulatorsDataSourceHandsOutSerializedConnections() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SpannerEmulatorAutoConfiguration.class,
                        DataSourceAutoConfiguration.class, SerializedTransactionsAutoConfiguration.class))
                .withPropertyValues("spanner.keys.emulator.enabled=true", "spanner.keys.emulator.lock-timeout=5s")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    DataSource dataSource = context.getBean(DataSource.class);
                    try (Connection connection = dataSource.getConnection()) {
                        SerializedConnection serialized = (SerializedConnection) connection;
                        assertThat(serialized.lockTimeout()).isEqualTo(Duration.ofSeconds(5));
                        assertThat(serialized.delegate().isWrapperFor(HikariDataSource.class)
                                || serialized.delegate().getClass().getName().contains("Hikari")).isTrue();
                    }
                    // JdbcTemplate goes through the same wrapper: an autocommit write takes the lock.
                    JdbcTemplate jdbc = new JdbcTemplate(dataSource);
                    jdbc.execute("CREATE TABLE Probe (Id INT64 NOT NULL) PRIMARY KEY (Id)");
                    jdbc.update("INSERT INTO Probe (Id) VALUES (1)");
                    assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM Probe", Long.class)).isEqualTo(1);
                    String url = dataSource.unwrap(HikariDataSource.class).getJdbcUrl();
                    assertThat(EmulatorTransactionLock.forUrl(url).holder()).isEmpty();
                });
    }

    @Test
    void hibernateIsToldTheSameModeWhenOneIsSet() {
        SpannerKeysProperties properties = new SpannerKeysProperties();
        Map<String, Object> hibernate = new HashMap<>();
        new SpannerKeysHibernatePropertiesCustomizer(properties, false).customize(hibernate);
        assertThat(hibernate).doesNotContainKeys(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS,
                SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT);
        properties.getEmulator().setSerializeTransactions(dev.spannerkeys.jdbc.TransactionSerialization.OFF);
        properties.getEmulator().setLockTimeout(Duration.ofSeconds(90));
        new SpannerKeysHibernatePropertiesCustomizer(properties, false).customize(hibernate);
        assertThat(hibernate).containsEntry(SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS, "off")
                .containsEntry(SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT, "90000ms");
    }

    /** What the library throws for an aborted transaction is what Spring's retry support recognizes. */
    @Test
    void abortedTransactionsBecomeTransientDataAccessExceptions() {
        SQLTransactionRollbackException aborted = new SQLTransactionRollbackException("aborted", "40001", 10);
        HibernateJpaDialect dialect = new HibernateJpaDialect();

        DataAccessException atCommit = dialect.translateExceptionIfPossible(
                new TransactionException("Unable to commit against JDBC Connection", aborted));
        assertThat(atCommit).isInstanceOf(PessimisticLockingFailureException.class)
                .isInstanceOf(TransientDataAccessException.class);

        DataAccessException atStatement = dialect.translateExceptionIfPossible(
                new LockAcquisitionException("could not execute statement", aborted, "insert ..."));
        assertThat(atStatement).isInstanceOf(CannotAcquireLockException.class)
                .isInstanceOf(TransientDataAccessException.class);
    }
}
