package dev.spannerkeys.zoo.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;

/**
 * A journal whose entries are timed by Spanner's commit: {@code @CommitTimestamp} for the last write, and
 * Hibernate's {@code @CreationTimestamp} / {@code @UpdateTimestamp} written as commit timestamps
 * ({@code spanner.keys.hibernate-timestamps-from-commit}). Every write mode writes them: the mutation modes as
 * {@code Value.COMMIT_TIMESTAMP}, DML as the pending-commit-timestamp expression. The model's own settings
 * leave the write mode at its default ({@code dml}).
 */
public final class JournalModel implements ZooModel {

    @Override
    public String name() {
        return "journal";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Journal.class, JournalEntry.class);
    }

    @Override
    public Map<String, Object> settings() {
        return Map.of(SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT, "true");
    }

    @Override
    public void writeAndRead(SessionFactory factory) {
        Journal journal = new Journal("field notes");
        JournalEntry entry = factory.fromTransaction(session -> {
            session.persist(journal);
            JournalEntry written = new JournalEntry(journal.getJournalId(), "first light");
            session.persist(written);
            return written;
        });
        assertNotNull(entry.getCommittedAt());
        assertEquals(entry.getCommittedAt(), entry.getCreatedAt());
        factory.inTransaction(session -> {
            JournalEntry read = session.find(JournalEntry.class, entry.getEntryId());
            assertEquals(List.of(entry.getCommittedAt(), entry.getCommittedAt(), entry.getCommittedAt()),
                    List.of(read.getCommittedAt(), read.getCreatedAt(), read.getUpdatedAt().toInstant()));
            read.setText("first light, reworded");
        });
        factory.inTransaction(session -> {
            JournalEntry read = session.find(JournalEntry.class, entry.getEntryId());
            assertTrue(read.getCommittedAt().isAfter(entry.getCommittedAt()));
            assertEquals(read.getCommittedAt(), read.getUpdatedAt().toInstant());
            assertEquals(entry.getCreatedAt(), read.getCreatedAt(), "@CreationTimestamp: inserts only");
        });
    }

    @Override
    public ZooWrites writes() {
        return new JournalWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("@CommitTimestamp", "@CreationTimestamp, @UpdateTimestamp as commit timestamps");
    }
}
