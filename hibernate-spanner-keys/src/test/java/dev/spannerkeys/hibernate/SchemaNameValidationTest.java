package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Schema names are printed into DDL like every other name: one carrying SQL, from {@code @Table(schema)}
 * or {@code hibernate.default_schema}, is refused at bootstrap before anything is sent.
 */
@SpannerEmulatorTest
class SchemaNameValidationTest {

    @Entity(name = "HostileSchemaEntity")
    @Table(name = "Victims", schema = "music) ; DROP TABLE Singers --")
    public static class HostileSchema {
        @Id Long id;
    }

    @Entity(name = "PlainEntity")
    @Table(name = "Plain")
    public static class Plain {
        @Id Long id;
    }

    private final EmulatorDatabase database;

    SchemaNameValidationTest(EmulatorDatabase database) {
        this.database = database;
    }

    @Test
    void aSchemaNameCarryingSqlIsRefusedBeforeAnyDdl() throws SQLException {
        RuntimeException refused = assertThrows(RuntimeException.class,
                () -> TestSessionFactories.create(database, HostileSchema.class).close());
        assertTrue(messages(refused).contains("The schema name 'music) ; DROP TABLE Singers --' (of table Victims"),
                messages(refused));
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ''"));
    }

    @Test
    void aDefaultSchemaCarryingSqlIsRefusedToo() throws SQLException {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.default_schema", "x; DROP TABLE Plain"), Plain.class).close());
        assertTrue(messages(refused).contains("The schema name 'x; DROP TABLE Plain'"), messages(refused));
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ''"));
    }

    private static String messages(Throwable thrown) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
