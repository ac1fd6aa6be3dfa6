package dev.spannerkeys.featurezoo.singletable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.DiscriminatorColumn;
import jakarta.persistence.DiscriminatorValue;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @Inheritance(SINGLE_TABLE)}: one table, a discriminator Hibernate writes as a SQL literal. */
public final class SingleTableFeature implements FeatureModel {

    @Entity(name = "StVehicle")
    @Table(name = "st_vehicles")
    @Inheritance(strategy = InheritanceType.SINGLE_TABLE)
    @DiscriminatorColumn(name = "kind")
    public static class Vehicle {
        @Id
        Long id;
        String name;
    }

    @Entity(name = "StCar")
    @DiscriminatorValue("car")
    public static class Car extends Vehicle {
        Integer doors;
    }

    @Entity(name = "StTruck")
    @DiscriminatorValue("truck")
    public static class Truck extends Vehicle {
        Long payload;
    }

    @Override
    public List<String> features() {
        return List.of("@Inheritance(SINGLE_TABLE)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Vehicle.class, Car.class, Truck.class);
    }

    @Override
    public List<String> tables() {
        return List.of("st_vehicles");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Car car = new Car();
            car.id = 1L;
            car.name = "beetle";
            car.doors = 2;
            Truck truck = new Truck();
            truck.id = 2L;
            truck.name = "actros";
            truck.payload = 18L;
            session.persist(car);
            session.persist(truck);
        });
        run.assertRows("select id, kind, name, doors, payload from st_vehicles", "1 | car | beetle | 2 | null",
                "2 | truck | actros | null | 18");
        run.step("update", session -> session.find(Car.class, 1L).doors = 4);
        run.step("delete", session -> session.remove(session.find(Truck.class, 2L)));
        run.assertRows("select id, kind, name, doors, payload from st_vehicles", "1 | car | beetle | 4 | null");
        assertEquals(List.of("Car"), run.read(session -> session.createSelectionQuery("from StVehicle", Vehicle.class)
                .getResultList().stream().map(vehicle -> vehicle.getClass().getSimpleName()).toList()));
    }
}
