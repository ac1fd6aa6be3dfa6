package dev.spannerkeys.featurezoo.embeddedid;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Objects;

/** {@code @EmbeddedId}: a composite key as an embeddable. */
public final class EmbeddedIdFeature implements FeatureModel {

    @Embeddable
    public static class LineId {
        Long orderId;
        Integer lineNo;

        LineId() {
        }

        LineId(Long orderId, Integer lineNo) {
            this.orderId = orderId;
            this.lineNo = lineNo;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof LineId other && Objects.equals(orderId, other.orderId)
                    && Objects.equals(lineNo, other.lineNo);
        }

        @Override
        public int hashCode() {
            return Objects.hash(orderId, lineNo);
        }
    }

    @Entity(name = "EidLine")
    @Table(name = "eid_lines")
    public static class Line {
        @EmbeddedId
        LineId id;
        String product;
        Integer quantity;
    }

    @Override
    public List<String> features() {
        return List.of("@EmbeddedId");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Line.class);
    }

    @Override
    public List<String> tables() {
        return List.of("eid_lines");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (int no = 1; no <= 3; no++) {
                Line line = new Line();
                line.id = new LineId(7L, no);
                line.product = "p" + no;
                line.quantity = no;
                session.persist(line);
            }
        });
        run.step("update", session -> session.find(Line.class, new LineId(7L, 2)).quantity = 20);
        run.step("delete", session -> session.remove(session.find(Line.class, new LineId(7L, 3))));
        run.assertRows("select orderId, lineNo, product, quantity from eid_lines", "7 | 1 | p1 | 1", "7 | 2 | p2 | 20");
    }
}
