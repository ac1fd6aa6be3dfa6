package dev.spannerkeys.examples.musicstore;

import java.time.LocalDate;
import java.util.List;

/**
 * The JSON bodies of the REST API. Ids are 64-bit numbers spread over the whole positive range:
 * JavaScript clients should read them as strings (they exceed 2<sup>53</sup>).
 */
public final class MusicApi {

    private MusicApi() {
    }

    /**
     * A singer to create, with albums and their songs.
     *
     * @param firstName first name
     * @param lastName last name
     * @param albums albums, may be empty
     */
    public record NewSinger(String firstName, String lastName, List<NewAlbum> albums) {
        /** Normalizes a missing album list to an empty one. */
        public NewSinger {
            albums = albums == null ? List.of() : List.copyOf(albums);
        }
    }

    /**
     * An album to create.
     *
     * @param title title
     * @param songs songs, may be empty
     */
    public record NewAlbum(String title, List<NewSong> songs) {
        /** Normalizes a missing song list to an empty one. */
        public NewAlbum {
            songs = songs == null ? List.of() : List.copyOf(songs);
        }
    }

    /**
     * A song to create.
     *
     * @param track position on the album, unique within it
     * @param title title
     */
    public record NewSong(long track, String title) {
    }

    /**
     * A singer with everything stored inside its row.
     *
     * @param singerId key
     * @param firstName first name
     * @param lastName last name
     * @param albums albums in key order
     */
    public record SingerView(long singerId, String firstName, String lastName, List<AlbumView> albums) {
    }

    /**
     * An album with its songs.
     *
     * @param albumId the album's own key part
     * @param title title
     * @param songs songs by track
     */
    public record AlbumView(long albumId, String title, List<SongView> songs) {
    }

    /**
     * A song.
     *
     * @param track position on the album
     * @param title title
     */
    public record SongView(long track, String title) {
    }

    /**
     * A singer in a list.
     *
     * @param singerId key
     * @param firstName first name
     * @param lastName last name
     */
    public record SingerSummary(long singerId, String firstName, String lastName) {
        static SingerSummary of(Singer singer) {
            return new SingerSummary(singer.getSingerId(), singer.getFirstName(), singer.getLastName());
        }
    }

    /**
     * A concert to create.
     *
     * @param venue where
     * @param date when
     */
    public record NewConcert(String venue, LocalDate date) {
    }

    /**
     * A concert.
     *
     * @param concertId key, a random UUID
     * @param singerId the performing singer's key
     * @param venue where
     * @param date when
     */
    public record ConcertView(String concertId, long singerId, String venue, LocalDate date) {
        static ConcertView of(Concert concert) {
            return new ConcertView(concert.getConcertId(), concert.getSingerId(), concert.getVenue(), concert.getDate());
        }
    }
}
