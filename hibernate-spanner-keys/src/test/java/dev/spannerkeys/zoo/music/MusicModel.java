package dev.spannerkeys.zoo.music;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import dev.spannerkeys.zoo.music.v2.Review;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;

/**
 * Spanner's own example schema as an application maps it with Hibernate's default naming and
 * explicit PascalCase names: Singers → Albums → Tracks interleaved three levels deep with cascading
 * deletes, a migrated sequence with skip range and start counter, a many-to-many join table keyed by
 * the interleaved album, interleaved, unique, null-filtered and descending indexes, a UUID key as
 * BYTES(16), an AttributeConverter, {@code @Version}.
 */
public final class MusicModel implements ZooModel {

    private static final Instant STARTS = Instant.parse("2026-06-01T19:30:00Z");

    @Override
    public String name() {
        return "music";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Singer.class, Album.class, Track.class, Genre.class, Concert.class);
    }

    @Override
    public void writeAndRead(SessionFactory factory) {
        Album album = writeAlbum(factory, "Nina", "Blue");
        factory.inTransaction(session -> {
            session.persist(new Track(album, 1, "Intro", Duration.ofSeconds(95)));
            session.persist(new Concert(album.getSinger(), STARTS, OffsetDateTime.of(2026, 6, 1, 20, 0, 0, 0,
                    ZoneOffset.ofHours(2))));
        });
        factory.inTransaction(session -> {
            Album read = session.find(Album.class, new AlbumKey(album.getSingerId(), album.getAlbumId()));
            assertEquals("Blue", read.getTitle());
            assertEquals("Nina Blue", read.getSinger().getLastName());
            assertEquals("jazz", read.getGenres().iterator().next().getName());
            Track track = session.find(Track.class, new TrackKey(album.getSingerId(), album.getAlbumId(), 1));
            assertEquals(Duration.ofSeconds(95), track.getLength());
            Concert concert = session.createQuery("from Concert c where c.singer.singerId = :singer", Concert.class)
                    .setParameter("singer", album.getSingerId()).getSingleResult();
            assertEquals(STARTS, concert.getStartsAt());
            assertEquals(Instant.parse("2026-06-01T18:00:00Z"), concert.getDoorsOpen().toInstant());
        });
    }

    /** A singer with an album in a genre; the singer's key lies past the migrated range. */
    static Album writeAlbum(SessionFactory factory, String firstName, String title) {
        return factory.fromTransaction(session -> {
            Singer singer = new Singer(firstName, firstName + " " + title);
            session.persist(singer);
            if (singer.getSingerId() <= 1_000_000) {
                throw new AssertionError("the key " + singer.getSingerId() + " is in the skipped range");
            }
            Genre genre = new Genre(title.equals("Blue") ? "jazz" : "soul-" + firstName);
            session.persist(genre);
            Album album = new Album(singer, title, LocalDate.of(2026, 1, 15));
            album.getGenres().add(genre);
            session.persist(album);
            return album;
        });
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(Singer.class, Album.class, dev.spannerkeys.zoo.music.v2.Track.class, Genre.class,
                dev.spannerkeys.zoo.music.v2.Concert.class, Review.class);
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(Singer.class, Album.class, dev.spannerkeys.zoo.music.v2.Track.class, Genre.class,
                dev.spannerkeys.zoo.music.v2.Concert.class, Review.class, dev.spannerkeys.zoo.music.v3.Tour.class);
    }


    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        Album album = writeAlbum(factory, "Otis", "Dock");
        factory.inTransaction(session -> {
            var track = new dev.spannerkeys.zoo.music.v2.Track(album, 1, "Sittin'", Duration.ofSeconds(164));
            track.setBpm(104);
            session.persist(track);
            var concert = new dev.spannerkeys.zoo.music.v2.Concert(album.getSinger(), STARTS, null);
            concert.setVenue("Monterey");
            session.persist(concert);
            session.persist(new Review(album, 5, "timeless"));
        });
        factory.inTransaction(session -> {
            List<Integer> tempos = session.createQuery("select t.bpm from Track t order by t.title",
                    Integer.class).getResultList();
            assertEquals(2, tempos.size(), "the first version's track is still there");
            assertEquals(104, tempos.stream().filter(java.util.Objects::nonNull).findFirst().orElseThrow());
            assertEquals("timeless", session.createQuery("select r.body from Review r", String.class).getSingleResult());
            assertEquals(List.of("Monterey"), session.createQuery(
                    "select c.venue from Concert c where c.venue is not null", String.class).getResultList());
        });
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return Map.of("@Version", "is versioned: its optimistic-lock check needs DML");
    }

    @Override
    public ZooWrites writes() {
        return new MusicWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("Hibernate default naming", "@Version", "@IdClass", "@Interleaved three levels",
                "@ManyToOne", "@ManyToMany", "@ManyToMany join table keyed by an interleaved entity",
                "@Convert(AttributeConverter)", "@Lob String", "LocalDate", "Instant", "OffsetDateTime",
                "@RandomUuid", "@RandomUuid(storage = BYTES16)", "@BitReversedSequence",
                "@BitReversedSequence skip range and start counter", "@SpannerIndex(nullFiltered, storing)",
                "@SpannerIndex(interleaveIn)", "@SpannerIndex(unique)", "@SpannerIndex DESC column",
                "@Column(unique = true)");
    }
}
