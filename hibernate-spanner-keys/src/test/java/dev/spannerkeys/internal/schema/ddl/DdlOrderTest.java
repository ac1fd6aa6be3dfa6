package dev.spannerkeys.internal.schema.ddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.MusicSchema;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Statement lists in the alphabetical order Hibernate's schema tools visit objects, put into Spanner's order. */
class DdlOrderTest {

    private final SchemaModel model = MusicSchema.model();
    private final DdlWriter writer = DdlWriter.forDialect(SqlDialect.GOOGLE_STANDARD_SQL);
    private final DdlOrder order = DdlOrder.of(model, writer);

    private String create(String table) {
        return writer.createTable(model.table(table).orElseThrow());
    }

    @Test
    void createsSequencesFirstThenParentsBeforeChildrenThenIndexesThenEverythingElse() {
        String sequence = writer.createSequence(model.sequences().get(0));
        String albumsIndex = writer.createIndex(model.index("AlbumsByTitle").orElseThrow());
        String foreignKey = "ALTER TABLE Other ADD CONSTRAINT FK1 FOREIGN KEY (SingerId) REFERENCES Singers (SingerId)";
        List<String> alphabetical = List.of(create("Albums"), albumsIndex, foreignKey, create("Singers"), create("Songs"),
                sequence);
        List<String> ordered = order.forCreation(alphabetical);
        assertEquals(List.of(sequence, create("Singers"), create("Albums"), create("Songs"), albumsIndex, foreignKey),
                ordered);
    }

    @Test
    void anAddedColumnRunsAfterTheSequenceItsDefaultDrawsFrom() {
        TableDefinition singers = model.table("Singers").orElseThrow();
        String addKeyDefault = writer.addColumn("Singers", singers.columns().get(0));
        String sequence = writer.createSequence(model.sequences().get(0));
        assertEquals(List.of(sequence, addKeyDefault), order.forCreation(List.of(addKeyDefault, sequence)));
    }

    @Test
    void anIndexDroppedQuietlyBeforeItIsCreatedStaysBeforeTheCreate() {
        // Schema update on a new table drops each unique index "quietly" before creating it.
        String index = writer.createIndex(model.index("AlbumsByTitle").orElseThrow());
        String drop = dropIndex("AlbumsByTitle");
        String foreignKey = "ALTER TABLE Other ADD CONSTRAINT FK1 FOREIGN KEY (SingerId) REFERENCES Singers (SingerId)";
        assertEquals(List.of(drop, create("Singers"), create("Albums"), index, foreignKey),
                order.forCreation(List.of(create("Albums"), create("Singers"), index, drop, foreignKey)));
    }

    @Test
    void dropsForeignKeysFirstThenIndexesAndChildrenBeforeParentsThenSequences() {
        String foreignKey = "ALTER TABLE Other DROP CONSTRAINT FK1";
        List<String> alphabetical = List.of(writer.dropTable("Albums"), dropIndex("AlbumsByTitle"),
                writer.dropSequence("singer_seq"), writer.dropTable("Singers"), foreignKey,
                dropIndex("SingersByLastName"), writer.dropTable("Songs"));
        List<String> ordered = order.forDrop(alphabetical);
        assertEquals(foreignKey, ordered.get(0));
        assertTrue(ordered.indexOf(writer.dropTable("Songs")) < ordered.indexOf(writer.dropTable("Albums")));
        assertTrue(ordered.indexOf(writer.dropTable("Albums")) < ordered.indexOf(writer.dropTable("Singers")));
        assertTrue(ordered.indexOf(dropIndex("AlbumsByTitle")) < ordered.indexOf(writer.dropTable("Albums")));
        assertTrue(ordered.indexOf(dropIndex("SingersByLastName")) < ordered.indexOf(writer.dropTable("Singers")));
        assertEquals(writer.dropSequence("singer_seq"), ordered.get(ordered.size() - 1));
    }

    @Test
    void wholeModelDropIsAlreadyInOrder() {
        List<String> drop = DdlOrder.drop(model, writer);
        assertEquals(drop, order.forDrop(reversed(drop)));
    }

    private static List<String> reversed(List<String> statements) {
        List<String> copy = new ArrayList<>(statements);
        Collections.reverse(copy);
        return copy;
    }

    private String dropIndex(String name) {
        return writer.dropIndex(model.index(name).orElseThrow());
    }
}
