package dev.spannerkeys.examples.accesslog;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The REST API: record page views, read the newest ones, look one up by key. */
@RestController
public class AccessLogController {

    private final AccessLog log;

    /** @param log the use cases */
    public AccessLogController(AccessLog log) {
        this.log = log;
    }

    /**
     * {@code POST /users/{userId}/accesses}: records a page view now.
     *
     * @param userId the user
     * @param access the page view
     * @return 201 with the stored row
     */
    @PostMapping("/users/{userId}/accesses")
    public ResponseEntity<AccessView> record(@PathVariable long userId, @RequestBody NewAccess access) {
        AccessView stored = log.record(userId, access);
        return ResponseEntity.created(URI.create("/users/" + userId + "/accesses/" + stored.lastAccess())).body(stored);
    }

    /**
     * {@code GET /accesses/newest?limit=N}: the newest page views of all users.
     *
     * @param limit how many, 1 to 1,000
     * @return the page views, newest first
     */
    @GetMapping("/accesses/newest")
    public ResponseEntity<List<AccessView>> newest(@RequestParam(defaultValue = "20") int limit) {
        if (limit < 1 || limit > 1000) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(log.newest(limit));
    }

    /**
     * {@code GET /users/{userId}/accesses/{lastAccess}}: one page view by its full key.
     *
     * @param userId the user
     * @param lastAccess when, as an ISO-8601 instant
     * @return 200 with the page view, or 404
     */
    @GetMapping("/users/{userId}/accesses/{lastAccess}")
    public ResponseEntity<AccessView> find(@PathVariable long userId, @PathVariable Instant lastAccess) {
        return ResponseEntity.of(log.find(userId, lastAccess));
    }
}
