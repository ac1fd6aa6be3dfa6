package dev.spannerkeys.internal.schema.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The comparison on hand-built models: one difference per property, named for the reader. */
class SchemaComparisonTest {

    private static final ColumnDefinition SINGER_ID = ColumnDefinition.of("SingerId", "int64").notNull()
            .withDefault("GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq)");

    private static TableDefinition singers(ColumnDefinition... extra) {
        List<ColumnDefinition> columns = new java.util.ArrayList<>(List.of(SINGER_ID,
                ColumnDefinition.of("Name", "string(255)")));
        columns.addAll(List.of(extra));
        return TableDefinition.root("Singers", columns, List.of(KeyPart.ascending("SingerId")));
    }

    private static TableDefinition albums(Optional<Interleave> interleave) {
        return new TableDefinition("Albums", List.of(ColumnDefinition.of("SingerId", "int64").notNull(),
                ColumnDefinition.of("AlbumId", "int64").notNull(), ColumnDefinition.of("Title", "string(255)")),
                List.of(KeyPart.ascending("SingerId"), KeyPart.ascending("AlbumId")), interleave, List.of());
    }

    private static DatabaseSchema database(List<TableDefinition> tables, List<IndexDefinition> indexes,
            List<SequenceDefinition> sequences) {
        return new DatabaseSchema(SqlDialect.GOOGLE_STANDARD_SQL, tables, indexes, sequences, List.of(), List.of());
    }

    private static List<String> differences(SchemaModel model, DatabaseSchema database) {
        return SchemaComparison.compare(model, database, Set.of()).stream().map(SchemaDifference::describe).toList();
    }

    @Test
    void anEqualSchemaHasNoDifference() {
        SchemaModel model = new SchemaModel(List.of(singers()), List.of(), List.of(SequenceDefinition.named("singer_seq")));
        DatabaseSchema database = database(List.of(TableDefinition.root("SINGERS", List.of(
                ColumnDefinition.of("singerid", "INT64").notNull().withDefault("GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq)"),
                ColumnDefinition.of("NAME", "STRING(255)")), List.of(KeyPart.ascending("SINGERID")))),
                List.of(), List.of(SequenceDefinition.named("SINGER_SEQ")));
        assertEquals(List.of(), differences(model, database));
    }

    @Test
    void eachPropertyIsOneDifference() {
        SchemaModel model = new SchemaModel(
                List.of(singers(ColumnDefinition.of("Email", "string(100)").notNull()),
                        albums(Optional.of(Interleave.inParent("Singers", OnDelete.CASCADE)))),
                List.of(new IndexDefinition("AlbumsByTitle", "Albums", List.of(KeyPart.ascending("SingerId"),
                        KeyPart.descending("Title")), true, true, List.of(), Optional.of("Singers"))),
                List.of(new SequenceDefinition("singer_seq", 1000, 0, 0)));
        DatabaseSchema database = database(
                List.of(TableDefinition.root("Singers", List.of(ColumnDefinition.of("SingerId", "INT64").notNull(),
                        ColumnDefinition.of("Email", "STRING(50)"), ColumnDefinition.of("Born", "DATE")),
                        List.of(KeyPart.ascending("SingerId"))), albums(Optional.empty())),
                List.of(IndexDefinition.on("AlbumsByTitle", "Albums", List.of(KeyPart.ascending("SingerId"),
                        KeyPart.ascending("Title")))),
                List.of(SequenceDefinition.named("singer_seq"), SequenceDefinition.named("old_seq")));
        assertEquals(List.of(
                "table Singers, column SingerId: default: expected GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq), actual none",
                "table Singers, column Name: in the mapping as string(255), not in the database",
                "table Singers, column Email: length: expected string(100), actual STRING(50)",
                "table Singers, column Email: nullability: expected NOT NULL, actual nullable",
                "table Singers, column Born: in the database as DATE, not in the mapping (removed or renamed?)",
                "table Albums: interleaving: expected INTERLEAVE IN PARENT Singers ON DELETE CASCADE, actual not interleaved",
                "table Albums, index AlbumsByTitle: columns: expected (SingerId, Title DESC), actual (SingerId, Title)",
                "table Albums, index AlbumsByTitle: unique: expected true, actual false",
                "table Albums, index AlbumsByTitle: null filtered: expected true, actual false",
                "table Albums, index AlbumsByTitle: interleaved in: expected Singers, actual none",
                "sequence singer_seq: start counter: expected 1000, actual 1",
                "sequence old_seq: in the database as startCounter=1, no skip range, not in the mapping (removed or renamed?)"),
                differences(model, database));
    }

    @Test
    void validationFailsOnKeysInterleavingKeyDefaultsArraysAndIndexesOnly() {
        SchemaModel model = new SchemaModel(List.of(singers(ColumnDefinition.of("Tags", "ARRAY<string(100)>"),
                ColumnDefinition.of("Bio", "string(100)"))), List.of(), List.of(SequenceDefinition.named("singer_seq")));
        DatabaseSchema database = database(List.of(TableDefinition.root("Singers", List.of(
                ColumnDefinition.of("SingerId", "INT64").notNull(), ColumnDefinition.of("Name", "STRING(255)").notNull(),
                ColumnDefinition.of("Tags", "ARRAY<STRING(10)>"), ColumnDefinition.of("Bio", "STRING(10)")),
                List.of(KeyPart.ascending("SingerId")))), List.of(), List.of(SequenceDefinition.named("singer_seq")));
        List<SchemaDifference> all = SchemaComparison.compare(model, database, Set.of());
        assertEquals(List.of(
                "table Singers, column SingerId: default: expected GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_seq), actual none",
                "table Singers, column Tags: length: expected ARRAY<string(100)>, actual ARRAY<STRING(10)>"),
                SchemaValidation.failures(model, SqlDialect.GOOGLE_STANDARD_SQL, all).stream()
                        .map(SchemaDifference::describe).toList());
        assertEquals(4, all.size(), "also the nullability of Name and the length of Bio, which validate leaves to update's report");
    }
}
