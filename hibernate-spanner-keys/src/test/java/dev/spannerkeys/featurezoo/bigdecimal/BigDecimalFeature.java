package dev.spannerkeys.featurezoo.bigdecimal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/** {@code BigDecimal} (and {@code BigInteger}): exact numerics, {@code NUMERIC} / {@code numeric}. */
public final class BigDecimalFeature implements FeatureModel {

    @Entity(name = "BdPrice")
    @Table(name = "bd_prices")
    public static class Price {
        @Id
        Long id;
        @Column(precision = 38, scale = 9)
        BigDecimal amount;
        BigInteger units;
    }

    @Override
    public List<String> features() {
        return List.of("BigDecimal");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Price.class);
    }

    @Override
    public List<String> tables() {
        return List.of("bd_prices");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Price price = new Price();
            price.id = 1L;
            price.amount = new BigDecimal("12345678901234567890.123456789");
            price.units = new BigInteger("99999999999999999999");
            session.persist(price);
            Price negative = new Price();
            negative.id = 2L;
            negative.amount = new BigDecimal("-0.000000001");
            session.persist(negative);
        });
        assertEquals(0, new BigDecimal("12345678901234567890.123456789").compareTo(
                run.read(session -> session.find(Price.class, 1L).amount)));
        run.step("update", session -> session.find(Price.class, 2L).amount = new BigDecimal("7.5"));
        run.step("delete", session -> session.remove(session.find(Price.class, 1L)));
    }
}
