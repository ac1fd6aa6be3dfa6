package dev.spannerkeys.zoo.music;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * A label's catalogue service: signing singers with their albums, tracks, genres and a concert;
 * remastering tracks, retitling albums, renaming singers; dropping singers with their concerts and
 * albums, whose tracks Spanner deletes with them (interleaved {@code ON DELETE CASCADE}).
 */
final class MusicWrites implements ZooWrites {

    private static final int ALBUMS = 2;
    private static final int TRACKS = 2;
    private static final List<String> GENRES = List.of("jazz", "soul", "blues", "funk");
    private static final Instant FIRST_CONCERT = Instant.parse("2026-06-01T19:30:00Z");

    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Singer> singers = new ArrayList<>();
        List<Album> albums = new ArrayList<>();
        List<Track> tracks = new ArrayList<>();
        List<Concert> concerts = new ArrayList<>();
        List<Genre> genres = new ArrayList<>();
        factory.inTransaction(session -> {
            for (String name : GENRES) {
                Genre genre = new Genre(name);
                session.persist(genre);
                genres.add(genre);
            }
            for (int i = 0; i < aggregates; i++) {
                Singer singer = new Singer("First" + i, "Last" + i);
                session.persist(singer);
                singers.add(singer);
                for (int a = 0; a < ALBUMS; a++) {
                    Album album = new Album(singer, "Album " + i + "-" + a, LocalDate.of(2020 + a, 1, 1 + i));
                    album.getGenres().add(genres.get((i + a) % genres.size()));
                    session.persist(album);
                    albums.add(album);
                    for (int t = 1; t <= TRACKS; t++) {
                        Track track = new Track(album, t, "Track " + t, Duration.ofSeconds(120 + i + t));
                        session.persist(track);
                        tracks.add(track);
                    }
                }
                Concert concert = new Concert(singer, FIRST_CONCERT.plusSeconds(86_400L * i),
                        OffsetDateTime.of(2026, 6, 1, 18, 0, 0, 0, ZoneOffset.ofHours(2)).plusDays(i));
                session.persist(concert);
                concerts.add(concert);
            }
        });
        expected.put("genre", byId(genres, Genre::getGenreId, Genre::getName));
        expected.put("singer", byId(singers, Singer::getSingerId, MusicWrites::describe));
        expectAlbums(albums);
        expected.put("track", byId(tracks, MusicWrites::key, MusicWrites::describe));
        expected.put("concert", byId(concerts, Concert::getConcertId, MusicWrites::describe));
        return genres.size() + aggregates * (1 + ALBUMS * (1 + 1 + TRACKS) + 1);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Singer> singers = new ArrayList<>();
        List<Album> albums = new ArrayList<>();
        List<Track> tracks = new ArrayList<>();
        factory.inTransaction(session -> {
            List<Genre> genres = session.createSelectionQuery("from Genre order by name", Genre.class).getResultList();
            for (Singer singer : session.createSelectionQuery("from Singer", Singer.class).getResultList()) {
                if (number(singer) % 3 == 0) {
                    singer.setLastName(singer.getLastName() + " Jr.");
                }
                singers.add(singer);
            }
            for (Album album : albums(session)) {
                if (number(album.getSinger()) % 3 == 1) {
                    album.retitle(album.getTitle() + " (Deluxe)", album.getReleaseDate().plusYears(1));
                    album.getGenres().add(genres.get(0));
                }
                albums.add(album);
            }
            for (Track track : session.createSelectionQuery("from Track", Track.class).getResultList()) {
                if (track.getTrackNumber() == 1) {
                    track.remaster(track.getTitle() + " (Remastered)", track.getLength().plusSeconds(3));
                }
                tracks.add(track);
            }
        });
        expected.put("singer", byId(singers, Singer::getSingerId, MusicWrites::describe));
        expectAlbums(albums);
        expected.put("track", byId(tracks, MusicWrites::key, MusicWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Long> dropped = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Singer singer : session.createSelectionQuery("from Singer", Singer.class).getResultList()) {
                if (number(singer) % 4 != 3) {
                    continue;
                }
                // The concerts refer to the singer by a foreign key, the genre links to the albums: remove
                // the concerts and the albums (Hibernate deletes their genre links), then the singer.
                // Spanner deletes the tracks inside the albums' rows (ON DELETE CASCADE).
                session.createSelectionQuery("from Album a where a.singerId = :singer", Album.class)
                        .setParameter("singer", singer.getSingerId()).getResultList().forEach(session::remove);
                session.createSelectionQuery("from Concert c where c.singer = :singer", Concert.class)
                        .setParameter("singer", singer).getResultList().forEach(session::remove);
                session.remove(singer);
                dropped.add(singer.getSingerId());
            }
        });
        expected.get("singer").keySet().removeAll(dropped);
        expected.get("album").keySet().removeIf(key -> dropped.contains(singerOf(key)));
        expected.get("album genres").keySet().removeIf(key -> dropped.contains(singerOf(key)));
        expected.get("track").keySet().removeIf(key -> dropped.contains(singerOf(key)));
        expected.get("concert").values().removeIf(text -> dropped.contains(Long.valueOf(text.split(" ")[0])));
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("genre", byId(session.createSelectionQuery("from Genre", Genre.class).getResultList(),
                    Genre::getGenreId, Genre::getName));
            stored.put("singer", byId(session.createSelectionQuery("from Singer", Singer.class).getResultList(),
                    Singer::getSingerId, MusicWrites::describe));
            List<Album> albums = albums(session);
            stored.put("album", byId(albums, MusicWrites::key, MusicWrites::describe));
            stored.put("album genres", byId(albums, MusicWrites::key, MusicWrites::genres));
            stored.put("track", byId(session.createSelectionQuery("from Track", Track.class).getResultList(),
                    MusicWrites::key, MusicWrites::describe));
            stored.put("concert", byId(session.createSelectionQuery("from Concert c join fetch c.singer",
                    Concert.class).getResultList(), Concert::getConcertId, MusicWrites::describe));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        Map<String, Long> rows = new TreeMap<>();
        rows.put("Genres", (long) expected.get("genre").size());
        rows.put("Singers", (long) expected.get("singer").size());
        rows.put("Albums", (long) expected.get("album").size());
        rows.put("AlbumGenres", expected.get("album genres").values().stream()
                .mapToLong(text -> text.isEmpty() ? 0 : text.split(",").length).sum());
        rows.put("Tracks", (long) expected.get("track").size());
        rows.put("Concerts", (long) expected.get("concert").size());
        return rows;
    }

    private void expectAlbums(List<Album> albums) {
        expected.put("album", byId(albums, MusicWrites::key, MusicWrites::describe));
        expected.put("album genres", byId(albums, MusicWrites::key, MusicWrites::genres));
    }

    private static List<Album> albums(Session session) {
        return session.createSelectionQuery("select a from Album a join fetch a.singer "
                + "left join fetch a.genres", Album.class).getResultList();
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static String key(Album album) {
        return album.getSingerId() + "/" + album.getAlbumId();
    }

    private static String key(Track track) {
        return track.getSingerId() + "/" + track.getAlbumId() + "/" + track.getTrackNumber();
    }

    private static Long singerOf(Object key) {
        return Long.valueOf(key.toString().split("/")[0]);
    }

    private static int number(Singer singer) {
        return Integer.parseInt(singer.getFirstName().substring("First".length()));
    }

    private static String describe(Singer singer) {
        return singer.getFirstName() + " " + singer.getLastName() + " v" + singer.getVersion();
    }

    private static String describe(Album album) {
        return album.getTitle() + " " + album.getReleaseDate() + " by " + album.getSinger().getFirstName();
    }

    private static String genres(Album album) {
        return String.join(",", album.getGenres().stream().map(Genre::getName).sorted().toList());
    }

    private static String describe(Track track) {
        return track.getTitle() + " " + track.getLength();
    }

    private static String describe(Concert concert) {
        return concert.getSinger().getSingerId() + " " + concert.getStartsAt() + " doors "
                + concert.getDoorsOpen().toInstant();
    }
}
