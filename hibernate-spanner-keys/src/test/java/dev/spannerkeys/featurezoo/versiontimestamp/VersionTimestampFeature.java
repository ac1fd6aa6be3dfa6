package dev.spannerkeys.featurezoo.versiontimestamp;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import dev.spannerkeys.internal.schema.SqlDialect;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code @Version} on a timestamp: Hibernate sets it from the JVM's clock; the check is the same as a number's. */
public final class VersionTimestampFeature implements FeatureModel {

    @Entity(name = "VtDocument")
    @Table(name = "vt_documents")
    public static class Document {
        @Id
        Long id;
        @Version
        Instant modified;
        String title;
    }

    @Override
    public List<String> features() {
        return List.of("@Version (timestamp)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Document.class);
    }

    @Override
    public List<String> tables() {
        return List.of("vt_documents");
    }

    @Override
    public Set<String> volatileColumns() {
        return Set.of("vt_documents.modified");
    }

    @Override
    public Map<String, String> dmlFallbacks() {
        return Map.of("@Version (timestamp)", "is versioned: its optimistic-lock check needs DML");
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
        run.assertRows("select id, title from vt_documents", "1 | final");
        run.assertStaleUpdateFails(session -> session.find(Document.class, 1L),
                "update vt_documents set modified = " + (run.dialect() == SqlDialect.POSTGRESQL
                        ? "'2030-01-01T00:00:00Z'::timestamptz" : "TIMESTAMP '2030-01-01T00:00:00Z'")
                        + ", title = 'other' where id = 1",
                document -> document.title = "lost");
        run.assertRows("select id, title from vt_documents", "1 | other");
        run.step("delete", session -> session.remove(session.find(Document.class, 1L)));
        run.assertRows("select id from vt_documents");
    }
}
