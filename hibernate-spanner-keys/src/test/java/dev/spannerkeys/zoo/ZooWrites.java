package dev.spannerkeys.zoo;

import java.util.Map;
import org.hibernate.SessionFactory;

/**
 * The write half of a zoo model, as an application's service code does it: a bulk load of whole
 * aggregates, changes to some of them, deletes of some with everything that belongs to them
 * (interleaved {@code ON DELETE CASCADE}, JPA cascades, orphan removal), and a read back that asserts
 * exactly what the database must hold. One instance remembers what it wrote, so each step knows what
 * the next read must find; {@code ZooWriteModesTest} runs it once per write mode and batching setting.
 */
public interface ZooWrites {

    /**
     * Persists {@code aggregates} whole aggregates in one transaction and returns how many rows that
     * inserts: entity rows (one per table of a JOINED entity), collection table and join table rows.
     */
    int load(SessionFactory factory, int aggregates);

    /** Changes some of the loaded aggregates (values, collections, associations), in one transaction. */
    void update(SessionFactory factory);

    /** Deletes some aggregates with what belongs to them, in one transaction. */
    void delete(SessionFactory factory);

    /** Reads every row back through Hibernate and asserts it equals what was written, nothing more or less. */
    void readBack(SessionFactory factory);

    /**
     * How many rows each table must hold now, by the table's name as plain SQL spells it; checked
     * without Hibernate, so a cascade that did not happen (or went too far) shows.
     */
    Map<String, Long> expectedRowCounts();
}
