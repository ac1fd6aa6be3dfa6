package dev.spannerkeys.internal.schema.ddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.CommitTimestamps;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.diff.MigrationPlan;
import dev.spannerkeys.internal.schema.diff.MigrationPlanner;
import dev.spannerkeys.internal.schema.diff.SchemaComparison;
import dev.spannerkeys.internal.schema.diff.SchemaDifference;
import dev.spannerkeys.internal.schema.diff.TableContents;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.InformationSchema;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A column that takes commit timestamps: its DDL in both dialects, its read-back and its comparison. */
class CommitTimestampColumnTest {

    private static TableDefinition notes(ColumnDefinition updatedAt) {
        return TableDefinition.root("Notes", List.of(ColumnDefinition.of("Id", "INT64").notNull(), updatedAt),
                List.of(KeyPart.ascending("Id")));
    }

    @Test
    void googleSqlAllowsCommitTimestampsInTheColumnOptions() {
        DdlWriter writer = DdlWriter.forDialect(SqlDialect.GOOGLE_STANDARD_SQL);
        ColumnDefinition column = ColumnDefinition.of("UpdatedAt", "TIMESTAMP").notNull().acceptingCommitTimestamps();
        assertEquals("CREATE TABLE Notes (\n  Id INT64 NOT NULL,\n  UpdatedAt TIMESTAMP NOT NULL "
                + "OPTIONS (allow_commit_timestamp = true)\n) PRIMARY KEY (Id)", writer.createTable(notes(column)));
        assertEquals("ALTER TABLE Notes ALTER COLUMN UpdatedAt SET OPTIONS (allow_commit_timestamp = true)",
                writer.setCommitTimestamp("Notes", column));
        assertEquals("ALTER TABLE Notes ALTER COLUMN UpdatedAt SET OPTIONS (allow_commit_timestamp = null)",
                writer.setCommitTimestamp("Notes", ColumnDefinition.of("UpdatedAt", "TIMESTAMP")));
    }

    @Test
    void postgreSqlUsesTheCommitTimestampType() {
        DdlWriter writer = DdlWriter.forDialect(SqlDialect.POSTGRESQL);
        ColumnDefinition column = ColumnDefinition.of("updated_at", "timestamp with time zone").acceptingCommitTimestamps();
        assertEquals("CREATE TABLE Notes (\n  Id INT64 NOT NULL,\n  updated_at spanner.commit_timestamp,\n"
                + "  PRIMARY KEY (Id)\n)", writer.createTable(notes(column)));
        assertEquals("ALTER TABLE Notes ALTER COLUMN updated_at TYPE spanner.commit_timestamp",
                writer.setCommitTimestamp("Notes", column));
    }

    @Test
    void theLiveSchemaReportsTheOptionAndThePostgreSqlType() {
        DatabaseSchema google = new InformationSchema(SqlDialect.GOOGLE_STANDARD_SQL)
                .add(new InformationSchema.TableRow("Notes", null, null, null))
                .add(new InformationSchema.ColumnRow("Notes", "UpdatedAt", 2, "TIMESTAMP", true, null, null, false, false))
                .add(new InformationSchema.ColumnRow("Notes", "Plain", 3, "TIMESTAMP", true, null, null, false, false))
                .add(new InformationSchema.ColumnOptionRow("Notes", "UpdatedAt", "allow_commit_timestamp", "TRUE"))
                .toSchema();
        assertTrue(google.table("Notes").orElseThrow().column("UpdatedAt").orElseThrow().commitTimestamp());
        assertFalse(google.table("Notes").orElseThrow().column("Plain").orElseThrow().commitTimestamp());
        DatabaseSchema postgres = new InformationSchema(SqlDialect.POSTGRESQL)
                .add(new InformationSchema.TableRow("notes", null, null, null))
                .add(new InformationSchema.ColumnRow("notes", "updated_at", 2, "spanner.commit_timestamp", true, null, null,
                        false, false))
                .toSchema();
        assertTrue(postgres.table("notes").orElseThrow().column("updated_at").orElseThrow().commitTimestamp());
    }

    @Test
    void aMissingOptionIsOneDifference() {
        SchemaModel model = new SchemaModel(List.of(notes(ColumnDefinition.of("UpdatedAt", "TIMESTAMP")
                .acceptingCommitTimestamps())), List.of(), List.of());
        DatabaseSchema database = new DatabaseSchema(SqlDialect.GOOGLE_STANDARD_SQL,
                List.of(notes(ColumnDefinition.of("UpdatedAt", "TIMESTAMP"))), List.of(), List.of(), List.of(), List.of());
        List<SchemaDifference> differences = SchemaComparison.compare(model, database, Set.of());
        assertEquals(1, differences.size(), differences.toString());
        assertEquals("commit timestamp", differences.get(0).property());
    }

    @Test
    void theNextMigrationTurnsTheOptionOn() throws SQLException {
        SchemaModel model = new SchemaModel(List.of(notes(ColumnDefinition.of("UpdatedAt", "TIMESTAMP")
                .acceptingCommitTimestamps())), List.of(), List.of());
        DatabaseSchema database = new DatabaseSchema(SqlDialect.GOOGLE_STANDARD_SQL,
                List.of(notes(ColumnDefinition.of("UpdatedAt", "TIMESTAMP"))), List.of(), List.of(), List.of(), List.of());
        TableContents populated = new TableContents() {
            @Override
            public boolean hasRows(String table) {
                return true;
            }

            @Override
            public boolean hasDuplicates(String table, List<String> columns, boolean nullFiltered) {
                return false;
            }
        };
        MigrationPlan plan = MigrationPlanner.plan(model,
                database, DdlWriter.forDialect(SqlDialect.GOOGLE_STANDARD_SQL), populated, Set.of(), false);
        assertEquals(List.of("ALTER TABLE Notes ALTER COLUMN UpdatedAt SET OPTIONS (allow_commit_timestamp = true)"),
                plan.statements());
    }

    @Test
    void theWriteExpressionIsRecognizedInBothDialects() {
        for (SqlDialect dialect : SqlDialect.values()) {
            assertTrue(CommitTimestamps.isPending(CommitTimestamps.pending(dialect)));
            assertTrue(CommitTimestamps.isPending(" " + CommitTimestamps.pending(dialect).toLowerCase(java.util.Locale.ROOT)));
        }
        assertFalse(CommitTimestamps.isPending("?"));
        assertFalse(CommitTimestamps.isPending("COALESCE(PENDING_COMMIT_TIMESTAMP(), ?)"));
        assertFalse(CommitTimestamps.isPending("CURRENT_TIMESTAMP()"));
    }
}
