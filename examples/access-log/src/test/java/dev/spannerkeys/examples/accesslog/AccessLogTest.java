package dev.spannerkeys.examples.accesslog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.jayway.jsonpath.JsonPath;
import dev.spannerkeys.hibernate.shard.ShardKeys;
import dev.spannerkeys.testsupport.SqlQueries;
import jakarta.persistence.EntityManagerFactory;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The access log on the development emulator: rows spread over all shards, the newest N across
 * shards equal what one unsharded {@code ORDER BY ... DESC LIMIT} query returns, and a row is found
 * by its full key. Checked with SQL against the database.
 */
@SpringBootTest(properties = "spanner.keys.emulator.enabled=true")
@AutoConfigureMockMvc
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Tag("emulator")
@Tag("smoke")
class AccessLogTest {

    /** Six users, sixteen page views each, a second apart: 96 rows, few enough for the emulator. */
    static final int USERS = 6;
    static final int VIEWS_PER_USER = 16;
    static final Instant START = Instant.parse("2026-03-01T08:00:00.123456Z");

    @Autowired
    MockMvc mvc;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    AccessLog accessLog;

    @Autowired
    EntityManagerFactory entityManagerFactory;

    @BeforeAll
    void recordPageViews() {
        for (int view = 0; view < VIEWS_PER_USER; view++) {
            for (int user = 1; user <= USERS; user++) {
                // Distinct times for every row, so "newest N" has exactly one right answer.
                Instant at = START.plus((long) view * USERS + user, ChronoUnit.SECONDS);
                accessLog.record(new UserAccessLog(user, at, "/page/" + (view % 4), 10 + view));
            }
        }
    }

    private List<String> rows(String sql) {
        return jdbc.query(sql, SqlQueries::rowsOf);
    }

    @Test
    void rowsLandInEveryShardAndEachShardIsTheOneJavaComputes() {
        assertThat(jdbc.queryForList("SELECT DISTINCT shardId FROM UserAccessLog ORDER BY shardId", Long.class))
                .containsExactlyElementsOf(LongStream.range(0, 16).boxed().toList());
        jdbc.query("SELECT shardId, userId, lastAccess FROM UserAccessLog", row -> {
            Instant lastAccess = row.getTimestamp("lastAccess").toInstant();
            assertThat(row.getLong("shardId"))
                    .isEqualTo(ShardKeys.shardOf(entityManagerFactory, UserAccessLog.class, row.getLong("userId"), lastAccess));
        });
    }

    @Test
    void theNewestAcrossShardsAreWhatAnUnshardedQueryReturns() throws Exception {
        for (int limit : new int[] {1, 10, 25}) {
            List<String> unsharded = rows("SELECT userId, FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', lastAccess, 'UTC') "
                    + "FROM UserAccessLog ORDER BY lastAccess DESC LIMIT " + limit);
            String body = mvc.perform(get("/accesses/newest").param("limit", String.valueOf(limit)))
                    .andExpect(status().isOk())
                    .andReturn().getResponse().getContentAsString();
            List<Number> users = JsonPath.read(body, "$[*].userId");
            List<String> times = JsonPath.read(body, "$[*].lastAccess");
            List<String> sharded = new ArrayList<>();
            for (int i = 0; i < users.size(); i++) {
                sharded.add(users.get(i).longValue() + " | " + Instant.parse(times.get(i)).truncatedTo(ChronoUnit.MICROS)
                        .toString().replaceFirst("(\\.\\d{6})?Z$", "$1Z"));
            }
            assertThat(sharded).as("newest %d", limit).hasSize(limit).containsExactlyElementsOf(unsharded);
        }
    }

    @Test
    void aPageViewIsFoundByItsFullKey() throws Exception {
        Instant at = START.plus(3 * USERS + 2, ChronoUnit.SECONDS);   // user 2's fourth view
        mvc.perform(get("/users/{user}/accesses/{at}", 2, at.toString()))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.page").value("/page/3"))
                .andExpect(jsonPath("$.shardId").value(ShardKeys.shardOf(entityManagerFactory, UserAccessLog.class, 2L, at)));
        mvc.perform(get("/users/{user}/accesses/{at}", 2, at.plusSeconds(1).toString()))
                .andExpect(status().isNotFound());
    }

    @Test
    void aPageViewRecordedThroughTheApiIsStoredWithItsShard() throws Exception {
        String body = mvc.perform(post("/users/{user}/accesses", 42).contentType(MediaType.APPLICATION_JSON)
                        .content("{\"page\": \"/checkout\", \"durationMillis\": 87}"))
                .andExpect(status().isCreated())
                .andReturn().getResponse().getContentAsString();
        Instant at = Instant.parse(JsonPath.read(body, "$.lastAccess"));
        long shard = ((Number) JsonPath.read(body, "$.shardId")).longValue();
        assertThat(shard).isEqualTo(ShardKeys.shardOf(entityManagerFactory, UserAccessLog.class, 42L, at));
        assertThat(jdbc.queryForObject("SELECT page FROM UserAccessLog WHERE shardId = ? AND userId = 42", String.class,
                shard)).isEqualTo("/checkout");
    }

    @Test
    void theDatabaseRejectsARowWithAWrongShard() {
        Instant at = Instant.parse("2026-04-01T00:00:00Z");
        long wrong = (ShardKeys.shardOf(entityManagerFactory, UserAccessLog.class, 7L, at) + 1) % 16;
        assertThatThrownBy(() -> jdbc.update("INSERT INTO UserAccessLog (shardId, lastAccess, userId, page, durationMillis) "
                + "VALUES (?, ?, 7, '/x', 1)", wrong, Timestamp.from(at)))
                .hasStackTraceContaining("Check constraint");
    }

    @Test
    void theKeyIsShardThenNewestFirstAndTheIndexIsLedByTheShard() {
        assertThat(rows("SELECT INDEX_NAME, COLUMN_NAME, COLUMN_ORDERING FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                + "WHERE TABLE_NAME = 'UserAccessLog' ORDER BY INDEX_NAME, ORDINAL_POSITION"))
                .containsExactly(
                        // A stored column has no position in the index key (NULL sorts first).
                        "AccessLogByPage | durationMillis | null",
                        "AccessLogByPage | shardId | ASC",
                        "AccessLogByPage | page | ASC",
                        "PRIMARY_KEY | shardId | ASC",
                        "PRIMARY_KEY | lastAccess | DESC",
                        "PRIMARY_KEY | userId | ASC");
    }
}
