package dev.spannerkeys.featurezoo.formula;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.annotations.Formula;

/** {@code @Formula}: a read-only attribute computed by SQL; writes leave it out. */
public final class FormulaFeature implements FeatureModel {

    @Entity(name = "FoLine")
    @Table(name = "fo_lines")
    public static class Line {
        @Id
        Long id;
        Long price;
        Long quantity;
        @Formula("price * quantity")
        Long total;
    }

    @Override
    public List<String> features() {
        return List.of("@Formula");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Line.class);
    }

    @Override
    public List<String> tables() {
        return List.of("fo_lines");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Line line = new Line();
            line.id = 1L;
            line.price = 3L;
            line.quantity = 4L;
            session.persist(line);
        });
        assertEquals(Long.valueOf(12), run.read(session -> session.find(Line.class, 1L).total));
        run.step("update", session -> session.find(Line.class, 1L).quantity = 5L);
        assertEquals(Long.valueOf(15), run.read(session -> session.find(Line.class, 1L).total));
        run.step("delete", session -> session.remove(session.find(Line.class, 1L)));
    }
}
