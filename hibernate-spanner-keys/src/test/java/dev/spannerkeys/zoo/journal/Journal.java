package dev.spannerkeys.zoo.journal;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A journal that entries are written to; nothing about it is timed by the commit. */
@Entity
@Table(name = "Journals")
public class Journal {

    @Id
    @BitReversedSequence(name = "journal_seq")
    @Column(name = "JournalId")
    private Long journalId;

    @Column(name = "Title", nullable = false, length = 100)
    private String title;

    protected Journal() {
    }

    public Journal(String title) {
        this.title = title;
    }

    public Long getJournalId() {
        return journalId;
    }

    public String getTitle() {
        return title;
    }
}
