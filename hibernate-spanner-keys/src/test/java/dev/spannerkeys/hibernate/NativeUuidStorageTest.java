package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.Map;
import java.util.UUID;
import org.hibernate.annotations.JdbcType;
import org.hibernate.type.descriptor.jdbc.UUIDJdbcType;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@code @RandomUuid(storage = UuidStorage.UUID)}: Spanner's native UUID column with the database's own
 * generator as default, in the DDL text of both dialects and in the offline script; on emulator 1.5.28, which
 * rejects the type, {@code create} and {@code update} are refused before anything is sent, with the emulator's
 * own message and the fix. Writing and reading native UUID values could not be run here.
 */
class NativeUuidStorageTest {

    @Entity(name = "NativeUuidDevice")
    @Table(name = "Devices")
    public static class Device {
        @Id @RandomUuid(storage = UuidStorage.UUID) @JdbcType(UUIDJdbcType.class) @Column(name = "DeviceId") UUID deviceId;
        @Column(name = "Label") String label;
    }

    @Entity(name = "NativeUuidStringKey")
    @Table(name = "StringKeys")
    public static class StringKey {
        @Id @RandomUuid(storage = UuidStorage.UUID) String id;
    }

    @Test
    void theDdlTextIsTheNativeTypeWithTheDatabasesGenerator() {
        OfflineSchema schema = OfflineSchemaTool.forClasses(Device.class).run();
        String google = schema.script(SqlDialect.GOOGLE_STANDARD_SQL);
        assertTrue(google.contains("DeviceId UUID NOT NULL DEFAULT (NEW_UUID())"), google);
        String postgres = schema.script(SqlDialect.POSTGRESQL);
        assertTrue(postgres.contains("DeviceId uuid NOT NULL DEFAULT gen_random_uuid()"), postgres);
    }

    @Test
    void aStringAttributeCannotBeANativeUuid() {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> OfflineSchemaTool.forClasses(StringKey.class).run());
        assertTrue(NamedSchemaTest.messages(refused).contains("@RandomUuid(storage = UUID) stores Spanner's native UUID "
                + "type"), NamedSchemaTest.messages(refused));
    }

    abstract static class Refusal {

        private final EmulatorDatabase database;
        private final String emulatorMessage;

        Refusal(EmulatorDatabase database, String emulatorMessage) {
            this.database = database;
            this.emulatorMessage = emulatorMessage;
        }

        @Test
        void createAndUpdateAreRefusedWithTheDatabasesMessageBeforeAnythingIsSent() throws SQLException {
            for (String action : new String[] {"create", "update"}) {
                RuntimeException refused = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(
                        database, Map.of("hibernate.hbm2ddl.auto", action), Device.class).close());
                String messages = NamedSchemaTest.messages(refused);
                assertTrue(messages.contains("does not support Spanner's native UUID type, which @RandomUuid(storage = "
                        + "UuidStorage.UUID) creates for Devices.DeviceId; nothing was sent"), messages);
                assertTrue(messages.contains(emulatorMessage), messages);
                assertTrue(messages.contains("Fix: use @RandomUuid(storage = UuidStorage.STRING36)"), messages);
                assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.tables WHERE "
                        + "table_schema NOT IN ('INFORMATION_SCHEMA', 'SPANNER_SYS', 'information_schema', 'pg_catalog', "
                        + "'spanner_sys')"), action);
            }
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSql extends Refusal {
        GoogleSql(EmulatorDatabase database) {
            super(database, "Function not found: NEW_UUID");
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSql extends Refusal {
        PostgreSql(EmulatorDatabase database) {
            super(database, "Postgres function gen_random_uuid() is not supported");
        }
    }
}
