package dev.spannerkeys.zoo.music;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/** A genre, keyed by a random UUID stored as 16 bytes. */
@Entity
@Table(name = "Genres")
public class Genre {

    @Id
    @RandomUuid(storage = UuidStorage.BYTES16)
    @Column(name = "GenreId")
    private UUID genreId;

    @Column(name = "Name", nullable = false, unique = true)
    private String name;

    protected Genre() {
    }

    public Genre(String name) {
        this.name = name;
    }

    public UUID getGenreId() {
        return genreId;
    }

    public String getName() {
        return name;
    }
}
