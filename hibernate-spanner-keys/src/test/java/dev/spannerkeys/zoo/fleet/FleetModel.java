package dev.spannerkeys.zoo.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigInteger;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.SessionFactory;

/**
 * A vehicle fleet written with no names at all, as Hibernate's default naming makes them: an
 * embeddable used twice with attribute overrides, a map element collection, a unidirectional
 * one-to-many with a join column, LocalDateTime, ZonedDateTime, Duration, Short, BigInteger and a
 * UUID column that is not a key.
 */
public final class FleetModel implements ZooModel {

    private static final UUID UNIT = UUID.fromString("7c9e6679-7425-40de-944b-e07fc1f90ae7");

    @Override
    public String name() {
        return "fleet";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Vehicle.class, Trip.class, Driver.class);
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(Vehicle.class, Trip.class, Driver.class, dev.spannerkeys.zoo.fleet.v2.Depot.class);
    }

    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        var depot = new dev.spannerkeys.zoo.fleet.v2.Depot("Lyon", 40);
        factory.inTransaction(session -> session.persist(depot));
        factory.inTransaction(session -> {
            var read = session.find(dev.spannerkeys.zoo.fleet.v2.Depot.class, depot.getId());
            assertEquals("Lyon", read.getCity());
            assertEquals(40, read.getCapacity());
        });
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(Vehicle.class, Trip.class, Driver.class, dev.spannerkeys.zoo.fleet.v3.Depot.class);
    }


    @Override
    public void writeAndRead(SessionFactory factory) {
        ZonedDateTime arrived = ZonedDateTime.of(2026, 8, 1, 17, 45, 0, 0, ZoneId.of("Europe/Paris"));
        String vehicleId = factory.fromTransaction(session -> {
            Driver driver = new Driver("Ana", LocalDate.of(2030, 1, 1));
            session.persist(driver);
            Vehicle vehicle = new Vehicle("B-ZO 1", (short) 5, new BigInteger("123456789012"), UNIT);
            vehicle.getSpecification().putAll(Map.of("fuel", "electric", "range", "420 km"));
            vehicle.getTrips().add(new Trip(new GeoPoint(52.52, 13.40), new GeoPoint(48.86, 2.35),
                    LocalDateTime.of(2026, 8, 1, 7, 30), arrived, Duration.ofMinutes(555), driver));
            session.persist(vehicle);
            return vehicle.getId();
        });
        factory.inTransaction(session -> {
            Vehicle vehicle = session.find(Vehicle.class, vehicleId);
            assertEquals((short) 5, vehicle.getSeats());
            assertEquals(new BigInteger("123456789012"), vehicle.getOdometerMeters());
            assertEquals(UNIT, vehicle.getTelematicsUnit());
            assertEquals("electric", vehicle.getSpecification().get("fuel"));
            Trip trip = vehicle.getTrips().get(0);
            assertEquals(48.86, trip.getEnd().getLatitude());
            assertEquals(LocalDateTime.of(2026, 8, 1, 7, 30), trip.getDepartedLocal());
            assertEquals(arrived.toInstant(), trip.getArrivedAt().toInstant());
            assertEquals(Duration.ofMinutes(555), trip.getDrivingTime());
            assertEquals("Ana", trip.getDriver().getName());
        });
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        // Removing a vehicle detaches all its trips with one UPDATE by the key column: several rows.
        return Map.of("@OneToMany with @JoinColumn", "the update does not restrict exactly the primary key of");
    }

    @Override
    public ZooWrites writes() {
        return new FleetWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("Hibernate default naming", "@Embedded", "@Embedded twice with @AttributeOverrides",
                "@ElementCollection", "@ElementCollection Map with @MapKeyColumn", "@OneToMany",
                "@OneToMany with @JoinColumn", "@ManyToOne", "LocalDate", "LocalDateTime", "ZonedDateTime",
                "Duration", "Short", "BigInteger", "UUID (not a key)", "double", "@RandomUuid");
    }
}
