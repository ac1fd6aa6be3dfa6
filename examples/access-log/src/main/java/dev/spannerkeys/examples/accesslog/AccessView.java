package dev.spannerkeys.examples.accesslog;

import java.time.Instant;

/**
 * A page view as the API shows it.
 *
 * @param userId the user
 * @param lastAccess when
 * @param page the page
 * @param durationMillis how long the page took to serve
 * @param shardId the shard the row is stored in
 */
public record AccessView(long userId, Instant lastAccess, String page, long durationMillis, long shardId) {

    static AccessView of(UserAccessLog log) {
        return new AccessView(log.getUserId(), log.getLastAccess(), log.getPage(), log.getDurationMillis(),
                log.getShardId());
    }
}
