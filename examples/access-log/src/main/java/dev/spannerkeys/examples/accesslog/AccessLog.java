package dev.spannerkeys.examples.accesslog;

import dev.spannerkeys.hibernate.shard.ShardKeys;
import dev.spannerkeys.hibernate.shard.ShardedReads;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Records page views and reads them back: by full key, and newest first across all shards. */
@Service
public class AccessLog {

    // Reads across shards need an EntityManager, so all access goes through it: no repository.
    private final EntityManager entityManager;

    /** @param entityManager the shared, transaction-bound entity manager */
    public AccessLog(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Records a page view at the current time.
     *
     * @param userId the user
     * @param access the page view
     * @return the stored row, with its shard
     */
    @Transactional
    public AccessView record(long userId, NewAccess access) {
        // Spanner stores microseconds; a finer clock value would not survive the round trip.
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        return record(new UserAccessLog(userId, now, access.page(), access.durationMillis()));
    }

    /**
     * Records a page view with its own time.
     *
     * @param log the page view
     * @return the stored row, with its shard
     */
    @Transactional
    public AccessView record(UserAccessLog log) {
        entityManager.persist(log);
        return AccessView.of(log);
    }

    /**
     * The {@code limit} newest page views of all users: the newest {@code limit} of each of the 16
     * shards (short reads in key order, since each shard is stored newest first), merged.
     *
     * @param limit how many, at least 1
     * @return the page views, newest first
     */
    @Transactional(readOnly = true)
    public List<AccessView> newest(int limit) {
        List<UserAccessLog> latest = ShardedReads.newest(entityManager, UserAccessLog.class, "lastAccess", limit);
        return latest.stream().map(AccessView::of).toList();
    }

    /**
     * One page view by its full key: the shard is computed from the user and the time, so this
     * reads one row of one shard.
     *
     * @param userId the user
     * @param lastAccess when
     * @return the page view, or empty
     */
    @Transactional(readOnly = true)
    public Optional<AccessView> find(long userId, Instant lastAccess) {
        long shard = ShardKeys.shardOf(entityManager, UserAccessLog.class, userId, lastAccess);   // values in @ShardId(of) order
        UserAccessLog log = entityManager.find(UserAccessLog.class, new UserAccessLog.Key(shard, lastAccess, userId));
        return Optional.ofNullable(log).map(AccessView::of);
    }
}
