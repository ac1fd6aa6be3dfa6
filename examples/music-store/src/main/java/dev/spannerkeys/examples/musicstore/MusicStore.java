package dev.spannerkeys.examples.musicstore;

import dev.spannerkeys.examples.musicstore.MusicApi.AlbumView;
import dev.spannerkeys.examples.musicstore.MusicApi.ConcertView;
import dev.spannerkeys.examples.musicstore.MusicApi.NewAlbum;
import dev.spannerkeys.examples.musicstore.MusicApi.NewConcert;
import dev.spannerkeys.examples.musicstore.MusicApi.NewSinger;
import dev.spannerkeys.examples.musicstore.MusicApi.NewSong;
import dev.spannerkeys.examples.musicstore.MusicApi.SingerSummary;
import dev.spannerkeys.examples.musicstore.MusicApi.SingerView;
import dev.spannerkeys.examples.musicstore.MusicApi.SongView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The music store's use cases, one transaction each. */
@Service
public class MusicStore {

    private final SingerRepository singers;
    private final AlbumRepository albums;
    private final SongRepository songs;
    private final ConcertRepository concerts;

    /**
     * @param singers singers
     * @param albums albums
     * @param songs songs
     * @param concerts concerts
     */
    public MusicStore(SingerRepository singers, AlbumRepository albums, SongRepository songs,
            ConcertRepository concerts) {
        this.singers = singers;
        this.albums = albums;
        this.songs = songs;
        this.concerts = concerts;
    }

    /**
     * Creates a singer with its albums and songs in one transaction. Ids come from the pooled
     * sequences before the inserts, so the rows go out in JDBC batches, parents before children
     * (the order Spanner needs for interleaved rows).
     *
     * @param request the singer
     * @return the created singer
     */
    @Transactional
    public SingerView create(NewSinger request) {
        Singer singer = singers.save(new Singer(request.firstName(), request.lastName()));
        List<AlbumView> albumViews = new ArrayList<>();
        for (NewAlbum newAlbum : request.albums()) {
            Album album = albums.save(new Album(singer.getSingerId(), newAlbum.title()));
            List<SongView> songViews = new ArrayList<>();
            for (NewSong newSong : newAlbum.songs()) {
                songs.save(new Song(album, newSong.track(), newSong.title()));
                songViews.add(new SongView(newSong.track(), newSong.title()));
            }
            albumViews.add(new AlbumView(album.getAlbumId(), album.getTitle(), songViews));
        }
        return new SingerView(singer.getSingerId(), singer.getFirstName(), singer.getLastName(), albumViews);
    }

    /**
     * A singer with its albums and songs: three reads within the singer's split.
     *
     * @param singerId the key
     * @return the singer, or empty if there is none
     */
    @Transactional(readOnly = true)
    public Optional<SingerView> find(long singerId) {
        return singers.findById(singerId).map(singer -> {
            Map<Long, List<SongView>> songsByAlbum = songs.findBySingerIdOrderByAlbumIdAscTrackNumberAsc(singerId)
                    .stream()
                    .collect(Collectors.groupingBy(Song::getAlbumId,
                            Collectors.mapping(song -> new SongView(song.getTrackNumber(), song.getTitle()),
                                    Collectors.toList())));
            List<AlbumView> albumViews = albums.findBySingerIdOrderByAlbumId(singerId).stream()
                    .map(album -> new AlbumView(album.getAlbumId(), album.getTitle(),
                            songsByAlbum.getOrDefault(album.getAlbumId(), List.of())))
                    .toList();
            return new SingerView(singer.getSingerId(), singer.getFirstName(), singer.getLastName(), albumViews);
        });
    }

    /**
     * All singers, or those with a last name.
     *
     * @param lastName a last name, or {@code null} for all singers
     * @return the singers
     */
    @Transactional(readOnly = true)
    public List<SingerSummary> list(String lastName) {
        List<Singer> found = lastName == null ? singers.findAll() : singers.findByLastName(lastName);
        return found.stream().map(SingerSummary::of).toList();
    }

    /**
     * Deletes a singer. Its albums and songs are not touched here: the database deletes them with
     * the singer's row ({@code INTERLEAVE IN PARENT ... ON DELETE CASCADE}). Its concerts live in
     * a table of their own and are deleted explicitly.
     *
     * @param singerId the key
     * @return whether there was such a singer
     */
    @Transactional
    public boolean delete(long singerId) {
        Optional<Singer> singer = singers.findById(singerId);
        singer.ifPresent(found -> {
            concerts.deleteBySingerId(singerId);
            singers.delete(found);
        });
        return singer.isPresent();
    }

    /**
     * Adds a concert of a singer.
     *
     * @param singerId the performing singer's key
     * @param request the concert
     * @return the concert, or empty if there is no such singer
     */
    @Transactional
    public Optional<ConcertView> addConcert(long singerId, NewConcert request) {
        if (!singers.existsById(singerId)) {
            return Optional.empty();
        }
        return Optional.of(ConcertView.of(concerts.save(new Concert(singerId, request.venue(), request.date()))));
    }

    /**
     * A concert.
     *
     * @param concertId the key
     * @return the concert, or empty if there is none
     */
    @Transactional(readOnly = true)
    public Optional<ConcertView> findConcert(String concertId) {
        return concerts.findById(concertId).map(ConcertView::of);
    }
}
