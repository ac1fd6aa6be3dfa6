package dev.spannerkeys.featurezoo.envers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Set;
import org.hibernate.envers.AuditReaderFactory;
import org.hibernate.envers.AuditTable;
import org.hibernate.envers.Audited;

/**
 * Envers: an audited entity whose every change writes a revision and an audit row (entities without a Java class),
 * read back by {@code AuditReader}. Revision numbers and times differ between runs and are compared as set.
 */
public final class EnversFeature implements FeatureModel {

    @Entity(name = "EvDocument")
    @Table(name = "ev_documents")
    @Audited
    @AuditTable("ev_documents_aud")
    public static class Document {
        @Id
        Long id;
        String title;
    }

    @Override
    public List<String> features() {
        return List.of("Envers");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Document.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ev_documents", "ev_documents_aud");
    }

    @Override
    public Set<String> volatileColumns() {
        return Set.of("ev_documents_aud.rev");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Document document = new Document();
            document.id = 1L;
            document.title = "draft";
            session.persist(document);
        });
        run.step("update", session -> session.find(Document.class, 1L).title = "final");
        run.step("delete", session -> session.remove(session.find(Document.class, 1L)));
        run.assertRows("select id, title, revtype from ev_documents_aud", "1 | draft | 0", "1 | final | 1",
                "1 | null | 2");
        run.read(session -> {
            var reader = AuditReaderFactory.get(session);
            List<Number> revisions = reader.getRevisions(Document.class, 1L);
            assertEquals(3, revisions.size());
            assertEquals("draft", reader.find(Document.class, 1L, revisions.get(0)).title);
            assertEquals("final", reader.find(Document.class, 1L, revisions.get(1)).title);
            return null;
        });
    }
}
