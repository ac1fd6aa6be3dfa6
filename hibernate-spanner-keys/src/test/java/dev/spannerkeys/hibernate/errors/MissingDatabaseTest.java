package dev.spannerkeys.hibernate.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.jdbc.JdbcDataSource;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.service.spi.ServiceException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A missing instance or database is reported as such, naming it and the JDBC URL: at bootstrap
 * (instead of "Unable to create requested service [JdbcEnvironment]" or "Unable to determine Dialect
 * without JDBC metadata"), and, when the application set its dialect and skipped the metadata, by the
 * first transaction in every write mode (instead of a constraint violation).
 */
@SpannerEmulatorTest
class MissingDatabaseTest {

    @Entity(name = "Note")
    @Table(name = "Notes")
    public static class Note {
        @Id
        @Column(name = "NoteId")
        Long noteId;

        Note() {
        }

        Note(long noteId) {
            this.noteId = noteId;
        }
    }

    @BeforeAll
    static void createTheInstance(EmulatorDatabase database) throws SQLException {
        Logger.getLogger("com.google.cloud.spanner").setLevel(Level.SEVERE);
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            connection.createStatement().executeQuery("SELECT 1").close(); // creates instance and database
        }
    }

    /** A URL on the emulator without {@code autoConfigEmulator}, so nothing is created on connect. */
    private static String url(EmulatorDatabase database, String instance, String databaseId) {
        return "jdbc:cloudspanner://" + database.hostPort() + "/projects/" + database.projectId() + "/instances/"
                + instance + "/databases/" + databaseId + ";usePlainText=true;oauthToken=s3cr3t-token";
    }

    private static SessionFactory build(String url, Map<String, String> properties) {
        Configuration configuration = new Configuration().addAnnotatedClass(Note.class);
        configuration.setProperty("hibernate.connection.url", url);
        configuration.setProperty("hibernate.connection.pool_size", "1");
        configuration.setProperty("hibernate.hbm2ddl.auto", "none");
        properties.forEach(configuration::setProperty);
        return configuration.buildSessionFactory();
    }

    /**
     * What building a session factory on {@code url} fails with: Hibernate's {@code ServiceException}, as
     * for every service that cannot start, with the explanation as its message and the library's
     * exception as its cause.
     */
    private static SpannerDatabaseNotFoundException bootstrapFailure(String url) {
        ServiceException failure = assertThrows(ServiceException.class, () -> build(url, Map.of()).close());
        SpannerDatabaseNotFoundException missing = assertInstanceOf(SpannerDatabaseNotFoundException.class,
                failure.getCause(), failure::toString);
        assertEquals(missing.getMessage(), failure.getMessage(), "the bootstrap failure says it first");
        return missing;
    }

    @Test
    void bootstrapAgainstAMissingDatabaseNamesItAndTheUrl(EmulatorDatabase database) {
        String url = url(database, database.instanceId(), "no-such-db");
        SpannerDatabaseNotFoundException failure = bootstrapFailure(url);
        assertFalse(failure.isInstanceMissing());
        assertEquals("projects/" + database.projectId() + "/instances/" + database.instanceId()
                + "/databases/no-such-db", failure.getResourceName());
        assertTrue(failure.getMessage().contains("The Spanner database " + failure.getResourceName() + " does not exist"),
                failure.getMessage());
        assertTrue(failure.getMessage().contains(url.substring(0, url.indexOf(';'))), failure.getMessage());
        assertFalse(failure.getMessage().contains("s3cr3t"), "credentials stay out of the message: " + failure.getMessage());
    }

    @Test
    void bootstrapAgainstAMissingInstanceNamesIt(EmulatorDatabase database) {
        SpannerDatabaseNotFoundException failure = bootstrapFailure(url(database, "no-such-instance", "d1"));
        assertTrue(failure.isInstanceMissing());
        assertEquals("projects/" + database.projectId() + "/instances/no-such-instance", failure.getResourceName());
        assertTrue(failure.getMessage().contains("The Spanner instance " + failure.getResourceName() + " does not exist"),
                failure.getMessage());
    }

    /**
     * With the dialect set and metadata access off, Hibernate starts without asking the database; the
     * first transaction finds the instance missing and says so, with the URL, in every mode, rather than
     * as a constraint violation (what the mutation modes reported at commit before) or a generic error.
     * The connections come from the driver's own {@code JdbcDataSource}, as from an application's pool:
     * Hibernate's built-in pool asks each new connection for its schema, which the driver answers for a
     * missing instance with the client's unchecked exception, before any of this library's code runs.
     */
    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aTransactionAgainstAMissingInstanceSaysSo(WriteMode mode, EmulatorDatabase database) {
        String url = url(database, "no-such-instance", "d1");
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setUrl(url);
        Configuration configuration = new Configuration().addAnnotatedClass(Note.class);
        configuration.getProperties().put("hibernate.connection.datasource", dataSource);
        configuration.setProperty("hibernate.hbm2ddl.auto", "none");
        configuration.setProperty("hibernate.dialect", SpannerKeysDialect.class.getName());
        configuration.setProperty("hibernate.boot.allow_jdbc_metadata_access", "false");
        configuration.setProperty(SpannerKeysSettings.WRITE_MODE, mode.settingValue());
        try (SessionFactory factory = configuration.buildSessionFactory()) {
            RuntimeException failure = assertThrows(RuntimeException.class,
                    () -> factory.inTransaction(session -> session.persist(new Note(1))));
            SpannerDatabaseNotFoundException missing = assertInstanceOf(SpannerDatabaseNotFoundException.class, failure,
                    () -> mode + ": " + failure);
            assertTrue(missing.isInstanceMissing());
            assertTrue(missing.getMessage().contains("The Spanner instance projects/" + database.projectId()
                    + "/instances/no-such-instance does not exist"), missing::getMessage);
            assertTrue(missing.getMessage().contains(url.substring(0, url.indexOf(';'))), missing::getMessage);
            assertFalse(missing.getMessage().contains("s3cr3t"), missing::getMessage);
        }
    }
}
