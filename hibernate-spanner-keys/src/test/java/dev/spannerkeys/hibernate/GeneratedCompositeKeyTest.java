package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * The shape DESIGN.md shows: a generated parent key, and an interleaved child whose own key part
 * comes from a bit-reversed sequence inside an {@code @IdClass} key.
 */
@SpannerEmulatorTest
class GeneratedCompositeKeyTest {

    @Entity(name = "Singer")
    public static class Singer {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 10) Long singerId;
        String name;
    }

    public static class AlbumKey implements Serializable {
        Long singerId;
        Long albumId;

        AlbumKey() {
        }

        AlbumKey(Long singerId, Long albumId) {
            this.singerId = singerId;
            this.albumId = albumId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof AlbumKey key && Objects.equals(singerId, key.singerId) && Objects.equals(albumId, key.albumId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(singerId, albumId);
        }
    }

    @Entity(name = "Album")
    @IdClass(AlbumKey.class)
    @Interleaved(in = Singer.class, onDeleteCascade = true)
    public static class Album {
        @Id Long singerId;
        @Id @BitReversedSequence(name = "album_seq", poolSize = 10) Long albumId;
        String title;
    }

    @Test
    void childKeyPartsAreDrawnFromTheirOwnSequence(EmulatorDatabase database) throws SQLException {
        CountingSpannerDriver.reset();
        List<AlbumKey> keys = new ArrayList<>();
        try (SessionFactory factory = TestSessionFactories.create(database, Singer.class, Album.class)) {
            factory.inTransaction(session -> {
                for (int s = 0; s < 3; s++) {
                    Singer singer = new Singer();
                    singer.name = "singer " + s;
                    session.persist(singer);
                    for (int a = 0; a < 5; a++) {
                        Album album = new Album();
                        album.singerId = singer.singerId;
                        album.title = "album " + s + "." + a;
                        session.persist(album);
                        keys.add(new AlbumKey(album.singerId, album.albumId));
                    }
                }
            });
            assertEquals(15, new HashSet<>(keys).size());
            for (int i = 0; i < keys.size(); i++) {
                assertEquals(BitReversal.reverse(i + 1), keys.get(i).albumId, "albums draw counters 1, 2, 3, ... of album_seq");
            }
            // 3 singers from one pool of 10, 15 albums from two pools of 10.
            assertEquals(3, CountingSpannerDriver.counts().sequenceFetches());
            try (Session session = factory.openSession()) {
                assertNotNull(session.find(Album.class, keys.get(7)));
            }
        }
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            try (ResultSet rows = statement.executeQuery("SELECT PARENT_TABLE_NAME, ON_DELETE_ACTION FROM INFORMATION_SCHEMA.TABLES "
                    + "WHERE TABLE_NAME = 'Album'")) {
                assertTrue(rows.next());
                assertEquals("Singer", rows.getString(1));
                assertEquals("CASCADE", rows.getString(2));
            }
            statement.executeUpdate("DELETE FROM Singer WHERE singerId = " + keys.get(0).singerId);
            try (ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM Album")) {
                assertTrue(rows.next());
                assertEquals(10, rows.getLong(1), "the first singer's 5 albums went with it");
            }
        }
    }
}
