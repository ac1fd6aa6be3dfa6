package dev.spannerkeys.zoo.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigInteger;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * The fleet's dispatch service: registering vehicles with their specification sheet, trips and
 * drivers; servicing vehicles (odometer, specification), logging more trips, dropping a wrongly logged
 * trip (orphan removal); selling vehicles, whose trips and specification rows go with them (JPA cascade,
 * collection table).
 */
final class FleetWrites implements ZooWrites {

    private static final int TRIPS = 3;
    private static final ZonedDateTime ARRIVED = ZonedDateTime.of(2026, 8, 1, 17, 45, 0, 0, ZoneId.of("Europe/Paris"));

    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Driver> drivers = new ArrayList<>();
        List<Vehicle> vehicles = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Driver driver = new Driver("Driver " + i, LocalDate.of(2030, 1, 1).plusDays(i));
                session.persist(driver);
                drivers.add(driver);
                Vehicle vehicle = new Vehicle("B-ZO " + i, (short) (2 + i % 6), BigInteger.valueOf(123_456_789_012L + i),
                        new UUID(i, 42));
                vehicle.getSpecification().putAll(Map.of("fuel", i % 2 == 0 ? "electric" : "diesel", "range", 400 + i + " km"));
                for (int t = 0; t < TRIPS; t++) {
                    vehicle.getTrips().add(trip(i, t, driver));
                }
                session.persist(vehicle);
                vehicles.add(vehicle);
            }
        });
        expected.put("driver", byId(drivers, Driver::getId, FleetWrites::describe));
        expectVehicles(vehicles);
        return aggregates * (1 + 1 + 2 + TRIPS);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Vehicle> vehicles = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Vehicle vehicle : vehicles(session)) {
                int n = number(vehicle);
                if (n % 3 == 0) {
                    vehicle.service(vehicle.getOdometerMeters().add(BigInteger.valueOf(15_000)));
                    vehicle.getSpecification().put("range", "380 km");
                    vehicle.getSpecification().put("colour", "white");
                } else if (n % 3 == 1) {
                    vehicle.getTrips().add(trip(n, TRIPS, vehicle.getTrips().get(0).getDriver()));
                }
                vehicles.add(vehicle);
            }
        });
        expectVehicles(vehicles);
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Vehicle> kept = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Vehicle vehicle : vehicles(session)) {
                int n = number(vehicle);
                if (n % 4 == 3) {
                    session.remove(vehicle); // its trips go with it: cascade = ALL
                    continue;
                }
                if (n % 4 == 2) {
                    vehicle.getTrips().remove(0); // logged by mistake: orphan removal deletes it
                }
                kept.add(vehicle);
            }
        });
        expectVehicles(kept);
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("driver", byId(session.createSelectionQuery("from Driver", Driver.class).getResultList(),
                    Driver::getId, FleetWrites::describe));
            List<Vehicle> vehicles = vehicles(session);
            stored.put("vehicle", byId(vehicles, Vehicle::getId, FleetWrites::describe));
            stored.put("trip", trips(vehicles));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("Driver", (long) expected.get("driver").size(),
                "Vehicle", (long) expected.get("vehicle").size(),
                "Vehicle_specification", expected.get("vehicle").values().stream()
                        .mapToLong(text -> text.split("=").length - 1).sum(),
                "Trip", (long) expected.get("trip").size());
    }

    private static Trip trip(int vehicle, int trip, Driver driver) {
        return new Trip(new GeoPoint(52.52 + trip, 13.40), new GeoPoint(48.86, 2.35 + vehicle),
                LocalDateTime.of(2026, 8, 1, 7, 30).plusHours(trip), ARRIVED.plusDays(vehicle).plusHours(trip),
                Duration.ofMinutes(555 + trip), driver);
    }

    private void expectVehicles(List<Vehicle> vehicles) {
        expected.put("vehicle", byId(vehicles, Vehicle::getId, FleetWrites::describe));
        expected.put("trip", trips(vehicles));
    }

    private static List<Vehicle> vehicles(Session session) {
        List<Vehicle> vehicles = session.createSelectionQuery("select v from Vehicle v "
                + "left join fetch v.specification", Vehicle.class).getResultList();
        // The trips of all vehicles in one query (a second bag cannot join the first fetch).
        session.createSelectionQuery("select v from Vehicle v left join fetch v.trips t left join fetch t.driver",
                Vehicle.class).getResultList();
        return vehicles;
    }

    private static Map<Object, String> trips(List<Vehicle> vehicles) {
        Map<Object, String> trips = new TreeMap<>();
        for (Vehicle vehicle : vehicles) {
            for (Trip trip : vehicle.getTrips()) {
                trips.put(trip.getId(), vehicle.getLicensePlate() + " " + trip.getStart() + " -> " + trip.getEnd() + " "
                        + trip.getDepartedLocal() + " " + trip.getArrivedAt().toInstant() + " " + trip.getDrivingTime()
                        + " " + trip.getDriver().getName());
            }
        }
        return trips;
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static int number(Vehicle vehicle) {
        return Integer.parseInt(vehicle.getLicensePlate().substring("B-ZO ".length()));
    }

    private static String describe(Driver driver) {
        return driver.getName() + " " + driver.getLicenseValidUntil();
    }

    private static String describe(Vehicle vehicle) {
        return vehicle.getLicensePlate() + " " + vehicle.getSeats() + " " + vehicle.getOdometerMeters() + " "
                + vehicle.getTelematicsUnit() + " " + new TreeMap<>(vehicle.getSpecification());
    }
}
