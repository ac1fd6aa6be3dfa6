package dev.spannerkeys.zoo.telemetry;

import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** The key of an event: shard, time (newest first), device. */
public class EventKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private Long shardId;
    private Instant occurredAt;
    private String deviceId;

    @Override
    public boolean equals(Object other) {
        return other instanceof EventKey that && Objects.equals(shardId, that.shardId)
                && Objects.equals(occurredAt, that.occurredAt) && Objects.equals(deviceId, that.deviceId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(shardId, occurredAt, deviceId);
    }
}
