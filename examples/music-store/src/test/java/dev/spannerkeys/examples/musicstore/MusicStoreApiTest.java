package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.jayway.jsonpath.JsonPath;
import dev.spannerkeys.keys.BitReversal;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The REST API on the development emulator, checked in the database with SQL: what a request
 * creates is there, and deleting a singer takes its albums and songs with it because the tables
 * are interleaved with ON DELETE CASCADE, not because the application deletes them.
 */
@SpringBootTest(properties = "spanner.keys.emulator.enabled=true")
@AutoConfigureMockMvc
@Tag("emulator")
class MusicStoreApiTest {

    @Autowired
    MockMvc mvc;

    @Autowired
    JdbcTemplate jdbc;

    private long createSinger(String firstName, String lastName) throws Exception {
        String body = """
                {"firstName": "%s", "lastName": "%s", "albums": [
                  {"title": "%s one", "songs": [{"track": 1, "title": "Intro"}, {"track": 2, "title": "Outro"}]},
                  {"title": "%s two", "songs": [{"track": 1, "title": "Opening"}, {"track": 2, "title": "Closing"},
                                                {"track": 3, "title": "Encore"}]}]}
                """.formatted(firstName, lastName, lastName, lastName);
        String created = mvc.perform(post("/singers").contentType(MediaType.APPLICATION_JSON).content(body))
                .andExpect(status().isCreated())
                .andExpect(header().string("Location", org.hamcrest.Matchers.startsWith("/singers/")))
                .andExpect(jsonPath("$.albums.length()").value(2))
                .andReturn().getResponse().getContentAsString();
        return ((Number) JsonPath.read(created, "$.singerId")).longValue();
    }

    private long count(String sql, Object... args) {
        return jdbc.queryForObject(sql, Long.class, args);
    }

    @Test
    void deletingASingerThroughTheApiLeavesNoAlbumsAndNoSongs() throws Exception {
        long deleted = createSinger("Marc", "Richards");
        long kept = createSinger("Catalina", "Smith");
        assertThat(count("SELECT COUNT(*) FROM albums WHERE singer_id = ?", deleted)).isEqualTo(2);
        assertThat(count("SELECT COUNT(*) FROM songs WHERE singer_id = ?", deleted)).isEqualTo(5);

        mvc.perform(delete("/singers/{id}", deleted)).andExpect(status().isNoContent());

        assertThat(count("SELECT COUNT(*) FROM singers WHERE singer_id = ?", deleted)).isZero();
        assertThat(count("SELECT COUNT(*) FROM albums WHERE singer_id = ?", deleted)).isZero();
        assertThat(count("SELECT COUNT(*) FROM songs WHERE singer_id = ?", deleted)).isZero();
        // The other singer's tree is untouched.
        assertThat(count("SELECT COUNT(*) FROM albums WHERE singer_id = ?", kept)).isEqualTo(2);
        assertThat(count("SELECT COUNT(*) FROM songs WHERE singer_id = ?", kept)).isEqualTo(5);

        mvc.perform(get("/singers/{id}", deleted)).andExpect(status().isNotFound());
        mvc.perform(delete("/singers/{id}", deleted)).andExpect(status().isNotFound());
    }

    @Test
    void aSingerIsReadBackWithItsAlbumsAndSongsInKeyOrder() throws Exception {
        long singerId = createSinger("Alice", "Trentor");
        mvc.perform(get("/singers/{id}", singerId))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.lastName").value("Trentor"))
                .andExpect(jsonPath("$.albums.length()").value(2))
                .andExpect(jsonPath("$.albums[*].songs.length()").value(org.hamcrest.Matchers.containsInAnyOrder(2, 3)));
        // Every row of the singer's tree carries the singer's key first.
        assertThat(jdbc.queryForList("SELECT DISTINCT singer_id FROM songs WHERE singer_id = ?", Long.class, singerId))
                .containsExactly(singerId);
    }

    @Test
    void idsAreBitReversedSequenceValuesNotConsecutiveNumbers() throws Exception {
        long first = createSinger("Lea", "Martin");
        long second = createSinger("Lea", "Martin");
        // Each id is the bit reversal of a small sequence counter, so ids are huge and far apart.
        for (long id : List.of(first, second)) {
            assertThat(id).isPositive();
            assertThat(BitReversal.counterOf(id)).isBetween(1L, 1000L);
        }
        assertThat(Math.abs(second - first)).isGreaterThan(1L << 40);
        List<Long> albumIds = jdbc.queryForList("SELECT album_id FROM albums WHERE singer_id = ?", Long.class, first);
        assertThat(albumIds).hasSize(2).allSatisfy(id -> assertThat(BitReversal.counterOf(id)).isBetween(1L, 1000L));
    }

    @Test
    void singersAreFoundByLastName() throws Exception {
        long singerId = createSinger("Kim", "Zhao");
        mvc.perform(get("/singers").param("lastName", "Zhao"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.length()").value(1))
                .andExpect(jsonPath("$[0].singerId").value(singerId))
                .andExpect(jsonPath("$[0].firstName").value("Kim"));
    }

    @Test
    void aConcertGetsARandomUuidAndGoesWithItsSinger() throws Exception {
        long singerId = createSinger("Ravi", "Patel");
        String created = mvc.perform(post("/singers/{id}/concerts", singerId).contentType(MediaType.APPLICATION_JSON)
                        .content("{\"venue\": \"Olympia\", \"date\": \"2027-05-01\"}"))
                .andExpect(status().isCreated())
                .andReturn().getResponse().getContentAsString();
        String concertId = JsonPath.read(created, "$.concertId");
        assertThat(concertId).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
        mvc.perform(get("/concerts/{id}", concertId))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.venue").value("Olympia"))
                .andExpect(jsonPath("$.date").value("2027-05-01"));
        assertThat(count("SELECT COUNT(*) FROM concerts WHERE concert_id = ?", concertId)).isEqualTo(1);

        mvc.perform(delete("/singers/{id}", singerId)).andExpect(status().isNoContent());
        assertThat(count("SELECT COUNT(*) FROM concerts WHERE concert_id = ?", concertId)).isZero();
        mvc.perform(post("/singers/{id}/concerts", singerId).contentType(MediaType.APPLICATION_JSON)
                .content("{\"venue\": \"Olympia\", \"date\": \"2027-05-02\"}")).andExpect(status().isNotFound());
    }
}
