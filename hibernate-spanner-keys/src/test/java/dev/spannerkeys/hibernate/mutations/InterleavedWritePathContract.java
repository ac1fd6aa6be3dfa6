package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.testsupport.SampledByDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.exception.ConstraintViolationException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Mutations into tables this library's schema export created from {@code @Interleaved}: the shape
 * DESIGN.md shows, a generated parent key and an interleaved child with a generated key part.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SampledByDialect(cover = DatabaseDialect.POSTGRESQL)
abstract class InterleavedWritePathContract {

    @Entity(name = "Band")
    @Table(name = "bands")
    public static class Band {
        @Id
        @BitReversedSequence(name = "band_seq")
        Long bandId;
        String name;
    }

    public record TrackKey(Long bandId, Long trackId) implements Serializable {
    }

    @Entity(name = "Track")
    @Table(name = "tracks")
    @IdClass(TrackKey.class)
    @Interleaved(in = Band.class, onDeleteCascade = true)
    public static class Track {
        @Id
        Long bandId;
        @Id
        @BitReversedSequence(name = "track_seq")
        Long trackId;
        String title;

        Track() {
        }

        Track(Long bandId, String title) {
            this.bandId = bandId;
            this.title = title;
        }
    }

    private final EmulatorDatabase database;
    private SessionFactory factory;

    InterleavedWritePathContract(EmulatorDatabase database) {
        this.database = database;
    }

    @BeforeAll
    void createSchema() {
        factory = WritePathFactories.create(database, WriteMode.MUTATIONS_AT_COMMIT, "create", Band.class, Track.class);
    }

    @AfterAll
    void closeFactory() {
        factory.close();
    }

    @BeforeEach
    void emptyTables() throws SQLException {
        WritePathFactories.truncate(database, List.of("bands", "tracks"));
        factory.getStatistics().clear();
    }

    @Test
    void parentsAndInterleavedChildrenWithGeneratedKeysAreOneCommitOfMutations() throws SQLException {
        List<Band> bands = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int b = 0; b < 500; b++) {
                Band band = new Band();
                band.name = "band " + b;
                session.persist(band);
                bands.add(band);
                for (int t = 0; t < 4; t++) {
                    session.persist(new Track(band.bandId, "track " + t));
                }
            }
        });
        assertEquals(0, factory.getStatistics().getPrepareStatementCount());
        assertEquals(500, SqlQueries.rowCount(database, "bands"));
        assertEquals(2000, SqlQueries.rowCount(database, "tracks"));

        factory.inTransaction(session -> session.remove(session.find(Band.class, bands.get(0).bandId)));
        assertEquals(499, SqlQueries.rowCount(database, "bands"));
        assertEquals(1996, SqlQueries.rowCount(database, "tracks"), "the delete mutation cascaded");
    }

    @Test
    void aChildWithoutItsParentFailsTheCommitAndWritesNothing() throws SQLException {
        try (Session session = factory.openSession()) {
            Transaction transaction = session.beginTransaction();
            Band band = new Band();
            band.name = "real";
            session.persist(band);
            session.persist(new Track(band.bandId, "fine"));
            session.persist(new Track(band.bandId + 1, "orphan"));
            assertThrows(ConstraintViolationException.class, transaction::commit);
        }
        assertEquals(0, SqlQueries.rowCount(database, "bands"));
        assertEquals(0, SqlQueries.rowCount(database, "tracks"));
    }
}
