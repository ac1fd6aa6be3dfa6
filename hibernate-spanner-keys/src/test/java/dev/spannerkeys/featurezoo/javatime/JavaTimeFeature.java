package dev.spannerkeys.featurezoo.javatime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;

/** The {@code java.time} types Hibernate maps, written and read back through Hibernate. */
public final class JavaTimeFeature implements FeatureModel {

    @Entity(name = "JtEvent")
    @Table(name = "jt_events")
    public static class Event {
        @Id
        Long id;
        LocalDate day;
        LocalTime startsAt;
        LocalDateTime localStart;
        Instant stamp;
        OffsetDateTime offsetStart;
        ZonedDateTime zonedStart;
        Duration length;
    }

    static final LocalDate DAY = LocalDate.of(2026, 2, 28);
    static final LocalTime TIME = LocalTime.of(13, 45, 30);
    static final LocalDateTime LOCAL = LocalDateTime.of(2026, 2, 28, 13, 45, 30, 123_456_000);
    static final Instant STAMP = Instant.parse("2026-02-28T12:45:30.123456Z");
    static final OffsetDateTime OFFSET = OffsetDateTime.of(LOCAL, ZoneOffset.ofHours(2));

    @Override
    public List<String> features() {
        return List.of("java.time types");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Event.class);
    }

    @Override
    public List<String> tables() {
        return List.of("jt_events");
    }

    @Override
    public java.util.Map<String, String> dmlFallbacks(dev.spannerkeys.internal.schema.SqlDialect dialect) {
        // GoogleSQL binds a LocalTime with setTime, which has no mutation value; PostgreSQL binds it as text.
        return dialect == dev.spannerkeys.internal.schema.SqlDialect.GOOGLE_STANDARD_SQL
                ? java.util.Map.of("java.time types", "no mutation value for JDBC setTime") : java.util.Map.of();
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Event event = new Event();
            event.id = 1L;
            event.day = DAY;
            event.startsAt = TIME;
            event.localStart = LOCAL;
            event.stamp = STAMP;
            event.offsetStart = OFFSET;
            event.zonedStart = OFFSET.toZonedDateTime();
            event.length = Duration.ofMinutes(90).plusMillis(5);
            session.persist(event);
        });
        run.read(session -> {
            Event event = session.find(Event.class, 1L);
            assertEquals(DAY, event.day);
            assertEquals(TIME, event.startsAt);
            assertEquals(LOCAL, event.localStart);
            assertEquals(STAMP, event.stamp);
            assertEquals(OFFSET.toInstant(), event.offsetStart.toInstant());
            assertEquals(OFFSET.toInstant(), event.zonedStart.toInstant());
            assertEquals(Duration.ofMinutes(90).plusMillis(5), event.length);
            return null;
        });
        run.step("update", session -> {
            Event event = session.find(Event.class, 1L);
            event.day = DAY.plusDays(1);
            event.startsAt = TIME.plusHours(1);
            event.stamp = STAMP.plusSeconds(1);
            event.length = null;
        });
        run.step("delete", session -> session.remove(session.find(Event.class, 1L)));
    }
}
