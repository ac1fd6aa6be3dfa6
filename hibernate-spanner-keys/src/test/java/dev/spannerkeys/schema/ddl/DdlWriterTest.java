package dev.spannerkeys.schema.ddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.schema.CheckDefinition;
import dev.spannerkeys.schema.ColumnDefinition;
import dev.spannerkeys.schema.IndexDefinition;
import dev.spannerkeys.schema.Interleave;
import dev.spannerkeys.schema.KeyPart;
import dev.spannerkeys.schema.MusicSchema;
import dev.spannerkeys.schema.OnDelete;
import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SchemaProblem;
import dev.spannerkeys.schema.SqlDialect;
import dev.spannerkeys.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The exact text of every form both writers print, including forms emulator 1.5.28 cannot run. */
class DdlWriterTest {

    private final DdlWriter googleSql = DdlWriter.forDialect(SqlDialect.GOOGLE_STANDARD_SQL);
    private final DdlWriter postgreSql = DdlWriter.forDialect(SqlDialect.POSTGRESQL);

    @Test
    void interleavedTableInBothDialects() {
        assertEquals("""
                CREATE TABLE Albums (
                  SingerId INT64 NOT NULL,
                  AlbumId INT64 NOT NULL,
                  AlbumTitle STRING(MAX)
                ) PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE""",
                googleSql.createTable(MusicSchema.albums()));
        assertEquals("""
                CREATE TABLE Albums (
                  SingerId INT64 NOT NULL,
                  AlbumId INT64 NOT NULL,
                  AlbumTitle STRING(MAX),
                  PRIMARY KEY (SingerId, AlbumId)
                ) INTERLEAVE IN PARENT Singers ON DELETE CASCADE""",
                postgreSql.createTable(MusicSchema.albums()));
        assertTrue(googleSql.createTable(MusicSchema.songs()).endsWith("INTERLEAVE IN PARENT Albums ON DELETE NO ACTION"));
    }

    /** Emulator 1.5.28 rejects this form in both dialects (1.5.41 accepts it), so it is checked as text. */
    @Test
    void interleaveWithoutParentConstraint() {
        TableDefinition colocated = MusicSchema.albums().interleavedIn(Interleave.colocatedWith("Singers"));
        assertTrue(googleSql.createTable(colocated).endsWith(") PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN Singers"),
                googleSql.createTable(colocated));
        assertTrue(postgreSql.createTable(colocated).endsWith("PRIMARY KEY (SingerId, AlbumId)\n) INTERLEAVE IN Singers"),
                postgreSql.createTable(colocated));
        assertThrows(IllegalArgumentException.class, () -> new Interleave("Singers", false, OnDelete.CASCADE));
    }

    @Test
    void descendingKeyPartsInGoogleSqlAndRefusedInPostgreSql() {
        assertTrue(googleSql.createTable(MusicSchema.accessLog()).endsWith(") PRIMARY KEY (UserId, LastAccess DESC)"));
        SchemaModel model = new SchemaModel(List.of(MusicSchema.accessLog()), List.of(), List.of());
        SchemaProblem problem = assertThrows(SchemaProblem.class, () -> postgreSql.requireSupported(model));
        assertEquals("UserAccessLog", problem.table());
        assertEquals(Optional.of("LastAccess"), problem.column());
        assertTrue(problem.getMessage().contains("no descending primary key parts"), problem.getMessage());
        assertTrue(problem.fix().contains("descending secondary index on (UserId, LastAccess DESC)"), problem.fix());
    }

    @Test
    void indexFormsInBothDialects() {
        List<IndexDefinition> indexes = MusicSchema.indexes();
        assertEquals("CREATE NULL_FILTERED INDEX SingersByLastName ON Singers (LastName) STORING (FirstName)",
                googleSql.createIndex(indexes.get(0)));
        assertEquals("CREATE INDEX SingersByLastName ON Singers (LastName) INCLUDE (FirstName) WHERE LastName IS NOT NULL",
                postgreSql.createIndex(indexes.get(0)));
        assertEquals("CREATE UNIQUE INDEX AlbumsByTitle ON Albums (SingerId, AlbumTitle DESC), INTERLEAVE IN Singers",
                googleSql.createIndex(indexes.get(1)));
        assertEquals("CREATE UNIQUE INDEX AlbumsByTitle ON Albums (SingerId, AlbumTitle DESC) INTERLEAVE IN Singers",
                postgreSql.createIndex(indexes.get(1)));
    }

    @Test
    void columnFillersPerDialect() {
        ColumnDefinition withDefault = ColumnDefinition.of("Id", "INT64").notNull().withDefault("GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)");
        ColumnDefinition generated = ColumnDefinition.of("Doubled", "INT64").generatedAs("Id * 2");
        ColumnDefinition hiddenIdentity = ColumnDefinition.of("rowid", "INT64").notNull().asIdentity().asHidden();
        assertEquals("ALTER TABLE T ADD COLUMN Id INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE s))",
                googleSql.addColumn("T", withDefault));
        assertEquals("ALTER TABLE T ADD COLUMN Doubled INT64 AS (Id * 2) STORED", googleSql.addColumn("T", generated));
        assertEquals("ALTER TABLE T ADD COLUMN Doubled INT64 GENERATED ALWAYS AS (Id * 2) STORED",
                postgreSql.addColumn("T", generated));
        assertEquals("ALTER TABLE T ADD COLUMN rowid INT64 NOT NULL GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE) HIDDEN",
                googleSql.addColumn("T", hiddenIdentity));
        assertEquals("ALTER TABLE T ADD COLUMN Id INT64 NOT NULL DEFAULT (0)",
                googleSql.addColumn("T", ColumnDefinition.of("Id", "INT64").notNull().withDefault("(0)")));
    }

    @Test
    void checksAreTableElements() {
        TableDefinition table = new TableDefinition("Shards", List.of(
                ColumnDefinition.of("ShardId", "INT64").notNull().withCheck(CheckDefinition.named("ShardRange", "ShardId >= 0")),
                ColumnDefinition.of("Id", "INT64").notNull()),
                List.of(KeyPart.ascending("ShardId"), KeyPart.ascending("Id")), Optional.empty(),
                List.of(CheckDefinition.unnamed("Id > 0")));
        assertEquals("""
                CREATE TABLE Shards (
                  ShardId INT64 NOT NULL,
                  Id INT64 NOT NULL,
                  CHECK (Id > 0),
                  CONSTRAINT ShardRange CHECK (ShardId >= 0)
                ) PRIMARY KEY (ShardId, Id)""", googleSql.createTable(table));
    }

    @Test
    void wholeSchemaDropsChildrenFirst() {
        SchemaModel model = MusicSchema.model();
        assertEquals(List.of("DROP TABLE IF EXISTS Songs", "DROP INDEX IF EXISTS AlbumsByTitle",
                "DROP TABLE IF EXISTS Albums", "DROP INDEX IF EXISTS SingersByLastName", "DROP TABLE IF EXISTS Singers",
                "DROP SEQUENCE IF EXISTS singer_seq"), DdlOrder.drop(model, googleSql));
    }
}
