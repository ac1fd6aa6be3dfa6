package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A clean start of the music store on the development emulator, with Hibernate creating the schema as
 * the getting-started guide's application does, logs little: at most 25 records at INFO (a record
 * that spans several lines counts once), no WARN or ERROR from the library or the Spanner client, and
 * one line saying what the schema management created. The application does not quiet the Spanner
 * client itself: the starter does.
 */
@ExtendWith(OutputCaptureExtension.class)
class QuietStartTest {

    private static final Pattern RECORD = Pattern.compile("^\\d{4}-\\d\\d-\\d\\dT\\S+\\s+(INFO|WARN|ERROR)\\s.*");

    @Test
    void aCleanStartLogsAtMostTwentyFiveInfoRecordsNoWarningAndTheSchemaLine(CapturedOutput output) {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(MusicStoreApplication.class)
                .profiles("dev")
                .run("--server.port=0", "--spring.main.banner-mode=off", "--spring.flyway.enabled=false",
                        "--spring.jpa.hibernate.ddl-auto=create")) {
            assertThat(context.isRunning()).isTrue();
        }
        List<String> records = output.getOut().lines().filter(line -> RECORD.matcher(line).matches()).toList();
        int started = indexOfStarted(records);
        List<String> start = records.subList(0, started + 1);
        String log = String.join("\n", start);

        assertThat(start.stream().filter(line -> line.contains(" INFO "))).as(log).hasSizeLessThanOrEqualTo(25);
        assertThat(records).as(log).noneMatch(line -> !line.contains(" INFO ") && (line.contains("dev.spannerkeys")
                || line.contains("c.g.c.spanner") || line.contains("com.google.cloud") || line.contains("c.g.cloud")
                || line.contains("c.google.cloud")));
        assertThat(start).as(log).anyMatch(line -> line.matches(".* Spanner schema created: \\d+ tables, \\d+ sequences, "
                + "\\d+ indexes \\(\\d+ statements, [\\d,]+ ms\\)"));
        assertThat(start).as(log).noneMatch(line -> line.contains("OpenTelemetry meter detected")
                || line.contains("Spanner options") || line.contains("Session pool options"));
    }

    private static int indexOfStarted(List<String> records) {
        for (int i = 0; i < records.size(); i++) {
            if (records.get(i).matches(".* Started \\S+ in [\\d.]+ seconds.*")) {
                return i;
            }
        }
        throw new AssertionError("no 'Started' line in:\n" + String.join("\n", records));
    }
}
