package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.internal.Ports;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class SharedEmulatorTest {

    @Test
    void sharedReturnsTheSameInstanceFromEveryThread() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<SpannerEmulator>> results = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                results.add(pool.submit(SpannerEmulator::shared));
            }
            SpannerEmulator expected = SpannerEmulator.shared();
            for (Future<SpannerEmulator> result : results) {
                assertSame(expected, result.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void closingTheSharedEmulatorDoesNotStopIt() {
        SpannerEmulator shared = SpannerEmulator.shared();
        shared.close();
        assertTrue(Ports.accepts(shared.host(), shared.port(), 1000));
        assertSame(shared, SpannerEmulator.shared());
        shared.newDatabase(DatabaseDialect.POSTGRESQL); // still usable
    }
}
