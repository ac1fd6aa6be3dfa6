package dev.spannerkeys.benchmarks.sessions;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** What the writers write and the readers read: ids from a pool of 50, so refills happen inside transactions. */
@Entity(name = "Song")
@Table(name = "songs")
public class Song {

    @Id
    @BitReversedSequence(name = "song_seq", poolSize = 50)
    private Long id;

    private String title;

    /** For Hibernate. */
    protected Song() {
    }

    /** A song titled {@code title}, its id left to the generator. */
    public Song(String title) {
        this.title = title;
    }

    /** The generated id. */
    public Long getId() {
        return id;
    }

    /** The title. */
    public String getTitle() {
        return title;
    }
}
