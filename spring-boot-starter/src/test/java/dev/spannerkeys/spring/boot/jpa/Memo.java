package dev.spannerkeys.spring.boot.jpa;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.CommitTimestamp;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.Instant;

/** Test entity for the commit-timestamp guide: the time the saving transaction committed. */
@Entity
public class Memo {

    @Id
    @BitReversedSequence(name = "memo_seq", poolSize = 10)
    private Long memoId;

    private String author;

    private String text;

    @CommitTimestamp
    private Instant savedAt;

    protected Memo() {
    }

    public Memo(String author, String text) {
        this.author = author;
        this.text = text;
    }

    public Long getMemoId() {
        return memoId;
    }

    public String getText() {
        return text;
    }

    public Instant getSavedAt() {
        return savedAt;
    }
}
