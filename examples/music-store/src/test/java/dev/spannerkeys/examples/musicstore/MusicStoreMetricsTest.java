package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.jayway.jsonpath.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The library's metrics on the actuator: after some writes, {@code /actuator/metrics} lists the pool
 * refills of the sequences that gave the new rows their keys, with measurements.
 */
@SpringBootTest(properties = "spanner.keys.emulator.enabled=true")
@AutoConfigureMockMvc
@Tag("emulator")
class MusicStoreMetricsTest {

    @Autowired
    MockMvc mvc;

    @Test
    void theActuatorShowsTheSequenceRefillsAfterSomeWrites() throws Exception {
        for (int i = 0; i < 3; i++) {
            mvc.perform(post("/singers").contentType(MediaType.APPLICATION_JSON).content("""
                    {"firstName": "Metric %d", "lastName": "Singer", "albums": [{"title": "Counted", "songs": []}]}
                    """.formatted(i))).andExpect(status().isCreated());
        }

        String names = mvc.perform(get("/actuator/metrics")).andExpect(status().isOk())
                .andReturn().getResponse().getContentAsString();
        assertThat(JsonPath.<List<String>>read(names, "$.names")).contains("spanner.keys.sequence.refill",
                "spanner.keys.sequence.wait", "spanner.keys.sequence.pool.remaining");

        String refills = mvc.perform(get("/actuator/metrics/spanner.keys.sequence.refill")
                        .param("tag", "outcome:success"))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        List<Map<String, Object>> measurements = JsonPath.read(refills, "$.measurements");
        Map<String, Object> count = measurements.stream().filter(m -> "COUNT".equals(m.get("statistic"))).findFirst()
                .orElseThrow();
        assertThat(((Number) count.get("value")).doubleValue()).as("refills of the singer and album sequences")
                .isGreaterThanOrEqualTo(2);
        assertThat(JsonPath.<List<String>>read(refills, "$.availableTags[?(@.tag == 'sequence')].values[*]"))
                .contains("singer_id_sequence", "album_id_sequence");

        String remaining = mvc.perform(get("/actuator/metrics/spanner.keys.sequence.pool.remaining")
                        .param("tag", "sequence:singer_id_sequence"))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        assertThat(JsonPath.<Double>read(remaining, "$.measurements[0].value")).isPositive();
    }
}
