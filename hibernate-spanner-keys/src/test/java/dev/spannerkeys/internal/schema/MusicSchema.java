package dev.spannerkeys.internal.schema;

import java.util.List;
import java.util.Optional;

/** Test fixture: Singers → Albums → Songs, a descending history table, and one index of each form. */
public final class MusicSchema {

    private MusicSchema() {
    }

    public static TableDefinition singers() {
        return TableDefinition.root("Singers", List.of(
                ColumnDefinition.of("SingerId", "INT64").notNull(),
                ColumnDefinition.of("FirstName", "STRING(100)"),
                ColumnDefinition.of("LastName", "STRING(100)")),
                List.of(KeyPart.ascending("SingerId")));
    }

    public static TableDefinition albums() {
        return TableDefinition.root("Albums", List.of(
                ColumnDefinition.of("SingerId", "INT64").notNull(),
                ColumnDefinition.of("AlbumId", "INT64").notNull(),
                ColumnDefinition.of("AlbumTitle", "STRING(MAX)")),
                List.of(KeyPart.ascending("SingerId"), KeyPart.ascending("AlbumId")))
                .interleavedIn(Interleave.inParent("Singers", OnDelete.CASCADE));
    }

    public static TableDefinition songs() {
        return TableDefinition.root("Songs", List.of(
                ColumnDefinition.of("SingerId", "INT64").notNull(),
                ColumnDefinition.of("AlbumId", "INT64").notNull(),
                ColumnDefinition.of("TrackId", "INT64").notNull(),
                ColumnDefinition.of("SongName", "STRING(MAX)")),
                List.of(KeyPart.ascending("SingerId"), KeyPart.ascending("AlbumId"), KeyPart.ascending("TrackId")))
                .interleavedIn(Interleave.inParent("Albums", OnDelete.NO_ACTION));
    }

    public static TableDefinition accessLog() {
        return TableDefinition.root("UserAccessLog", List.of(
                ColumnDefinition.of("UserId", "INT64").notNull(),
                ColumnDefinition.of("LastAccess", "TIMESTAMP").notNull()),
                List.of(KeyPart.ascending("UserId"), KeyPart.descending("LastAccess")));
    }

    public static List<IndexDefinition> indexes() {
        return List.of(
                new IndexDefinition("SingersByLastName", "Singers", List.of(KeyPart.ascending("LastName")), false, true,
                        List.of("FirstName"), Optional.empty()),
                new IndexDefinition("AlbumsByTitle", "Albums",
                        List.of(KeyPart.ascending("SingerId"), KeyPart.descending("AlbumTitle")), true, false,
                        List.of(), Optional.of("Singers")));
    }

    public static SchemaModel model() {
        // Listed children first on purpose: the model orders parents first.
        return new SchemaModel(List.of(songs(), albums(), singers()), indexes(),
                List.of(new SequenceDefinition("singer_seq", 1, 0, 0)));
    }
}
