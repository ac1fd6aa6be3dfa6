package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.Embeddable;

/** A file attached to a ticket, kept in the ticket's collection table. */
@Embeddable
public class Attachment {

    private String fileName;
    private String contentType;
    private long sizeBytes;

    protected Attachment() {
    }

    public Attachment(String fileName, String contentType, long sizeBytes) {
        this.fileName = fileName;
        this.contentType = contentType;
        this.sizeBytes = sizeBytes;
    }

    public String getFileName() {
        return fileName;
    }

    public String getContentType() {
        return contentType;
    }

    public long getSizeBytes() {
        return sizeBytes;
    }
}
