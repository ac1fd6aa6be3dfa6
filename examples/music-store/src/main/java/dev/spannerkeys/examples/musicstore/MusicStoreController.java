package dev.spannerkeys.examples.musicstore;

import dev.spannerkeys.examples.musicstore.MusicApi.ConcertView;
import dev.spannerkeys.examples.musicstore.MusicApi.NewConcert;
import dev.spannerkeys.examples.musicstore.MusicApi.NewSinger;
import dev.spannerkeys.examples.musicstore.MusicApi.SingerSummary;
import dev.spannerkeys.examples.musicstore.MusicApi.SingerView;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The REST API: singers with albums and songs, and concerts. */
@RestController
public class MusicStoreController {

    private final MusicStore store;

    /** @param store the use cases */
    public MusicStoreController(MusicStore store) {
        this.store = store;
    }

    /**
     * {@code POST /singers}: creates a singer with its albums and songs.
     *
     * @param request the singer
     * @return 201 with the created singer
     */
    @PostMapping("/singers")
    public ResponseEntity<SingerView> createSinger(@RequestBody NewSinger request) {
        SingerView created = store.create(request);
        return ResponseEntity.created(URI.create("/singers/" + created.singerId())).body(created);
    }

    /**
     * {@code GET /singers[?lastName=...]}.
     *
     * @param lastName optional last name
     * @return the singers
     */
    @GetMapping("/singers")
    public List<SingerSummary> listSingers(@RequestParam(required = false) String lastName) {
        return store.list(lastName);
    }

    /**
     * {@code GET /singers/{singerId}}: a singer with albums and songs.
     *
     * @param singerId the key
     * @return 200 with the singer, or 404
     */
    @GetMapping("/singers/{singerId}")
    public ResponseEntity<SingerView> getSinger(@PathVariable long singerId) {
        return ResponseEntity.of(store.find(singerId));
    }

    /**
     * {@code DELETE /singers/{singerId}}: deletes a singer, its albums, songs and concerts.
     *
     * @param singerId the key
     * @return 204, or 404
     */
    @DeleteMapping("/singers/{singerId}")
    public ResponseEntity<Void> deleteSinger(@PathVariable long singerId) {
        return store.delete(singerId) ? ResponseEntity.noContent().build() : ResponseEntity.notFound().build();
    }

    /**
     * {@code POST /singers/{singerId}/concerts}: adds a concert.
     *
     * @param singerId the performing singer's key
     * @param request the concert
     * @return 201 with the concert, or 404
     */
    @PostMapping("/singers/{singerId}/concerts")
    public ResponseEntity<ConcertView> addConcert(@PathVariable long singerId, @RequestBody NewConcert request) {
        return store.addConcert(singerId, request)
                .map(concert -> ResponseEntity.created(URI.create("/concerts/" + concert.concertId())).body(concert))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    /**
     * {@code GET /concerts/{concertId}}.
     *
     * @param concertId the key
     * @return 200 with the concert, or 404
     */
    @GetMapping("/concerts/{concertId}")
    public ResponseEntity<ConcertView> getConcert(@PathVariable String concertId) {
        return ResponseEntity.of(store.findConcert(concertId));
    }
}
