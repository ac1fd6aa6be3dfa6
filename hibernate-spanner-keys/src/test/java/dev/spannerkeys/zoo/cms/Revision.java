package dev.spannerkeys.zoo.cms;

import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Lob;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.Map;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** One revision of a document, stored inside it: the text, an attachment, metadata as JSON. */
@Entity
@Table(name = "Revisions")
@Interleaved(in = Document.class, onDeleteCascade = true)
@SpannerIndex(name = "RevisionsByPublication", columns = {"DocumentId", "PublishedAt DESC"},
        interleaveIn = Document.class, nullFiltered = true, storing = "Author")
public class Revision {

    @EmbeddedId
    private RevisionId id;

    @Lob
    @Column(name = "Body")
    private String body;

    @Lob
    @Column(name = "Attachment")
    private byte[] attachment;

    @Column(name = "Author", length = 100)
    private String author;

    @Column(name = "PublishedAt")
    private OffsetDateTime publishedAt;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "Metadata")
    private Map<String, String> metadata;

    protected Revision() {
    }

    public Revision(RevisionId id, String body, byte[] attachment, String author, OffsetDateTime publishedAt,
            Map<String, String> metadata) {
        this.id = id;
        this.body = body;
        this.attachment = attachment;
        this.author = author;
        this.publishedAt = publishedAt;
        this.metadata = metadata;
    }

    public String getBody() {
        return body;
    }

    public byte[] getAttachment() {
        return attachment;
    }

    public Map<String, String> getMetadata() {
        return metadata;
    }

    public RevisionId getId() {
        return id;
    }

    public String getAuthor() {
        return author;
    }

    public OffsetDateTime getPublishedAt() {
        return publishedAt;
    }

    /** Tags the revision: its metadata document is replaced. */
    public void tag(Map<String, String> metadata) {
        this.metadata = metadata;
    }
}
