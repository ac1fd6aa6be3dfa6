package dev.spannerkeys.zoo.cms;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.SessionFactory;

/**
 * A content store: documents keyed by UUIDs as BYTES(16), revisions with an {@code @EmbeddedId}
 * interleaved in their document, large text and binary columns, JSON metadata, OffsetDateTime, an
 * ordinal enum, a unique null-filtered index and an interleaved index with a descending column and
 * STORING, and a many-to-many join table between a UUID-string key and a UUID-bytes key.
 */
public final class CmsModel implements ZooModel {

    @Override
    public String name() {
        return "cms";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Document.class, Revision.class, Author.class);
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(Document.class, Revision.class, Author.class, dev.spannerkeys.zoo.cms.v2.Tag.class);
    }

    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        var tag = new dev.spannerkeys.zoo.cms.v2.Tag("release-notes");
        factory.inTransaction(session -> session.persist(tag));
        factory.inTransaction(session -> assertEquals("release-notes",
                session.find(dev.spannerkeys.zoo.cms.v2.Tag.class, tag.getTagId()).getLabel()));
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(Document.class, Revision.class, Author.class, dev.spannerkeys.zoo.cms.v3.Tag.class);
    }


    @Override
    public void writeAndRead(SessionFactory factory) {
        UUID documentId = factory.fromTransaction(session -> {
            Document document = new Document("Getting started", "getting-started-" + UUID.randomUUID());
            document.publish();
            session.persist(document);
            session.persist(new Revision(new RevisionId(document.getDocumentId(), 1), "# Hello\n".repeat(500),
                    new byte[] {(byte) 0x89, 'P', 'N', 'G'}, "kim",
                    OffsetDateTime.of(2026, 5, 5, 12, 0, 0, 0, ZoneOffset.ofHours(9)), Map.of("lang", "en")));
            Author author = new Author("kim");
            author.getDocuments().add(document);
            session.persist(author);
            return document.getDocumentId();
        });
        factory.inTransaction(session -> {
            assertEquals(Visibility.PUBLIC, session.find(Document.class, documentId).getVisibility());
            Revision revision = session.find(Revision.class, new RevisionId(documentId, 1));
            assertEquals(4000, revision.getBody().length());
            assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, revision.getAttachment());
            assertEquals(Map.of("lang", "en"), revision.getMetadata());
            assertEquals(1L, session.createQuery("select count(a) from Author a join a.documents d "
                    + "where d.documentId = :id", Long.class).setParameter("id", documentId).getSingleResult());
        });
    }

    @Override
    public ZooWrites writes() {
        return new CmsWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("Hibernate default naming", "@EmbeddedId", "@Interleaved", "@Lob String", "@Lob byte[]",
                "@JdbcTypeCode(SqlTypes.JSON)", "OffsetDateTime", "@Enumerated(ORDINAL)", "@ManyToMany",
                "@RandomUuid", "@RandomUuid(storage = BYTES16)", "@SpannerIndex(unique)",
                "@SpannerIndex(nullFiltered, storing)", "@SpannerIndex(interleaveIn)", "@SpannerIndex DESC column");
    }
}
