package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.ForeignKeyDefinition;
import dev.spannerkeys.testsupport.SqlQueries;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A foreign key from a table in the default schema to a table in a named schema, through the migration goals'
 * engine on a database that already has the named schema but none of the mapped objects: the first migration
 * does not create the schema again, the foreign key is created and enforced, reads back across the two schemas
 * (its referenced key lives in the named schema), so the migrated database has no difference and the next
 * migration does not add the foreign key a second time. (Emulator 1.5.28 reports the foreign key's own schema as
 * its {@code UNIQUE_CONSTRAINT_SCHEMA}; the reader then finds the referenced key by its name.)
 */
class CrossSchemaForeignKeyTest {

    @Entity(name = "CrossAccount")
    @Table(name = "Accounts", schema = "crm")
    public static class Account {
        @Id @BitReversedSequence(name = "AccountSeq", poolSize = 10) @Column(name = "AccountId") Long accountId;
        @Column(name = "Name") String name;
    }

    @Entity(name = "CrossInvoice")
    @Table(name = "Invoices")
    public static class Invoice {
        @Id @BitReversedSequence(name = "InvoiceSeq", poolSize = 10) @Column(name = "InvoiceId") Long invoiceId;
        @ManyToOne @JoinColumn(name = "AccountId") Account account;
    }

    abstract static class Contract {

        private final EmulatorDatabase database;
        private final SqlDialect dialect;

        Contract(EmulatorDatabase database) {
            this.database = database;
            this.dialect = database.dialect() == DatabaseDialect.POSTGRESQL ? SqlDialect.POSTGRESQL
                    : SqlDialect.GOOGLE_STANDARD_SQL;
        }

        String stored(String name) {
            return dialect == SqlDialect.POSTGRESQL ? name.toLowerCase(Locale.ROOT) : name;
        }

        @Test
        void aForeignKeyIntoANamedSchemaIsCreatedOnceAndReadBack() throws SQLException {
            MappedSchema mapped = OfflineSchemaTool.forClasses(Account.class, Invoice.class).dialects(dialect).run()
                    .mapped(dialect).orElseThrow();
            // The database already has the schema, empty.
            execute(List.of("CREATE SCHEMA crm"));

            MigrationPlan first = plan(mapped);
            assertTrue(first.statements().stream().noneMatch(sql -> sql.toUpperCase(Locale.ROOT).startsWith("CREATE SCHEMA")),
                    first.statements().toString());
            execute(first.statements());

            try (Connection connection = SqlQueries.connect(database)) {
                DatabaseSchema live = MappedMigrations.read(connection, mapped);
                assertEquals(1, live.foreignKeys().size(), live.foreignKeys().toString());
                ForeignKeyDefinition key = live.foreignKeys().get(0);
                assertEquals(List.of(stored("Invoices"), "crm." + stored("Accounts"), List.of(stored("AccountId"))),
                        List.of(key.table(), key.referencedTable(), key.referencedColumns()));
                assertEquals(List.of(), MappedMigrations.differences(mapped, live));
            }
            assertEquals(List.of(), plan(mapped).statements());

            // The key is enforced: an invoice of an account that does not exist is refused.
            assertThrows(SQLException.class, () -> execute(List.of(), "INSERT INTO " + stored("Invoices") + " ("
                    + stored("InvoiceId") + ", " + stored("AccountId") + ") VALUES (1, 42)"));
            assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM " + stored("Invoices")));
        }

        MigrationPlan plan(MappedSchema mapped) throws SQLException {
            try (Connection connection = SqlQueries.connect(database)) {
                return MappedMigrations.plan(mapped, MappedMigrations.read(connection, mapped),
                        new JdbcTableContents(connection), false);
            }
        }

        void execute(List<String> ddl, String... dml) throws SQLException {
            // One statement per batch: a batch of several resets the emulator's sequence counters.
            try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
                for (String sql : ddl) {
                    statement.execute(sql);
                }
                for (String sql : dml) {
                    statement.executeUpdate(sql);
                }
            }
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSql extends Contract {
        GoogleSql(EmulatorDatabase database) {
            super(database);
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSql extends Contract {
        PostgreSql(EmulatorDatabase database) {
            super(database);
        }
    }
}
