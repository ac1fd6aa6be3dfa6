package dev.spannerkeys.zoo.cms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * The content store's editor: importing documents with their revisions and authors; publishing,
 * tagging revisions, sharing documents with more authors; deleting documents, whose revisions Spanner
 * deletes with them (interleaved {@code ON DELETE CASCADE}) once no author lists them.
 */
final class CmsWrites implements ZooWrites {

    private static final int REVISIONS = 4;

    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Document> documents = new ArrayList<>();
        List<Revision> revisions = new ArrayList<>();
        List<Author> authors = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Document document = new Document("Guide " + i, "guide-" + i);
                session.persist(document);
                documents.add(document);
                for (int r = 1; r <= REVISIONS; r++) {
                    Revision revision = new Revision(new RevisionId(document.getDocumentId(), r),
                            ("# Guide " + i + " v" + r + "\n").repeat(20), new byte[] {(byte) 0x89, 'P', (byte) r},
                            "author-" + i, OffsetDateTime.of(2026, 5, 5, 12, r, 0, 0, ZoneOffset.ofHours(9)),
                            Map.of("lang", i % 2 == 0 ? "en" : "de", "rev", String.valueOf(r)));
                    session.persist(revision);
                    revisions.add(revision);
                }
                Author author = new Author("author-" + i);
                author.getDocuments().add(document);
                session.persist(author);
                authors.add(author);
            }
        });
        expected.put("document", byId(documents, Document::getDocumentId, CmsWrites::describe));
        expected.put("revision", byId(revisions, CmsWrites::key, CmsWrites::describe));
        expected.put("author", byId(authors, Author::getAuthorId, CmsWrites::describe));
        return aggregates * (1 + REVISIONS + 1 + 1);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Document> documents = new ArrayList<>();
        List<Revision> revisions = new ArrayList<>();
        List<Author> authors = new ArrayList<>();
        factory.inTransaction(session -> {
            documents.addAll(session.createSelectionQuery("from Document", Document.class).getResultList());
            documents.stream().filter(document -> number(document.getTitle()) % 2 == 0).forEach(Document::publish);
            for (Revision revision : session.createSelectionQuery("from Revision", Revision.class).getResultList()) {
                if (revision.getId().getRevisionNumber() == REVISIONS) {
                    revision.tag(Map.of("lang", revision.getMetadata().get("lang"), "status", "final"));
                }
                revisions.add(revision);
            }
            authors.addAll(authors(session));
            Document shared = documents.get(0);
            for (Author author : authors) {
                if (number(author.getName()) % 3 == 0) {
                    author.getDocuments().add(shared);
                }
            }
        });
        expected.put("document", byId(documents, Document::getDocumentId, CmsWrites::describe));
        expected.put("revision", byId(revisions, CmsWrites::key, CmsWrites::describe));
        expected.put("author", byId(authors, Author::getAuthorId, CmsWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<UUID> deleted = new ArrayList<>();
        List<Author> authors = new ArrayList<>();
        factory.inTransaction(session -> {
            authors.addAll(authors(session));
            for (Document document : session.createSelectionQuery("from Document", Document.class).getResultList()) {
                if (number(document.getTitle()) % 4 == 3) {
                    authors.forEach(author -> author.getDocuments().remove(document));
                    session.remove(document);
                    deleted.add(document.getDocumentId());
                }
            }
        });
        expected.get("document").keySet().removeAll(deleted);
        expected.get("revision").keySet().removeIf(key -> deleted.contains(UUID.fromString(key.toString().split(" ")[0])));
        expected.put("author", byId(authors, Author::getAuthorId, CmsWrites::describe));
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("document", byId(session.createSelectionQuery("from Document", Document.class).getResultList(),
                    Document::getDocumentId, CmsWrites::describe));
            stored.put("revision", byId(session.createSelectionQuery("from Revision", Revision.class).getResultList(),
                    CmsWrites::key, CmsWrites::describe));
            stored.put("author", byId(authors(session), Author::getAuthorId, CmsWrites::describe));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("Documents", (long) expected.get("document").size(),
                "Revisions", (long) expected.get("revision").size(),
                "Authors", (long) expected.get("author").size(),
                "AuthorDocuments", expected.get("author").values().stream()
                        .mapToLong(text -> text.endsWith("[]") ? 0 : text.split(",").length).sum());
    }

    private static List<Author> authors(Session session) {
        return session.createSelectionQuery("select a from Author a left join fetch a.documents", Author.class)
                .getResultList();
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static int number(String name) {
        return Integer.parseInt(name.replaceAll("\\D", ""));
    }

    private static String key(Revision revision) {
        return revision.getId().getDocumentId() + " " + revision.getId().getRevisionNumber();
    }

    private static String describe(Document document) {
        return document.getTitle() + " " + document.getSlug() + " " + document.getVisibility();
    }

    private static String describe(Revision revision) {
        return revision.getBody().hashCode() + "/" + revision.getBody().length() + " "
                + Arrays.toString(revision.getAttachment()) + " " + revision.getAuthor() + " "
                + revision.getPublishedAt().toInstant() + " " + new TreeMap<>(revision.getMetadata());
    }

    private static String describe(Author author) {
        return author.getName() + " " + author.getDocuments().stream().map(Document::getTitle).sorted().toList();
    }
}
