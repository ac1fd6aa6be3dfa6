package dev.spannerkeys.featurezoo.lob;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Lob;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @Lob} on {@code String} and {@code byte[]}: PostgreSQL binds them as a Clob and a Blob. */
public final class LobFeature implements FeatureModel {

    @Entity(name = "LobDocument")
    @Table(name = "lob_documents")
    public static class Document {
        @Id
        Long id;
        @Lob
        String body;
        @Lob
        byte[] attachment;
    }

    static final String BODY = "x".repeat(5000) + " \u00e6\u00f8\u00e5 \u6f22\u5b57";

    @Override
    public List<String> features() {
        return List.of("@Lob");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Document.class);
    }

    @Override
    public List<String> tables() {
        return List.of("lob_documents");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Document document = new Document();
            document.id = 1L;
            document.body = BODY;
            document.attachment = new byte[] {0, 1, 2, (byte) 255};
            session.persist(document);
        });
        run.read(session -> {
            Document document = session.find(Document.class, 1L);
            assertEquals(BODY, document.body);
            assertArrayEquals(new byte[] {0, 1, 2, (byte) 255}, document.attachment);
            return null;
        });
        run.step("update", session -> {
            Document document = session.find(Document.class, 1L);
            document.body = "short";
            document.attachment = null;
        });
        run.step("delete", session -> session.remove(session.find(Document.class, 1L)));
    }
}
