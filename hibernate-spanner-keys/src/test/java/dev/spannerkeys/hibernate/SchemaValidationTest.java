package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code validate} against a database that differs from the mapping in everything Hibernate's own
 * validator does not compare: a key column's sequence default, an array's element length, a
 * {@code DESC} key part, the interleaving (ON DELETE, parent), and index properties (column order,
 * unique, null filtering, stored columns, interleaving). One failure lists them all, each naming
 * table, column or index, the property, expected and actual.
 */
@SpannerEmulatorTest
class SchemaValidationTest {

    @Entity(name = "Shelf")
    @Table(name = "Shelves")
    @SpannerIndex(name = "ShelvesByName", columns = "Name DESC", nullFiltered = true, storing = "Code")
    public static class Shelf {
        @Id @BitReversedSequence(name = "shelf_seq") @Column(name = "ShelfId") Long shelfId;
        @Column(name = "Labels", length = 100) String[] labels;
        @Column(name = "Name") String name;
        @Column(name = "Code") String code;
    }

    public static class BookKey implements Serializable {
        Long shelfId;
        Long bookId;

        @Override
        public boolean equals(Object other) {
            return other instanceof BookKey that && Objects.equals(shelfId, that.shelfId) && Objects.equals(bookId, that.bookId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shelfId, bookId);
        }
    }

    /** GoogleSQL: the newest book first. */
    @Entity(name = "Book")
    @Table(name = "Books")
    @IdClass(BookKey.class)
    @Interleaved(in = Shelf.class, onDeleteCascade = true)
    @SpannerIndex(name = "BooksByTitle", columns = {"ShelfId", "Title"}, unique = true, interleaveIn = Shelf.class)
    public static class Book {
        @Id @Column(name = "ShelfId") Long shelfId;
        @Id @Descending @Column(name = "BookId") Long bookId;
        @Column(name = "Title") String title;
    }

    /** PostgreSQL has no DESC key parts. */
    @Entity(name = "AscendingBook")
    @Table(name = "Books")
    @IdClass(BookKey.class)
    @Interleaved(in = Shelf.class, onDeleteCascade = true)
    @SpannerIndex(name = "BooksByTitle", columns = {"ShelfId", "Title"}, unique = true, interleaveIn = Shelf.class)
    public static class AscendingBook {
        @Id @Column(name = "ShelfId") Long shelfId;
        @Id @Column(name = "BookId") Long bookId;
        @Column(name = "Title") String title;
    }

    public static class StickerKey implements Serializable {
        Long shelfId;
        Long stickerId;

        @Override
        public boolean equals(Object other) {
            return other instanceof StickerKey that && Objects.equals(shelfId, that.shelfId)
                    && Objects.equals(stickerId, that.stickerId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shelfId, stickerId);
        }
    }

    @Entity(name = "Sticker")
    @Table(name = "Stickers")
    @IdClass(StickerKey.class)
    @Interleaved(in = Shelf.class)
    public static class Sticker {
        @Id @Column(name = "ShelfId") Long shelfId;
        @Id @Column(name = "StickerId") Long stickerId;
    }

    @Test
    void validateNamesEveryDifferenceInGoogleSql(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        SqlQueries.execute(database,
                "CREATE SEQUENCE shelf_seq OPTIONS (sequence_kind = \"bit_reversed_positive\")",
                "CREATE TABLE Shelves (ShelfId INT64 NOT NULL, Code STRING(255), Labels ARRAY<STRING(50)>, "
                        + "Name STRING(255)) PRIMARY KEY (ShelfId)",
                "CREATE TABLE Books (ShelfId INT64 NOT NULL, BookId INT64 NOT NULL, Title STRING(255)) "
                        + "PRIMARY KEY (ShelfId, BookId), INTERLEAVE IN PARENT Shelves ON DELETE NO ACTION",
                "CREATE TABLE Stickers (ShelfId INT64 NOT NULL, StickerId INT64 NOT NULL) PRIMARY KEY (ShelfId, StickerId)",
                "CREATE INDEX ShelvesByName ON Shelves (Name)",
                "CREATE INDEX BooksByTitle ON Books (ShelfId, Title)");
        assertFailures(database, Set.of(
                "table Shelves, column ShelfId: default: expected GET_NEXT_SEQUENCE_VALUE(SEQUENCE shelf_seq), actual none",
                "table Shelves, column Labels: length: expected ARRAY<string(100)>, actual ARRAY<STRING(50)>",
                "table Books: primary key: the database has PRIMARY KEY (ShelfId, BookId), the mapping declares "
                        + "PRIMARY KEY (ShelfId, BookId DESC)",
                "table Books: interleaving: expected INTERLEAVE IN PARENT Shelves ON DELETE CASCADE, actual "
                        + "INTERLEAVE IN PARENT Shelves ON DELETE NO ACTION",
                "table Stickers: interleaving: expected INTERLEAVE IN PARENT Shelves ON DELETE NO ACTION, actual "
                        + "not interleaved",
                "table Shelves, index ShelvesByName: columns: expected (Name DESC), actual (Name)",
                "table Shelves, index ShelvesByName: null filtered: expected true, actual false",
                "table Shelves, index ShelvesByName: storing: expected (Code), actual ()",
                "table Books, index BooksByTitle: unique: expected true, actual false",
                "table Books, index BooksByTitle: interleaved in: expected Shelves, actual none"),
                Shelf.class, Book.class, Sticker.class);
    }

    @Test
    void validateNamesEveryDifferenceInPostgreSql(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        SqlQueries.execute(database,
                "CREATE SEQUENCE shelf_seq BIT_REVERSED_POSITIVE",
                "CREATE TABLE shelves (shelfid bigint NOT NULL, code varchar(255), labels varchar(50)[], "
                        + "name varchar(255), PRIMARY KEY (shelfid))",
                "CREATE TABLE books (shelfid bigint NOT NULL, bookid bigint NOT NULL, title varchar(255), "
                        + "PRIMARY KEY (shelfid, bookid)) INTERLEAVE IN PARENT shelves ON DELETE NO ACTION",
                "CREATE TABLE stickers (shelfid bigint NOT NULL, stickerid bigint NOT NULL, PRIMARY KEY (shelfid, stickerid))",
                "CREATE INDEX shelvesbyname ON shelves (name)",
                "CREATE INDEX booksbytitle ON books (shelfid, title)");
        assertFailures(database, Set.of(
                "table Shelves, column ShelfId: default: expected nextval('shelf_seq'), actual none",
                "table Shelves, column Labels: length: expected varchar(100) array, actual character varying(50)[]",
                "table Books: interleaving: expected INTERLEAVE IN PARENT Shelves ON DELETE CASCADE, actual "
                        + "INTERLEAVE IN PARENT shelves ON DELETE NO ACTION",
                "table Stickers: interleaving: expected INTERLEAVE IN PARENT Shelves ON DELETE NO ACTION, actual "
                        + "not interleaved",
                "table Shelves, index ShelvesByName: columns: expected (Name DESC), actual (name)",
                "table Shelves, index ShelvesByName: null filtered: expected true, actual false",
                "table Shelves, index ShelvesByName: storing: expected (Code), actual ()",
                "table Books, index BooksByTitle: unique: expected true, actual false",
                "table Books, index BooksByTitle: interleaved in: expected Shelves, actual none"),
                Shelf.class, AscendingBook.class, Sticker.class);
    }

    private static void assertFailures(EmulatorDatabase database, Set<String> expected, Class<?>... entities) {
        RuntimeException error = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "validate", "spanner.keys.advisor", "off"), entities).close());
        String message = error.getMessage();
        List<String> lines = message.lines().skip(1).map(String::strip).toList();
        assertEquals(expected, lines.stream().collect(Collectors.toSet()), message);
        assertEquals("Schema validation found " + expected.size() + " differences between the mapping and the database:",
                message.lines().findFirst().orElseThrow());
    }
}
