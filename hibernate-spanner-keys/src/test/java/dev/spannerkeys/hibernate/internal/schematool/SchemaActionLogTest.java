package dev.spannerkeys.hibernate.internal.schematool;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The schema action's INFO line counts what the statements create and change, by kind. */
class SchemaActionLogTest {

    @Test
    void countsTablesSequencesIndexesAndChangesByKind() {
        List<String> statements = List.of(
                "CREATE SEQUENCE singer_seq OPTIONS (sequence_kind = \"bit_reversed_positive\")",
                "create table Singers (\n  SingerId INT64 NOT NULL\n) PRIMARY KEY (SingerId)",
                "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL) PRIMARY KEY (SingerId, AlbumId), "
                        + "INTERLEAVE IN PARENT Singers ON DELETE CASCADE",
                "CREATE NULL_FILTERED INDEX SingersByLastName ON Singers (LastName)",
                "create unique index AlbumsByTitle on Albums (AlbumTitle)",
                "CREATE INDEX AlbumsBySinger ON Albums (SingerId)",
                "ALTER TABLE Singers ADD COLUMN Nickname STRING(MAX)",
                "alter table Albums add constraint FK foreign key (SingerId) references Singers (SingerId)");

        assertEquals("2 tables, 1 sequence, 3 indexes, 2 table changes", SchemaActionLog.counts(statements));
    }

    @Test
    void namesStatementsOfOtherKindsAndAnEmptyList() {
        assertEquals("1 schema, 1 other statement",
                SchemaActionLog.counts(List.of("CREATE SCHEMA store", "DROP INDEX Old")));
        assertEquals("nothing", SchemaActionLog.counts(List.of()));
    }
}
