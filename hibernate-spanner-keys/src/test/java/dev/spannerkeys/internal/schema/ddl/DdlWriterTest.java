package dev.spannerkeys.internal.schema.ddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.MusicSchema;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
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

    /** A renderer that marks every kind of name, so a name printed without it shows. */
    private static final SpannerIdentifiers.Renderer MARKED = new SpannerIdentifiers.Renderer() {
        @Override
        public String table(String table) {
            return "s.<" + table + ">";
        }

        @Override
        public String column(String table, String column) {
            return "<" + column + ">";
        }

        @Override
        public String index(String table, String index) {
            return "s.<" + index + ">";
        }

        @Override
        public String qualifiedIndex(String table, String index) {
            return "s.<" + index + ">!";
        }

        @Override
        public String sequence(String sequence) {
            return "s.<" + sequence + ">";
        }

        @Override
        public String sequenceLiteral(String sequence) {
            return "s." + sequence;
        }

        @Override
        public String constraint(String table, String constraint) {
            return "<" + constraint + ">";
        }
    };

    @Test
    void everyNameIsPrintedThroughTheRenderer() {
        DdlWriter marked = DdlWriter.forDialect(SqlDialect.GOOGLE_STANDARD_SQL, MARKED);
        TableDefinition checked = new TableDefinition("T", List.of(ColumnDefinition.of("Id", "INT64").notNull(),
                ColumnDefinition.of("Name", "STRING(10)")), List.of(KeyPart.descending("Id")),
                Optional.of(Interleave.inParent("P", OnDelete.CASCADE)), List.of(CheckDefinition.named("Ck", "TRUE")));
        assertEquals("""
                CREATE TABLE s.<T> (
                  <Id> INT64 NOT NULL,
                  <Name> STRING(10),
                  CONSTRAINT <Ck> CHECK (TRUE)
                ) PRIMARY KEY (<Id> DESC), INTERLEAVE IN PARENT s.<P> ON DELETE CASCADE""", marked.createTable(checked));
        IndexDefinition index = new IndexDefinition("ByName", "T", List.of(KeyPart.ascending("Name")), true, true,
                List.of("Id"), Optional.of("P"));
        assertEquals("CREATE UNIQUE NULL_FILTERED INDEX s.<ByName> ON s.<T> (<Name>) STORING (<Id>), INTERLEAVE IN s.<P>",
                marked.createIndex(index));
        assertEquals("CREATE UNIQUE INDEX s.<ByName> ON s.<T> (<Name>) INCLUDE (<Id>) INTERLEAVE IN s.<P> "
                + "WHERE <Name> IS NOT NULL", DdlWriter.forDialect(SqlDialect.POSTGRESQL, MARKED).createIndex(index));
        assertEquals("ALTER TABLE s.<T> ADD COLUMN <Name> STRING(10)", marked.addColumn("T", checked.columns().get(1)));
        assertEquals("DROP TABLE IF EXISTS s.<T>", marked.dropTable("T"));
        assertEquals("DROP INDEX IF EXISTS s.<ByName>!", marked.dropIndex(index));
        assertEquals("CREATE SEQUENCE s.<seq> OPTIONS (sequence_kind = \"bit_reversed_positive\")",
                marked.createSequence(SequenceDefinition.named("seq")));
        assertEquals("DROP SEQUENCE IF EXISTS s.<seq>", marked.dropSequence("seq"));
        assertEquals("SELECT GET_NEXT_SEQUENCE_VALUE(SEQUENCE s.<seq>) FROM UNNEST(GENERATE_ARRAY(1, ?))",
                marked.sequenceDdl().fetchPool("seq"));
        assertEquals("nextval('s.seq')", new SequenceDdl(SqlDialect.POSTGRESQL, MARKED).columnDefault("seq"));
        assertEquals("SELECT spanner.get_internal_sequence_state('s.seq')",
                new SequenceDdl(SqlDialect.POSTGRESQL, MARKED).internalState("seq"));
    }
}
