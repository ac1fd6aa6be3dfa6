package dev.spannerkeys.zoo.journal;

import dev.spannerkeys.annotations.CommitTimestamp;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.UUID;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.UpdateTimestamp;

/**
 * One entry of a journal, timed by Spanner's commit: {@code @CommitTimestamp} for the last write, and
 * Hibernate's own {@code @CreationTimestamp} / {@code @UpdateTimestamp}, which the model's settings turn
 * into commit timestamps ({@code spanner.keys.hibernate-timestamps-from-commit}).
 */
@Entity
@Table(name = "JournalEntries")
public class JournalEntry {

    @Id
    @RandomUuid(storage = UuidStorage.BYTES16)
    @Column(name = "EntryId")
    private UUID entryId;

    @Column(name = "JournalId", nullable = false)
    private Long journalId;

    @Column(name = "Text", nullable = false, length = 200)
    private String text;

    @CommitTimestamp
    @Column(name = "CommittedAt")
    private Instant committedAt;

    @CreationTimestamp
    @Column(name = "CreatedAt")
    private Instant createdAt;

    @UpdateTimestamp
    @Column(name = "UpdatedAt")
    private OffsetDateTime updatedAt;

    protected JournalEntry() {
    }

    public JournalEntry(Long journalId, String text) {
        this.journalId = journalId;
        this.text = text;
    }

    public UUID getEntryId() {
        return entryId;
    }

    public Long getJournalId() {
        return journalId;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }

    public Instant getCommittedAt() {
        return committedAt;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public OffsetDateTime getUpdatedAt() {
        return updatedAt;
    }
}
