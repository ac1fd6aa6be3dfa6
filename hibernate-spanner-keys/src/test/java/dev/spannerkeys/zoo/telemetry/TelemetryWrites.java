package dev.spannerkeys.zoo.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * The telemetry ingest: registering devices with their capabilities, their first readings and
 * events; recalibrating readings, adding capabilities, triaging events; decommissioning devices,
 * whose readings Spanner deletes with them (interleaved {@code ON DELETE CASCADE}) and whose events
 * the service removes.
 */
final class TelemetryWrites implements ZooWrites {

    private static final int READINGS = 5;
    private static final int EVENTS = 2;
    private static final Instant START = Instant.parse("2026-02-03T04:05:06.123456Z");

    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Device> devices = new ArrayList<>();
        List<Reading> readings = new ArrayList<>();
        List<DeviceEvent> events = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Device device = new Device("device-" + i, DeviceKind.values()[i % 3]);
                device.getCapabilities().addAll(List.of("temperature", i % 2 == 0 ? "humidity" : "pressure"));
                session.persist(device);
                devices.add(device);
                for (int r = 0; r < READINGS; r++) {
                    Reading reading = new Reading(device.getDeviceId(), START.plusSeconds(60L * r + i), 20.5 + r,
                            r % 2 == 0 ? 0.5f + r / 10f : null);
                    session.persist(reading);
                    readings.add(reading);
                }
                for (int e = 0; e < EVENTS; e++) {
                    // Spanner stores a JSON document normalized (members sorted by name): written that way,
                    // the text reads back as written.
                    DeviceEvent event = new DeviceEvent(device.getDeviceId(), START.plusMillis(1000L * e + i),
                            Severity.values()[e], "event " + e, "{\"device\":" + i + ",\"seq\":" + e + "}");
                    session.persist(event);
                    events.add(event);
                }
            }
        });
        expected.put("device", byId(devices, Device::getDeviceId, TelemetryWrites::describe));
        expected.put("reading", byId(readings, TelemetryWrites::key, TelemetryWrites::describe));
        expected.put("event", byId(events, TelemetryWrites::key, TelemetryWrites::describe));
        return aggregates * (1 + 2 + READINGS + EVENTS);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Device> devices = new ArrayList<>();
        List<Reading> readings = new ArrayList<>();
        List<DeviceEvent> events = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Device device : devices(session)) {
                if (number(device) % 3 == 0) {
                    device.getCapabilities().add("battery");
                }
                devices.add(device);
            }
            for (Reading reading : session.createSelectionQuery("from Reading", Reading.class).getResultList()) {
                if (reading.getTakenAt().getEpochSecond() % 120 < 60) {
                    reading.correct(reading.getValue() - 0.25);
                }
                readings.add(reading);
            }
            for (DeviceEvent event : session.createSelectionQuery("from DeviceEvent", DeviceEvent.class)
                    .getResultList()) {
                if (event.getSeverity() == Severity.INFO) {
                    event.escalate(Severity.CRITICAL);
                }
                events.add(event);
            }
        });
        expected.put("device", byId(devices, Device::getDeviceId, TelemetryWrites::describe));
        expected.put("reading", byId(readings, TelemetryWrites::key, TelemetryWrites::describe));
        expected.put("event", byId(events, TelemetryWrites::key, TelemetryWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<String> decommissioned = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Device device : devices(session)) {
                if (number(device) % 4 != 3) {
                    continue;
                }
                session.createSelectionQuery("from DeviceEvent e where e.deviceId = :device", DeviceEvent.class)
                        .setParameter("device", device.getDeviceId()).getResultList().forEach(session::remove);
                session.remove(device);
                decommissioned.add(device.getDeviceId());
            }
        });
        expected.get("device").keySet().removeAll(decommissioned);
        expected.get("reading").keySet().removeIf(key -> decommissioned.contains(key.toString().split(" ")[0]));
        expected.get("event").keySet().removeIf(key -> decommissioned.contains(key.toString().split(" ")[0]));
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("device", byId(devices(session), Device::getDeviceId, TelemetryWrites::describe));
            stored.put("reading", byId(session.createSelectionQuery("from Reading", Reading.class).getResultList(),
                    TelemetryWrites::key, TelemetryWrites::describe));
            stored.put("event", byId(session.createSelectionQuery("from DeviceEvent", DeviceEvent.class)
                    .getResultList(), TelemetryWrites::key, TelemetryWrites::describe));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        Map<String, Long> rows = new TreeMap<>();
        rows.put("Devices", (long) expected.get("device").size());
        rows.put("DeviceCapabilities", expected.get("device").values().stream()
                .mapToLong(text -> text.split("\\[")[1].split(",").length).sum());
        rows.put("Readings", (long) expected.get("reading").size());
        rows.put("DeviceEvents", (long) expected.get("event").size());
        return rows;
    }

    private static List<Device> devices(Session session) {
        return session.createSelectionQuery("select d from Device d left join fetch d.capabilities",
                Device.class).getResultList();
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static int number(Device device) {
        return Integer.parseInt(device.getName().substring("device-".length()));
    }

    private static String key(Reading reading) {
        return reading.getDeviceId() + " " + reading.getTakenAt();
    }

    private static String key(DeviceEvent event) {
        return event.getDeviceId() + " " + event.getOccurredAt();
    }

    private static String describe(Device device) {
        return device.getName() + " " + device.getKind() + " " + device.getCapabilities().stream().sorted().toList();
    }

    private static String describe(Reading reading) {
        return reading.getValue() + " battery " + reading.getBatteryLevel();
    }

    private static String describe(DeviceEvent event) {
        return "shard " + event.getShardId() + " " + event.getSeverity() + " " + event.getMessage() + " "
                + event.getPayload().replace(" ", "");
    }
}
