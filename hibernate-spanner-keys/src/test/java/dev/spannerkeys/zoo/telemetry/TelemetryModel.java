package dev.spannerkeys.zoo.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hibernate.SessionFactory;

/**
 * Device telemetry: an event log with a hashed shard and a descending timestamp in its key, readings
 * interleaved in their device newest first, a JSON payload, a null-filtered index with STORING and a
 * descending column, an ordinal enum and a collection table. Descending key parts make it
 * GoogleSQL-only: PostgreSQL-dialect databases have none, and bootstrap says so.
 */
public final class TelemetryModel implements ZooModel {

    @Override
    public String name() {
        return "telemetry";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Device.class, DeviceEvent.class, Reading.class);
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(Device.class, DeviceEvent.class, Reading.class, dev.spannerkeys.zoo.telemetry.v2.Firmware.class);
    }

    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        var firmware = new dev.spannerkeys.zoo.telemetry.v2.Firmware("2.4.1", LocalDate.of(2026, 3, 2));
        factory.inTransaction(session -> session.persist(firmware));
        factory.inTransaction(session -> {
            var read = session.find(dev.spannerkeys.zoo.telemetry.v2.Firmware.class, firmware.getFirmwareId());
            assertEquals("2.4.1", read.getVersion());
            assertEquals(LocalDate.of(2026, 3, 2), read.getReleasedOn());
        });
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(Device.class, DeviceEvent.class, Reading.class, dev.spannerkeys.zoo.telemetry.v3.Firmware.class);
    }


    @Override
    public Optional<String> refusalIn(SqlDialect dialect) {
        return dialect == SqlDialect.POSTGRESQL
                ? Optional.of("attribute 'occurredAt': @Descending asks for a descending primary key part, but "
                        + "PostgreSQL-dialect databases have no descending key parts")
                : Optional.empty();
    }

    @Override
    public void writeAndRead(SessionFactory factory) {
        Instant now = Instant.parse("2026-02-03T04:05:06.123456Z");
        String deviceId = factory.fromTransaction(session -> {
            Device device = new Device("greenhouse-1", DeviceKind.HYGROMETER);
            device.getCapabilities().addAll(List.of("humidity", "temperature"));
            session.persist(device);
            session.persist(new Reading(device.getDeviceId(), now, 61.5, 0.9f));
            session.persist(new Reading(device.getDeviceId(), now.plusSeconds(60), 62.0, null));
            return device.getDeviceId();
        });
        factory.inTransaction(session -> {
            DeviceEvent event = new DeviceEvent(deviceId, now, Severity.WARNING, "humid", "{\"rh\":61.5}");
            session.persist(event);
            assertTrue(event.getShardId() >= 0 && event.getShardId() < 16, "shard " + event.getShardId());
        });
        factory.inTransaction(session -> {
            Device device = session.find(Device.class, deviceId);
            assertEquals(DeviceKind.HYGROMETER, device.getKind());
            assertEquals(List.of("humidity", "temperature"), device.getCapabilities().stream().sorted().toList());
            List<Double> newestFirst = session.createQuery(
                    "select r.value from Reading r where r.deviceId = :device order by r.takenAt desc", Double.class)
                    .setParameter("device", deviceId).getResultList();
            assertEquals(List.of(62.0, 61.5), newestFirst);
            DeviceEvent event = session.createQuery("from DeviceEvent e where e.deviceId = :device", DeviceEvent.class)
                    .setParameter("device", deviceId).getSingleResult();
            assertEquals(Severity.WARNING, event.getSeverity());
            assertTrue(event.getPayload().replace(" ", "").contains("\"rh\":61.5"), event.getPayload());
        });
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return Map.of("@ElementCollection", "the delete does not restrict key column rowid");
    }

    @Override
    public ZooWrites writes() {
        return new TelemetryWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("Hibernate default naming", "@IdClass", "@Interleaved", "@Enumerated(ORDINAL)",
                "@Enumerated(STRING)", "@ElementCollection", "@JdbcTypeCode(SqlTypes.JSON)", "Instant",
                "float / Float", "double", "@RandomUuid", "@ShardId", "@Descending",
                "@Column(columnDefinition) with a GoogleSQL type",
                "@SpannerIndex(nullFiltered, storing)", "@SpannerIndex DESC column");
    }
}
