package dev.spannerkeys.zoo.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.zoo.ZooWrites;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;

/**
 * The journal's writer: journals first, then their entries, in one transaction; rewording some entries;
 * deleting journals with their entries. After each commit the entries' timestamps are the ones the
 * commit gave them, which the read back (a new transaction) must find stored.
 */
final class JournalWrites implements ZooWrites {

    private static final int ENTRIES = 3;

    private final Map<Object, String> journals = new TreeMap<>();
    private final Map<Object, String> entries = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Journal> loaded = new ArrayList<>();
        List<JournalEntry> written = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Journal journal = new Journal("journal " + i);
                session.persist(journal);
                loaded.add(journal);
            }
            for (Journal journal : loaded) {
                for (int e = 0; e < ENTRIES; e++) {
                    JournalEntry entry = new JournalEntry(journal.getJournalId(), journal.getTitle() + " entry " + e);
                    session.persist(entry);
                    written.add(entry);
                }
            }
        });
        assertNotNull(written.get(0).getCommittedAt(), "after the commit the attribute holds the commit timestamp");
        for (JournalEntry entry : written) {
            assertEquals(List.of(written.get(0).getCommittedAt(), written.get(0).getCommittedAt(),
                    written.get(0).getCommittedAt()), List.of(entry.getCommittedAt(), entry.getCreatedAt(),
                    entry.getUpdatedAt().toInstant()), "one commit, one timestamp");
        }
        journals.putAll(byId(loaded, Journal::getJournalId, Journal::getTitle));
        entries.putAll(byId(written, JournalEntry::getEntryId, JournalWrites::describe));
        return aggregates * (1 + ENTRIES);
    }

    @Override
    public void update(SessionFactory factory) {
        List<JournalEntry> all = new ArrayList<>();
        List<JournalEntry> changed = new ArrayList<>();
        factory.inTransaction(session -> {
            all.addAll(session.createSelectionQuery("from JournalEntry", JournalEntry.class).getResultList());
            for (JournalEntry entry : all) {
                if (entry.getText().endsWith("entry 0")) {
                    entry.setText(entry.getText() + ", reworded");
                    changed.add(entry);
                }
            }
        });
        for (JournalEntry entry : changed) {
            assertTrue(entry.getCommittedAt().isAfter(entry.getCreatedAt()), describe(entry));
            assertEquals(entry.getCommittedAt(), entry.getUpdatedAt().toInstant());
        }
        entries.putAll(byId(all, JournalEntry::getEntryId, JournalWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Long> deleted = new ArrayList<>();
        List<UUID> deletedEntries = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Journal journal : session.createSelectionQuery("from Journal", Journal.class).getResultList()) {
                if (Integer.parseInt(journal.getTitle().replaceAll("\\D", "")) % 4 == 3) {
                    for (JournalEntry entry : session.createSelectionQuery("from JournalEntry where journalId = :id",
                            JournalEntry.class).setParameter("id", journal.getJournalId()).getResultList()) {
                        session.remove(entry);
                        deletedEntries.add(entry.getEntryId());
                    }
                    session.remove(journal);
                    deleted.add(journal.getJournalId());
                }
            }
        });
        journals.keySet().removeAll(deleted);
        entries.keySet().removeAll(deletedEntries);
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<Object, String> storedJournals = new TreeMap<>();
        Map<Object, String> storedEntries = new TreeMap<>();
        factory.inTransaction(session -> {
            storedJournals.putAll(byId(session.createSelectionQuery("from Journal", Journal.class).getResultList(),
                    Journal::getJournalId, Journal::getTitle));
            storedEntries.putAll(byId(session.createSelectionQuery("from JournalEntry", JournalEntry.class)
                    .getResultList(), JournalEntry::getEntryId, JournalWrites::describe));
        });
        assertEquals(journals, storedJournals);
        assertEquals(entries, storedEntries, "the timestamps the commits gave the attributes are the stored ones");
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("Journals", (long) journals.size(), "JournalEntries", (long) entries.size());
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static String describe(JournalEntry entry) {
        return entry.getJournalId() + " " + entry.getText() + " committed " + entry.getCommittedAt() + " created "
                + entry.getCreatedAt() + " updated " + (entry.getUpdatedAt() == null ? null
                : entry.getUpdatedAt().toInstant());
    }
}
