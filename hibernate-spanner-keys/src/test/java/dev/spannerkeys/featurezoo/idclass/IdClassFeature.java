package dev.spannerkeys.featurezoo.idclass;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @IdClass}: a composite key of two {@code @Id} attributes. */
public final class IdClassFeature implements FeatureModel {

    public record SeatKey(String hall, Integer seatNo) {
    }

    @Entity(name = "IdcSeat")
    @Table(name = "idc_seats")
    @IdClass(SeatKey.class)
    public static class Seat {
        @Id
        String hall;
        @Id
        Integer seatNo;
        String holder;
    }

    @Override
    public List<String> features() {
        return List.of("@IdClass");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Seat.class);
    }

    @Override
    public List<String> tables() {
        return List.of("idc_seats");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (int no = 1; no <= 3; no++) {
                Seat seat = new Seat();
                seat.hall = "a";
                seat.seatNo = no;
                seat.holder = no == 2 ? null : "h" + no;
                session.persist(seat);
            }
        });
        run.step("update", session -> session.find(Seat.class, new SeatKey("a", 2)).holder = "h2");
        run.step("delete", session -> session.remove(session.find(Seat.class, new SeatKey("a", 1))));
        run.assertRows("select hall, seatNo, holder from idc_seats", "a | 2 | h2", "a | 3 | h3");
    }
}
