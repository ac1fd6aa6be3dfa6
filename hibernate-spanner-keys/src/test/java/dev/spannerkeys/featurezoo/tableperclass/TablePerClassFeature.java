package dev.spannerkeys.featurezoo.tableperclass;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @Inheritance(TABLE_PER_CLASS)}: one whole table per concrete class, read back by a union. */
public final class TablePerClassFeature implements FeatureModel {

    @Entity(name = "TpcShape")
    @Inheritance(strategy = InheritanceType.TABLE_PER_CLASS)
    public abstract static class Shape {
        @Id
        Long id;
        String color;
    }

    @Entity(name = "TpcCircle")
    @Table(name = "tpc_circles")
    public static class Circle extends Shape {
        Double radius;
    }

    @Entity(name = "TpcSquare")
    @Table(name = "tpc_squares")
    public static class Square extends Shape {
        Double side;
    }

    @Override
    public List<String> features() {
        return List.of("@Inheritance(TABLE_PER_CLASS)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Shape.class, Circle.class, Square.class);
    }

    @Override
    public List<String> tables() {
        return List.of("tpc_circles", "tpc_squares");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Circle circle = new Circle();
            circle.id = 1L;
            circle.color = "red";
            circle.radius = 2.5;
            Square square = new Square();
            square.id = 2L;
            square.color = "blue";
            square.side = 3.0;
            session.persist(circle);
            session.persist(square);
        });
        run.step("update", session -> session.find(Shape.class, 2L).color = "green");
        assertEquals(List.of("green", "red"), run.read(session -> session
                .createSelectionQuery("select color from TpcShape order by color", String.class).getResultList()));
        run.step("delete", session -> session.remove(session.find(Shape.class, 1L)));
        run.assertRows("select id, color, side from tpc_squares", "2 | green | 3.0");
        run.assertRows("select id from tpc_circles");
    }
}
