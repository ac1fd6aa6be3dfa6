package dev.spannerkeys.zoo.ledger;

import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * Who did what to an account, written on every change: a hashed shard leads the key, so the log
 * has no single write point. The key is ascending, so it works in both dialects; the newest-first
 * reads go through a descending index.
 */
@Entity
@Table(name = "AuditRecords")
@IdClass(AuditKey.class)
@SpannerIndex(name = "AuditByAccount", columns = {"AccountId", "RecordedAt DESC"})
public class AuditRecord {

    @Id
    @ShardId(of = "accountId", shards = 8)
    @Column(name = "ShardId")
    private Long shardId;

    @Id
    @Column(name = "AccountId")
    private Long accountId;

    @Id
    @Column(name = "RecordedAt")
    private Instant recordedAt;

    @Column(name = "Actor", nullable = false, length = 64)
    private String actor;

    @Column(name = "Action", nullable = false, length = 64)
    private String action;

    protected AuditRecord() {
    }

    public AuditRecord(Long accountId, Instant recordedAt, String actor, String action) {
        this.accountId = accountId;
        this.recordedAt = recordedAt;
        this.actor = actor;
        this.action = action;
    }

    public Long getShardId() {
        return shardId;
    }

    public String getAction() {
        return action;
    }

    public Long getAccountId() {
        return accountId;
    }

    public Instant getRecordedAt() {
        return recordedAt;
    }

    public String getActor() {
        return actor;
    }
}
