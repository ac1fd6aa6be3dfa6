package dev.spannerkeys.zoo.ledger;

import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** The key of an audit record: shard, account, time. */
public class AuditKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private Long shardId;
    private Long accountId;
    private Instant recordedAt;

    @Override
    public boolean equals(Object other) {
        return other instanceof AuditKey that && Objects.equals(shardId, that.shardId)
                && Objects.equals(accountId, that.accountId) && Objects.equals(recordedAt, that.recordedAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(shardId, accountId, recordedAt);
    }
}
