package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.NamedSchemaTest.Customer;
import dev.spannerkeys.hibernate.NamedSchemaTest.Note;
import dev.spannerkeys.hibernate.NamedSchemaTest.NoteWithAuthor;
import dev.spannerkeys.hibernate.NamedSchemaTest.Order;
import dev.spannerkeys.hibernate.NamedSchemaTest.Product;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.testsupport.SqlQueries;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The migration goals' engine ({@link MappedMigrations}) with entities in a named schema: the first migration
 * from an empty database creates the schema before anything in it, the migrated database reads back (every
 * schema the mapping uses) without a difference, the next migration is empty, and a new column becomes one
 * {@code ALTER TABLE} on the qualified table. The offline {@code ddl} script starts with {@code CREATE SCHEMA}.
 */
class NamedSchemaMigrationTest {

    abstract static class Contract {

        private final EmulatorDatabase database;
        private final SqlDialect dialect;

        Contract(EmulatorDatabase database) {
            this.database = database;
            this.dialect = database.dialect() == DatabaseDialect.POSTGRESQL ? SqlDialect.POSTGRESQL
                    : SqlDialect.GOOGLE_STANDARD_SQL;
        }

        MappedSchema mapped(Class<?>... entities) {
            return OfflineSchemaTool.forClasses(entities).dialects(dialect).run().mapped(dialect).orElseThrow();
        }

        MigrationPlan plan(MappedSchema mapped) throws SQLException {
            try (Connection connection = SqlQueries.connect(database)) {
                return MappedMigrations.plan(mapped, MappedMigrations.read(connection, mapped),
                        new JdbcTableContents(connection), false);
            }
        }

        void apply(List<String> statements) throws SQLException {
            // One statement per batch: a batch of several resets the emulator's sequence counters.
            try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
                for (String sql : statements) {
                    statement.execute(sql);
                }
            }
        }

        @Test
        void migrationsCreateTheSchemaFirstAndReadItBackWithoutDifferences() throws SQLException {
            OfflineSchema offline = OfflineSchemaTool.forClasses(Customer.class, Order.class, Note.class, Product.class)
                    .dialects(dialect).run();
            assertTrue(offline.script(dialect).strip().toLowerCase(Locale.ROOT).startsWith("create schema sales"),
                    offline.script(dialect));

            MappedSchema mapped = mapped(Customer.class, Order.class, Note.class, Product.class);
            MigrationPlan first = plan(mapped);
            assertEquals("CREATE SCHEMA sales", first.statements().get(0), first.statements().toString());
            apply(first.statements());
            assertEquals(4, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.tables WHERE "
                    + "table_schema IN ('sales', '" + (dialect == SqlDialect.POSTGRESQL ? "public" : "") + "') "
                    + "AND table_type = 'BASE TABLE'"));
            try (Connection connection = SqlQueries.connect(database)) {
                assertEquals(List.of(), MappedMigrations.differences(mapped, MappedMigrations.read(connection, mapped)));
            }
            assertEquals(List.of(), plan(mapped).statements());

            MigrationPlan next = plan(mapped(Customer.class, Order.class, NoteWithAuthor.class, Product.class));
            assertEquals(1, next.statements().size(), next.statements().toString());
            assertTrue(next.statements().get(0).toLowerCase(Locale.ROOT).startsWith("alter table sales.notes add column"),
                    next.statements().toString());
            apply(next.statements());
            assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.columns WHERE "
                    + "table_schema = 'sales' AND lower(column_name) = 'author'"));
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
