package dev.spannerkeys.examples.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@SpannerEmulatorTest
@Tag("smoke")
class QuickstartTest {

    @Test
    void printsTheDdlAndKeysReachEverySixteenthOfTheKeySpace(EmulatorDatabase database) throws Exception {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        Quickstart.Result result = Quickstart.run(database, 320, 320, new PrintStream(output, true, StandardCharsets.UTF_8));

        String ddl = String.join("\n", result.ddl());
        assertTrue(ddl.contains("CREATE SEQUENCE SingerIdSequence OPTIONS (sequence_kind = \"bit_reversed_positive\")"), ddl);
        assertTrue(ddl.contains("DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE SingerIdSequence))"), ddl);
        assertTrue(ddl.contains("concertId string(36) NOT NULL DEFAULT (GENERATE_UUID())"), ddl);
        assertTrue(ddl.contains(") PRIMARY KEY (singerId)"), ddl);

        assertEquals(320, result.singers().total());
        for (long count : result.singers().counts()) {
            // 320 consecutive counters reversed: exactly 20 per sixteenth.
            assertEquals(20, count);
        }
        assertEquals(320, result.concerts().total());
        for (long count : result.concerts().counts()) {
            assertTrue(count > 0, "a random UUID range stayed empty");
        }
        String printed = output.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("busiest range holds 1.00x the mean"), printed);
    }
}
