package dev.spannerkeys.zoo.telemetry;

import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * The event log: written by every device all the time, read newest first. A hashed shard leads the
 * key so the writes spread; within a shard the newest event comes first.
 */
@Entity
@Table(name = "DeviceEvents")
@IdClass(EventKey.class)
@SpannerIndex(name = "EventsBySeverity", columns = {"Severity", "OccurredAt DESC"}, nullFiltered = true,
        storing = "Message")
public class DeviceEvent {

    @Id
    @ShardId(of = {"deviceId", "occurredAt"}, shards = 16)
    @Column(name = "ShardId")
    private Long shardId;

    @Id
    @Descending
    @Column(name = "OccurredAt")
    private Instant occurredAt;

    @Id
    @Column(name = "DeviceId", length = 36)
    private String deviceId;

    @Enumerated(EnumType.STRING)
    @Column(name = "Severity", length = 10)
    private Severity severity;

    @Column(name = "Message", length = 1024)
    private String message;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "Payload")
    private String payload;

    protected DeviceEvent() {
    }

    public DeviceEvent(String deviceId, Instant occurredAt, Severity severity, String message, String payload) {
        this.deviceId = deviceId;
        this.occurredAt = occurredAt;
        this.severity = severity;
        this.message = message;
        this.payload = payload;
    }

    public Long getShardId() {
        return shardId;
    }

    public String getPayload() {
        return payload;
    }

    public Severity getSeverity() {
        return severity;
    }

    public String getDeviceId() {
        return deviceId;
    }

    public Instant getOccurredAt() {
        return occurredAt;
    }

    public String getMessage() {
        return message;
    }

    /** Triage: an operator changes how bad the event is. */
    public void escalate(Severity severity) {
        this.severity = severity;
    }
}
