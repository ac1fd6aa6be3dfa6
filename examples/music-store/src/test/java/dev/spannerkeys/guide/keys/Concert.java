package dev.spannerkeys.guide.keys;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** The guide's random UUID key. */
@Entity
public class Concert {
    @Id
    @RandomUuid
    private String concertId;          // STRING(36), lowercase, e.g. "3b241101-e2bb-4255-8caf-4136c566a962"

    private String venue;

    protected Concert() {
    }

    /** @param venue where it takes place */
    public Concert(String venue) {
        this.venue = venue;
    }

    /** @return the key, {@code null} until persisted */
    public String getConcertId() {
        return concertId;
    }
}
