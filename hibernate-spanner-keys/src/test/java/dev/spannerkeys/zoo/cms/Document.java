package dev.spannerkeys.zoo.cms;

import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.annotations.UuidStorage;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/** A document of the content store, keyed by a random UUID in 16 bytes. */
@Entity
@Table(name = "Documents")
@SpannerIndex(name = "DocumentsBySlug", columns = "Slug", unique = true, nullFiltered = true)
public class Document {

    @Id
    @RandomUuid(storage = UuidStorage.BYTES16)
    @Column(name = "DocumentId")
    private UUID documentId;

    @Column(name = "Title", nullable = false, length = 300)
    private String title;

    @Column(name = "Slug", length = 120)
    private String slug;

    @Enumerated
    @Column(name = "Visibility")
    private Visibility visibility = Visibility.DRAFT;

    protected Document() {
    }

    public Document(String title, String slug) {
        this.title = title;
        this.slug = slug;
    }

    public UUID getDocumentId() {
        return documentId;
    }

    public Visibility getVisibility() {
        return visibility;
    }

    public void publish() {
        visibility = Visibility.PUBLIC;
    }

    public String getTitle() {
        return title;
    }

    public String getSlug() {
        return slug;
    }
}
