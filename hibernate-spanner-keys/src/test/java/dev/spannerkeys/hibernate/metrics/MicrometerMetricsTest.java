package dev.spannerkeys.hibernate.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.hibernate.internal.util.config.ConfigurationException;
import org.junit.jupiter.api.Test;

class MicrometerMetricsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final SpannerKeysMetrics metrics = SpannerKeysMetrics.from(Map.of(SpannerKeysSettings.METRICS_REGISTRY, registry));

    @Test
    void noRegistryMeansNoMetrics() {
        assertSame(SpannerKeysMetrics.NONE, SpannerKeysMetrics.from(Map.of()));
    }

    @Test
    void somethingOtherThanARegistryIsABootstrapErrorNamingTheSetting() {
        ConfigurationException error = assertThrows(ConfigurationException.class,
                () -> SpannerKeysMetrics.from(Map.of(SpannerKeysSettings.METRICS_REGISTRY, "registry")));
        assertTrue(error.getMessage().contains(SpannerKeysSettings.METRICS_REGISTRY), error.getMessage());
        assertTrue(error.getMessage().contains("MeterRegistry"), error.getMessage());
    }

    @Test
    void refillsAndWaitsAreTimedPerSequenceAndOutcome() {
        SequenceMetrics sequence = metrics.sequence("singer_seq");
        sequence.refill(TimeUnit.MILLISECONDS.toNanos(12), true);
        sequence.refill(TimeUnit.MILLISECONDS.toNanos(30), true);
        sequence.refill(TimeUnit.MILLISECONDS.toNanos(5), false);
        sequence.waited(TimeUnit.MILLISECONDS.toNanos(7));
        assertEquals(2, registry.get("spanner.keys.sequence.refill").tags("sequence", "singer_seq", "outcome", "success")
                .timer().count());
        assertEquals(42, registry.get("spanner.keys.sequence.refill").tags("sequence", "singer_seq", "outcome", "success")
                .timer().totalTime(TimeUnit.MILLISECONDS), 0.001);
        assertEquals(1, registry.get("spanner.keys.sequence.refill").tags("outcome", "failure").timer().count());
        assertEquals(1, registry.get("spanner.keys.sequence.wait").tag("sequence", "singer_seq").timer().count());
    }

    @Test
    void poolsOfOneSequenceAddUpInOneGaugeThatGoesWithTheLastOfThem() throws Exception {
        AutoCloseable first = metrics.poolRemaining("album_seq", () -> 300);
        AutoCloseable second = SpannerKeysMetrics.from(Map.of(SpannerKeysSettings.METRICS_REGISTRY, registry))
                .poolRemaining("album_seq", () -> 45);
        assertEquals(345, registry.get("spanner.keys.sequence.pool.remaining").tag("sequence", "album_seq").gauge().value());
        first.close();
        assertEquals(45, registry.get("spanner.keys.sequence.pool.remaining").tag("sequence", "album_seq").gauge().value());
        second.close();
        assertTrue(registry.find("spanner.keys.sequence.pool.remaining").gauges().isEmpty());
        AutoCloseable again = metrics.poolRemaining("album_seq", () -> 7);
        assertEquals(7, registry.get("spanner.keys.sequence.pool.remaining").tag("sequence", "album_seq").gauge().value());
        again.close();
    }

    @Test
    void writesAndCommitsAreCountedByModeReasonAndOutcome() {
        metrics.write(true, "none");
        metrics.write(true, "none");
        metrics.write(false, "optimistic-lock");
        metrics.commit("committed");
        assertEquals(2, registry.get("spanner.keys.writes").tags("mode", "mutation", "reason", "none").counter().count());
        assertEquals(1, registry.get("spanner.keys.writes").tags("mode", "dml", "reason", "optimistic-lock").counter()
                .count());
        assertEquals(1, registry.get("spanner.keys.commits").tag("outcome", "committed").counter().count());
    }
}
