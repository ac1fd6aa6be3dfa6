package dev.spannerkeys.zoo.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hibernate.SessionFactory;

/**
 * A journal whose entries are timed by Spanner's commit: {@code @CommitTimestamp}, and Hibernate's
 * {@code @CreationTimestamp} / {@code @UpdateTimestamp} written as commit timestamps. Commit timestamps
 * travel only as mutations, so the model runs in {@code mutations-at-commit} and is refused in the
 * {@code dml} write mode.
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
        return Map.of(SpannerKeysSettings.WRITE_MODE, "mutations-at-commit",
                SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT, "true");
    }

    @Override
    public Optional<String> refusalInWriteMode(String writeMode) {
        return writeMode.equals("dml") ? Optional.of("needs a mutation write mode") : Optional.empty();
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
