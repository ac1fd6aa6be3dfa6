package dev.spannerkeys.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Alphabetical statement lists, as Hibernate's schema tools produce them, put into Spanner's order. */
class DdlStatementOrderTest {

    private final DdlStatementOrder order = new DdlStatementOrder(MusicSchema.model());

    @Test
    void createsParentsBeforeChildrenAndIndexesAfterTheirTable() {
        List<String> alphabetical = List.of(
                "CREATE SEQUENCE singer_seq OPTIONS (sequence_kind = \"bit_reversed_positive\")",
                "CREATE TABLE Albums (...) PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE",
                "CREATE UNIQUE INDEX AlbumsByTitle ON Albums (SingerId, AlbumTitle DESC), INTERLEAVE IN Singers",
                "CREATE TABLE Singers (...) PRIMARY KEY (SingerId)",
                "CREATE TABLE Songs (...) PRIMARY KEY (SingerId, AlbumId, TrackId), INTERLEAVE IN PARENT Albums",
                "CREATE TABLE Unrelated (...) PRIMARY KEY (Id)");
        assertEquals(List.of(alphabetical.get(0), alphabetical.get(3), alphabetical.get(1), alphabetical.get(2),
                alphabetical.get(4), alphabetical.get(5)), order.order(alphabetical));
    }

    @Test
    void aChildWhoseParentAlreadyExistsStaysWhereItIs() {
        List<String> update = List.of("CREATE TABLE Songs (...) PRIMARY KEY (SingerId, AlbumId, TrackId)",
                "ALTER TABLE Singers ADD COLUMN Nickname STRING(MAX)");
        assertEquals(update, order.order(update));
    }

    @Test
    void dropsChildrenBeforeParents() {
        List<String> alphabetical = List.of("ALTER TABLE Other DROP CONSTRAINT FK1",
                "DROP INDEX IF EXISTS AlbumsByTitle", "DROP TABLE IF EXISTS Albums",
                "DROP INDEX IF EXISTS SingersByLastName", "DROP TABLE IF EXISTS Singers",
                "DROP TABLE IF EXISTS Songs", "DROP SEQUENCE IF EXISTS singer_seq");
        assertEquals(List.of(alphabetical.get(0), alphabetical.get(1), alphabetical.get(3), alphabetical.get(5),
                alphabetical.get(2), alphabetical.get(4), alphabetical.get(6)), order.order(alphabetical));
    }
}
