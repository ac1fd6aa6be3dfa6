package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.JdbcCounts;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.logging.LogRecord;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.envers.AuditReader;
import org.hibernate.envers.AuditReaderFactory;
import org.hibernate.envers.Audited;
import org.hibernate.envers.DefaultRevisionEntity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Entities without a Java class, beside ordinary ones, in both dialects and every write mode: Envers' audit
 * entities ({@code *_AUD}) and its revision entity ({@code REVINFO}), and an {@code hbm.xml} dynamic-map
 * entity ({@code <class entity-name="...">}, rows are {@code Map}s) with a formula and a collection. The
 * schema is created, rows are written (as mutations where the write mode says so) and read back, through
 * {@link AuditReader} for the audit rows.
 */
@SpannerEmulatorTest
class EntitiesWithoutJavaClassTest {

    private static final String GADGET_MAPPING = "dev/spannerkeys/hibernate/classless/Gadget.hbm.xml";

    @Entity(name = "AuditedNote")
    @Table(name = "audited_notes")
    @Audited
    public static class AuditedNote {
        @Id @GeneratedValue Long id;
        @Column(name = "body") String body;

        AuditedNote() {
        }

        AuditedNote(String body) {
            this.body = body;
        }
    }

    static List<Arguments> dialectsAndModes() {
        List<Arguments> all = new ArrayList<>();
        for (DatabaseDialect dialect : DatabaseDialect.values()) {
            for (WriteMode mode : WriteMode.values()) {
                all.add(Arguments.of(dialect, mode));
            }
        }
        return all;
    }

    @ParameterizedTest
    @MethodSource("dialectsAndModes")
    void auditRowsAndDynamicMapRowsAreWrittenAndReadBack(DatabaseDialect dialect, WriteMode mode,
            SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        SessionFactory[] created = new SessionFactory[1];
        List<LogRecord> advice = LogCapture.during(LogCapture.ADVISOR, () -> created[0] = factory(database, mode, "create"));
        assertEquals(List.of(), LogCapture.warnings(advice).stream().filter(record -> !record.getMessage()
                .contains("0 errors, 0 warnings")).map(LogRecord::getMessage).toList(),
                "no finding on the audit tables; REVINFO's ordered key and the audit tables' layout are suppressed "
                + "with their reasons");
        try (SessionFactory factory = created[0]) {
            assertEquals(List.of("id", "rev"), SqlQueries.rows(database, "SELECT lower(column_name) FROM "
                    + "information_schema.index_columns WHERE lower(table_name) = 'audited_notes_aud' AND index_name = "
                    + "'PRIMARY_KEY' ORDER BY ordinal_position"), "an audit table's key leads with the audited key");
            AuditedNote note = new AuditedNote("first");
            JdbcCounts before = CountingSpannerDriver.counts();
            inTransaction(factory, session -> session.persist(note));
            JdbcCounts insert = CountingSpannerDriver.counts().since(before);
            inTransaction(factory, session -> session.find(AuditedNote.class, note.id).body = "second");
            inTransaction(factory, session -> session.remove(session.find(AuditedNote.class, note.id)));

            assertEquals(3, SqlQueries.rowCount(database, "audited_notes_AUD"));
            assertEquals(3, SqlQueries.rowCount(database, "REVINFO"));
            if (mode.usesMutations()) {
                assertTrue(insert.mutations() >= 3, "the note, its audit row and the revision: " + insert);
            }
            try (Session session = factory.openSession()) {
                AuditReader reader = AuditReaderFactory.get(session);
                List<Number> revisions = reader.getRevisions(AuditedNote.class, note.id);
                assertEquals(3, revisions.size());
                assertTrue(revisions.get(0).intValue() < revisions.get(1).intValue()
                        && revisions.get(1).intValue() < revisions.get(2).intValue(),
                        "revision numbers ascend in the order of the commits: " + revisions);
                assertEquals("first", reader.find(AuditedNote.class, note.id, revisions.get(0)).body);
                assertEquals("second", reader.find(AuditedNote.class, note.id, revisions.get(1)).body);
                DefaultRevisionEntity revision = reader.findRevision(DefaultRevisionEntity.class, revisions.get(1));
                assertNotNull(revision.getRevisionDate());
                assertEquals(revisions.get(1), reader.getRevisionNumberForDate(revision.getRevisionDate()));
            }

            Map<String, Object> gadget = new HashMap<>(Map.of("id", 7L, "name", "Kettle", "tags", Set.of("kitchen")));
            inTransaction(factory, session -> session.persist("Gadget", gadget));
            inTransaction(factory, session -> {
                @SuppressWarnings("unchecked")
                Map<String, Object> read = (Map<String, Object>) session.find("Gadget", 7L);
                assertEquals("KETTLE", read.get("loudName"), "the formula is read");
                assertEquals(Set.of("kitchen"), Set.copyOf((java.util.Collection<?>) read.get("tags")));
                read.put("name", "Toaster");
            });
            assertEquals(List.of("7 | Toaster"), SqlQueries.rows(database, "SELECT id, name FROM gadgets"));
            assertEquals(List.of("7 | kitchen"), SqlQueries.rows(database, "SELECT gadget_id, tag FROM gadget_tags"));
            inTransaction(factory, session -> session.remove(session.find("Gadget", 7L)));
            assertEquals(0, SqlQueries.rowCount(database, "gadgets"));
            // The audit rows and the dynamic-map rows are written as mutations where the write mode says so; the one
            // DML write: deleting the element set's rows, whose table has no primary key of the set's columns (a
            // set of nullable elements), so the delete does not name rows by key (logged and counted).
            Map<String, Long> fallbacks = DmlFallbacks.of(factory).counts();
            if (mode.usesMutations()) {
                assertEquals(1, fallbacks.size(), fallbacks.toString());
                assertTrue(fallbacks.keySet().iterator().next().startsWith("Gadget.tags: the delete does not restrict"),
                        fallbacks.toString());
            } else {
                assertEquals(Map.of(), fallbacks);
            }
        }
        // The audit tables, REVINFO's ordered key default and the dynamic-map tables read back as created.
        for (String action : List.of("validate", "update")) {
            try (SessionFactory again = factory(database, mode, action)) {
                inTransaction(again, session -> assertEquals(3, AuditReaderFactory.get(session)
                        .createQuery().forRevisionsOfEntity(AuditedNote.class, false, true).getResultList().size()));
            }
        }
    }

    @Test
    void theOfflineToolPrintsTheAuditTablesInBothDialects() {
        OfflineSchema schema = OfflineSchemaTool.forClasses(AuditedNote.class).run();
        for (SqlDialect dialect : SqlDialect.values()) {
            DialectDdl ddl = schema.ddl(dialect).orElseThrow();
            assertEquals(java.util.Optional.empty(), ddl.problem());
            String script = ddl.script().orElseThrow();
            assertTrue(script.contains("audited_notes_AUD"), script);
            assertTrue(script.contains(") PRIMARY KEY (id, REV)") || script.contains("PRIMARY KEY (id, REV)"), script);
            assertTrue(script.contains(dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "BIT_REVERSE(" : "spanner.bit_reverse("),
                    "REVINFO's key is the revision sequence's counter: " + script);
        }
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, String action) {
        // advisor=fail: the audit tables pass the hotspot rules, REVINFO's ordered key with its finding suppressed.
        return TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                SpannerKeysSettings.ADVISOR, "fail", "hibernate.hbm2ddl.auto", action), List.of(GADGET_MAPPING),
                AuditedNote.class);
    }

    private static void inTransaction(SessionFactory factory, Consumer<Session> work) {
        try (Session session = factory.openSession()) {
            session.beginTransaction();
            work.accept(session);
            session.getTransaction().commit();
        }
    }
}
