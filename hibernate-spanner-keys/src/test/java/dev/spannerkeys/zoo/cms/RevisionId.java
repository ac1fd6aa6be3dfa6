package dev.spannerkeys.zoo.cms;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.io.Serializable;
import java.util.Objects;
import java.util.UUID;

/** The key of a revision: the document, then the revision number. */
@Embeddable
public class RevisionId implements Serializable {

    private static final long serialVersionUID = 1L;

    @Column(name = "DocumentId")
    private UUID documentId;

    @Column(name = "RevisionNumber")
    private Integer revisionNumber;

    protected RevisionId() {
    }

    public RevisionId(UUID documentId, int revisionNumber) {
        this.documentId = documentId;
        this.revisionNumber = revisionNumber;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RevisionId that && Objects.equals(documentId, that.documentId)
                && Objects.equals(revisionNumber, that.revisionNumber);
    }

    @Override
    public int hashCode() {
        return Objects.hash(documentId, revisionNumber);
    }

    public UUID getDocumentId() {
        return documentId;
    }

    public Integer getRevisionNumber() {
        return revisionNumber;
    }
}
