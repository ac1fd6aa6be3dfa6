package dev.spannerkeys.spring.boot.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.hibernate.errors.PendingCommitTimestampReadException;
import java.sql.Timestamp;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A {@code @CommitTimestamp} entity saved through a Spring Data repository and queried in the same
 * {@code @Transactional} method ({@link MemoService}): the query's automatic flush writes the row with the
 * pending commit timestamp, the query (a projection) sees it, and after the commit the attribute holds the
 * commit timestamp stored in the row. Loading the entities instead reads the pending value: refused, naming
 * the attribute, and nothing is written.
 */
abstract class CommitTimestampRepositoryContract {

    @Autowired
    MemoService service;

    @Autowired
    JdbcTemplate jdbc;

    /** Each test class writes its own author, so that the write modes' contexts do not see each other's memos. */
    abstract String author();

    @Test
    void saveThenARepositoryQueryInOneTransactionCommitsTheCommitTimestamp() {
        MemoService.Saved first = service.save(author(), "first");
        assertThat(first.texts()).containsExactly("first");
        assertThat(first.memo().getSavedAt()).as("set after the commit")
                .isEqualTo(storedSavedAt(first.memo()));

        MemoService.Saved second = service.save(author(), "second");
        assertThat(second.texts()).containsExactly("first", "second");
        assertThat(second.memo().getSavedAt()).isEqualTo(storedSavedAt(second.memo()))
                .isAfter(first.memo().getSavedAt());
    }

    @Test
    void loadingTheEntitiesInTheSavingTransactionIsRefusedNamingTheAttribute() {
        Throwable thrown = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                () -> service.saveAndLoad(author() + " loads", "pending"));
        PendingCommitTimestampReadException refused = null;
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof PendingCommitTimestampReadException pending) {
                refused = pending;
            }
        }
        assertThat(thrown).isInstanceOf(DataAccessException.class);
        assertThat(refused).as("cause of %s", thrown).isNotNull();
        assertThat(refused.getAttributes()).singleElement().asString().endsWith("(table memo), attribute 'savedAt'");
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM memo WHERE author = ?", Long.class, author() + " loads"))
                .as("rolled back").isZero();
    }

    private java.time.Instant storedSavedAt(Memo memo) {
        return jdbc.queryForObject("SELECT saved_at FROM memo WHERE memo_id = ?", Timestamp.class, memo.getMemoId())
                .toInstant();
    }
}
