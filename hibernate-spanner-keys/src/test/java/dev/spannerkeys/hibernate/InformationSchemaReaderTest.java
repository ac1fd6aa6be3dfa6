package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.schematool.InformationSchemaReader;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.ddl.DdlOrder;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.diff.SchemaComparison;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.ForeignKeyDefinition;
import dev.spannerkeys.internal.schema.live.SqlExpressions;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The live schema reader on hand-written DDL with every property it reads, in both dialects; and
 * its result as a model: printed by the DDL writer into a fresh database, it reads back the same.
 */
@SpannerEmulatorTest
class InformationSchemaReaderTest {

    @Test
    void readsAGoogleSqlSchema(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        SqlQueries.execute(database,
                "CREATE SEQUENCE s1 OPTIONS (sequence_kind = \"bit_reversed_positive\", skip_range_min = 1, "
                        + "skip_range_max = 1000, start_with_counter = 7)",
                "CREATE SEQUENCE s2 OPTIONS (sequence_kind = \"bit_reversed_positive\")",
                "CREATE TABLE P (Id INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE s1)), Name STRING(MAX), "
                        + "Tags ARRAY<STRING(100)>, Amount NUMERIC, Flag BOOL NOT NULL DEFAULT (false), "
                        + "Up STRING(20) AS (UPPER(Name)) STORED, Cnt INT64 DEFAULT (1+2), Guid STRING(36) DEFAULT (GENERATE_UUID()), "
                        + "CONSTRAINT ck_name CHECK (Name != ''), CHECK (Cnt > 0)) PRIMARY KEY (Id)",
                "CREATE TABLE C (Id INT64 NOT NULL, CId INT64 NOT NULL, Happened TIMESTAMP NOT NULL) "
                        + "PRIMARY KEY (Id, Happened DESC, CId), INTERLEAVE IN PARENT P ON DELETE CASCADE",
                "CREATE TABLE C2 (Id INT64 NOT NULL, X INT64 NOT NULL) PRIMARY KEY (Id, X), INTERLEAVE IN PARENT P",
                "CREATE TABLE R (RowId INT64 NOT NULL, PId INT64, CONSTRAINT fk_p FOREIGN KEY (PId) REFERENCES P (Id)) "
                        + "PRIMARY KEY (RowId)",
                "CREATE UNIQUE NULL_FILTERED INDEX ix1 ON P (Name DESC) STORING (Amount)",
                "CREATE INDEX ix2 ON C (Id, Happened), INTERLEAVE IN P",
                "CREATE INDEX ix3 ON P (Cnt)");
        DatabaseSchema schema = read(database);

        assertEquals(List.of(), schema.unread());
        TableDefinition p = schema.table("P").orElseThrow();
        assertEquals(List.of("Id INT64 NOT NULL", "Name STRING(MAX)", "Tags ARRAY<STRING(100)>", "Amount NUMERIC",
                "Flag BOOL NOT NULL", "Up STRING(20)", "Cnt INT64", "Guid STRING(36)"),
                p.columns().stream().map(InformationSchemaReaderTest::summary).toList());
        assertEquals(Optional.of("s1"), SqlExpressions.sequenceOf(p.column("Id").orElseThrow().defaultExpression().orElseThrow()));
        assertEquals(Optional.of("false"), p.column("Flag").orElseThrow().defaultExpression());
        assertEquals(Optional.of("1+2"), p.column("Cnt").orElseThrow().defaultExpression());
        assertEquals(Optional.of("GENERATE_UUID()"), p.column("Guid").orElseThrow().defaultExpression());
        assertEquals(Optional.of("UPPER(Name)"), p.column("Up").orElseThrow().generatedExpression());
        assertEquals(List.of(KeyPart.ascending("Id")), p.primaryKey());
        assertEquals(Optional.empty(), p.interleave());
        assertEquals(Set.of("ck_name: Name != ''", "Cnt > 0"), checks(p));

        TableDefinition c = schema.table("C").orElseThrow();
        assertEquals(List.of(KeyPart.ascending("Id"), KeyPart.descending("Happened"), KeyPart.ascending("CId")), c.primaryKey());
        assertEquals(Optional.of(Interleave.inParent("P", OnDelete.CASCADE)), c.interleave());
        assertEquals(Optional.of(Interleave.inParent("P", OnDelete.NO_ACTION)), schema.table("C2").orElseThrow().interleave());

        assertEquals(new IndexDefinition("ix1", "P", List.of(KeyPart.descending("Name")), true, true, List.of("Amount"),
                Optional.empty()), schema.index("ix1").orElseThrow());
        assertEquals(new IndexDefinition("ix2", "C", List.of(KeyPart.ascending("Id"), KeyPart.ascending("Happened")),
                false, false, List.of(), Optional.of("P")), schema.index("ix2").orElseThrow());
        assertEquals(IndexDefinition.on("ix3", "P", List.of(KeyPart.ascending("Cnt"))), schema.index("ix3").orElseThrow());
        assertEquals(3, schema.indexes().size(), "the foreign key's managed index is not listed: " + schema.indexes());

        assertEquals(List.of(new SequenceDefinition("s1", 7, 1, 1000), SequenceDefinition.named("s2")),
                schema.sequences().stream().sorted((a, b) -> a.name().compareTo(b.name())).toList());
        assertEquals(List.of(new ForeignKeyDefinition("fk_p", "R", List.of("PId"), "P", List.of("Id"), OnDelete.NO_ACTION)),
                schema.foreignKeys());

        assertReadsBackTheSame(emulator, schema);
    }

    @Test
    void readsAPostgreSqlSchema(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        SqlQueries.execute(database,
                "CREATE SEQUENCE s1 BIT_REVERSED_POSITIVE SKIP RANGE 1 1000 START COUNTER 7",
                "CREATE TABLE p (id bigint NOT NULL DEFAULT nextval('s1'), name varchar, name2 varchar(255), "
                        + "tags varchar(100)[], amount numeric, ts timestamptz, flag boolean NOT NULL DEFAULT false, "
                        + "up varchar(20) GENERATED ALWAYS AS (upper(name)) STORED, cnt bigint DEFAULT (1+2), "
                        + "guid varchar(36) DEFAULT spanner.generate_uuid(), CONSTRAINT ck_name CHECK (name <> ''), "
                        + "PRIMARY KEY (id))",
                "CREATE TABLE c (id bigint NOT NULL, cid bigint NOT NULL, happened timestamptz NOT NULL, "
                        + "PRIMARY KEY (id, happened, cid)) INTERLEAVE IN PARENT p ON DELETE CASCADE",
                "CREATE TABLE odd (id bigint NOT NULL, \"say\"\"hi\" timestamptz, PRIMARY KEY (id))",
                "CREATE TABLE r (rowid bigint NOT NULL, pid bigint, CONSTRAINT fk_p FOREIGN KEY (pid) REFERENCES p (id), "
                        + "PRIMARY KEY (rowid))",
                "CREATE UNIQUE INDEX ix1 ON p (name DESC) INCLUDE (amount)",
                "CREATE INDEX ix2 ON c (id, happened) INTERLEAVE IN p",
                "CREATE INDEX ix3 ON p (cnt, name2) WHERE cnt IS NOT NULL AND name2 IS NOT NULL",
                "CREATE INDEX ix4 ON p (cnt, name2) WHERE cnt IS NOT NULL",
                "CREATE INDEX ix5 ON p (name2 DESC)");
        DatabaseSchema schema = read(database);

        // A name the database holds but the library cannot carry (a quote character inside) is not silently
        // dropped: it is listed.
        assertEquals(1, schema.unread().size(), schema.unread().toString());
        assertTrue(schema.unread().get(0).startsWith("table odd: Column name 'say\"hi' cannot name a Spanner column, "
                + "even quoted: it contains '\"'"), schema.unread().toString());
        assertEquals(Optional.empty(), schema.table("odd"));
        TableDefinition p = schema.table("p").orElseThrow();
        assertEquals(List.of("id bigint NOT NULL", "name character varying", "name2 character varying(255)",
                "tags character varying(100)[]", "amount numeric", "ts timestamp with time zone", "flag boolean NOT NULL",
                "up character varying(20)", "cnt bigint", "guid character varying(36)"),
                p.columns().stream().map(InformationSchemaReaderTest::summary).toList());
        assertEquals(Optional.of("s1"), SqlExpressions.sequenceOf(p.column("id").orElseThrow().defaultExpression().orElseThrow()));
        assertEquals(Optional.of("spanner.generate_uuid()"), p.column("guid").orElseThrow().defaultExpression());
        assertEquals(Optional.of("upper(name)"), p.column("up").orElseThrow().generatedExpression());
        assertEquals(1, p.checks().size());
        assertEquals(Optional.of("ck_name"), p.checks().get(0).name());

        TableDefinition c = schema.table("c").orElseThrow();
        assertEquals(List.of(KeyPart.ascending("id"), KeyPart.ascending("happened"), KeyPart.ascending("cid")), c.primaryKey());
        assertEquals(Optional.of(Interleave.inParent("p", OnDelete.CASCADE)), c.interleave());

        assertEquals(new IndexDefinition("ix1", "p", List.of(KeyPart.descending("name")), true, false, List.of("amount"),
                Optional.empty()), schema.index("ix1").orElseThrow());
        assertEquals(Optional.of("p"), schema.index("ix2").orElseThrow().interleaveIn());
        assertTrue(schema.index("ix3").orElseThrow().nullFiltered(), "WHERE on every key column is null filtering");
        assertFalse(schema.index("ix4").orElseThrow().nullFiltered(), "a filter on some key columns is not");
        assertEquals(List.of(KeyPart.descending("name2")), schema.index("ix5").orElseThrow().columns());
        assertFalse(schema.index("ix5").orElseThrow().nullFiltered());

        assertEquals(List.of(new SequenceDefinition("s1", 7, 1, 1000)), schema.sequences());
        assertEquals(List.of(new ForeignKeyDefinition("fk_p", "r", List.of("pid"), "p", List.of("id"), OnDelete.NO_ACTION)),
                schema.foreignKeys());

        assertReadsBackTheSame(emulator, schema);
    }

    /** The snapshot as a model, created in a fresh database with the DDL writer, reads back without a difference. */
    private static void assertReadsBackTheSame(SpannerEmulator emulator, DatabaseSchema schema) throws SQLException {
        SchemaModel model = schema.toModel();
        DatabaseDialect dialect = schema.dialect() == SqlDialect.GOOGLE_STANDARD_SQL
                ? DatabaseDialect.GOOGLE_STANDARD_SQL : DatabaseDialect.POSTGRESQL;
        EmulatorDatabase copy = emulator.newDatabase(dialect);
        SqlQueries.execute(copy, DdlOrder.creation(model, DdlWriter.forDialect(schema.dialect())).toArray(String[]::new));
        assertEquals(List.of(), SchemaComparison.compare(model, read(copy), Set.of()));
    }

    private static String summary(ColumnDefinition column) {
        return column.name() + " " + column.type() + (column.nullable() ? "" : " NOT NULL");
    }

    private static Set<String> checks(TableDefinition table) {
        return Set.copyOf(table.checks().stream()
                .map(check -> check.name().filter(name -> !name.startsWith("CK_")).map(name -> name + ": ").orElse("")
                        + check.expression())
                .toList());
    }

    private static DatabaseSchema read(EmulatorDatabase database) throws SQLException {
        try (Connection connection = SqlQueries.connect(database)) {
            return InformationSchemaReader.read(connection, database.dialect() == DatabaseDialect.GOOGLE_STANDARD_SQL
                    ? SqlDialect.GOOGLE_STANDARD_SQL : SqlDialect.POSTGRESQL);
        }
    }

}
