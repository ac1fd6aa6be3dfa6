package dev.spannerkeys.internal.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The cross-object rules the model enforces, each with its location and fix. */
class SchemaModelTest {

    @Test
    void ordersParentsFirstAndKnowsAncestors() {
        SchemaModel model = MusicSchema.model();
        assertEquals(List.of("Singers", "Albums", "Songs"), model.tables().stream().map(TableDefinition::name).toList());
        assertEquals(List.of("Albums", "Singers"), model.ancestors("Songs").stream().map(TableDefinition::name).toList());
        assertEquals(List.of("Albums"), model.children("singers").stream().map(TableDefinition::name).toList());
        assertEquals("Songs", model.tablesChildrenFirst().get(0).name());
    }

    @Test
    void childKeyMustStartWithTheParentKey() {
        TableDefinition swapped = TableDefinition.root("Albums", MusicSchema.albums().columns(),
                List.of(KeyPart.ascending("AlbumId"), KeyPart.ascending("SingerId")))
                .interleavedIn(Interleave.inParent("Singers", OnDelete.CASCADE));
        SchemaProblem problem = problem(swapped);
        assertEquals(Optional.of("AlbumId"), problem.column());
        assertTrue(problem.getMessage().contains("must start with the key of Singers (SingerId)"), problem.getMessage());

        TableDefinition wrongType = TableDefinition.root("Albums", List.of(
                ColumnDefinition.of("SingerId", "STRING(36)").notNull(), ColumnDefinition.of("AlbumId", "INT64").notNull()),
                List.of(KeyPart.ascending("SingerId"), KeyPart.ascending("AlbumId")))
                .interleavedIn(Interleave.inParent("Singers", OnDelete.CASCADE));
        assertTrue(problem(wrongType).getMessage().contains("has type STRING(36)"));

        TableDefinition wrongOrder = TableDefinition.root("Albums", MusicSchema.albums().columns(),
                List.of(KeyPart.descending("SingerId"), KeyPart.ascending("AlbumId")))
                .interleavedIn(Interleave.inParent("Singers", OnDelete.CASCADE));
        assertTrue(problem(wrongOrder).getMessage().contains("sorted DESC"));
    }

    @Test
    void missingParentAndCycles() {
        assertTrue(assertThrows(SchemaProblem.class, () -> new SchemaModel(List.of(MusicSchema.albums()), List.of(), List.of()))
                .getMessage().contains("not a table of this schema"));
        TableDefinition a = TableDefinition.root("A", List.of(ColumnDefinition.of("Id", "INT64")), List.of(KeyPart.ascending("Id")))
                .interleavedIn(Interleave.inParent("B", OnDelete.CASCADE));
        TableDefinition b = TableDefinition.root("B", List.of(ColumnDefinition.of("Id", "INT64")), List.of(KeyPart.ascending("Id")))
                .interleavedIn(Interleave.inParent("A", OnDelete.CASCADE));
        assertTrue(assertThrows(SchemaProblem.class, () -> new SchemaModel(List.of(a, b), List.of(), List.of()))
                .getMessage().contains("interleaved in itself"));
    }

    @Test
    void indexRules() {
        assertIndexProblem(new IndexDefinition("ByNothing", "Singers", List.of(KeyPart.ascending("Nickname")), false, false,
                List.of(), Optional.empty()), "does not have");
        assertIndexProblem(new IndexDefinition("StoresKey", "Singers", List.of(KeyPart.ascending("LastName")), false, false,
                List.of("SingerId"), Optional.empty()), "a primary key column");
        assertIndexProblem(new IndexDefinition("WrongParent", "Singers", List.of(KeyPart.ascending("SingerId")), false,
                false, List.of(), Optional.of("Albums")), "not Singers or one of its ancestors");
        assertIndexProblem(new IndexDefinition("NoPrefix", "Albums", List.of(KeyPart.ascending("AlbumTitle")), false,
                false, List.of(), Optional.of("Singers")), "must start with that table's key (SingerId)");
        IndexDefinition first = IndexDefinition.on("Twice", "Singers", List.of(KeyPart.ascending("LastName")));
        IndexDefinition second = IndexDefinition.on("twice", "Albums", List.of(KeyPart.ascending("AlbumTitle")));
        SchemaProblem duplicate = assertThrows(SchemaProblem.class, () -> new SchemaModel(
                List.of(MusicSchema.singers(), MusicSchema.albums()), List.of(first, second), List.of()));
        assertTrue(duplicate.getMessage().contains("two indexes have this name"), duplicate.getMessage());
    }

    @Test
    void identifiersAreCheckedBeforeAnythingIsPrinted() {
        // Reserved keywords and spaces are names (quoted where printed); quotes, dots and backslashes are not.
        assertThrows(IllegalArgumentException.class, () -> ColumnDefinition.of("Name`; DROP TABLE Singers", "INT64"));
        assertThrows(IllegalArgumentException.class, () -> KeyPart.ascending("Singers.Name"));
        assertThrows(IllegalArgumentException.class, () -> IndexDefinition.on("By\"Name", "Singers",
                List.of(KeyPart.ascending("LastName"))));
        assertThrows(IllegalArgumentException.class, () -> Interleave.inParent("Singers'--", OnDelete.CASCADE));
    }

    private static SchemaProblem problem(TableDefinition albums) {
        return assertThrows(SchemaProblem.class,
                () -> new SchemaModel(List.of(MusicSchema.singers(), albums), List.of(), List.of()));
    }

    private static void assertIndexProblem(IndexDefinition index, String expected) {
        SchemaProblem problem = assertThrows(SchemaProblem.class, () -> new SchemaModel(
                List.of(MusicSchema.singers(), MusicSchema.albums()), List.of(index), List.of()));
        assertEquals(Optional.of(index.name()), problem.index());
        assertTrue(problem.getMessage().contains(expected), problem.getMessage());
    }
}
