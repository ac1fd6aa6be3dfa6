package dev.spannerkeys.zoo.helpdesk;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Version;
import java.time.Instant;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.UpdateTimestamp;

/** The base class of every helpdesk entity: one key sequence for all, audit columns, a version. */
@MappedSuperclass
public abstract class BaseEntity {

    @Id
    @BitReversedSequence(name = "helpdesk_seq", poolSize = 50)
    private Long id;

    @CreationTimestamp
    private Instant createdAt;

    @UpdateTimestamp
    private Instant modifiedAt;

    @Version
    private Integer version;

    public Long getId() {
        return id;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Integer getVersion() {
        return version;
    }
}
