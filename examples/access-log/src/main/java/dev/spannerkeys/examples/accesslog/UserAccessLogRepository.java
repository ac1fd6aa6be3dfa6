package dev.spannerkeys.examples.accesslog;

import org.springframework.data.jpa.repository.JpaRepository;

/** Page views, found by their full key. */
public interface UserAccessLogRepository extends JpaRepository<UserAccessLog, UserAccessLog.Key> {
}
