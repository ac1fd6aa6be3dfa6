package dev.spannerkeys.examples.accesslog;

import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/**
 * One page view of one user. The key is {@code (shardId, lastAccess DESC, userId)}: a timestamp
 * first would send every insert to the end of the table; the shard computed from the user and the
 * time spreads them over sixteen ranges, each kept newest first.
 */
@Entity
@IdClass(UserAccessLog.Key.class)
// An index on page alone is fine; one led by a timestamp would need the shard in front, like this.
@SpannerIndex(name = "AccessLogByPage", columns = {"shardId", "page"}, storing = {"durationMillis"})
public class UserAccessLog {
    @Id @ShardId(of = {"userId", "lastAccess"}, shards = 16)
    private Long shardId;                 // computed before insert, never set by you

    @Id @Descending
    private Instant lastAccess;           // newest first within each shard

    @Id
    private Long userId;

    private String page;

    private Long durationMillis;

    protected UserAccessLog() {
    }

    /**
     * A page view; the shard is computed when it is persisted.
     *
     * @param userId the user
     * @param lastAccess when, with at most microsecond precision (what Spanner stores)
     * @param page the page
     * @param durationMillis how long the page took to serve
     */
    public UserAccessLog(long userId, Instant lastAccess, String page, long durationMillis) {
        this.userId = userId;
        this.lastAccess = lastAccess;
        this.page = page;
        this.durationMillis = durationMillis;
    }

    /** @return the shard, in [0, 16); {@code null} until persisted */
    public Long getShardId() {
        return shardId;
    }

    /** @return when */
    public Instant getLastAccess() {
        return lastAccess;
    }

    /** @return the user */
    public Long getUserId() {
        return userId;
    }

    /** @return the page */
    public String getPage() {
        return page;
    }

    /** @return how long the page took to serve */
    public Long getDurationMillis() {
        return durationMillis;
    }

    /** The primary key, in key order. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        Long shardId;
        Instant lastAccess;
        Long userId;

        protected Key() {
        }

        /**
         * @param shardId the shard, from {@code ShardKeys.shardOf}
         * @param lastAccess when
         * @param userId the user
         */
        public Key(long shardId, Instant lastAccess, long userId) {
            this.shardId = shardId;
            this.lastAccess = lastAccess;
            this.userId = userId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key that && Objects.equals(shardId, that.shardId)
                    && Objects.equals(lastAccess, that.lastAccess) && Objects.equals(userId, that.userId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shardId, lastAccess, userId);
        }
    }
}
