package dev.spannerkeys.featurezoo.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Map;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * {@code @JdbcTypeCode(SqlTypes.JSON)}: a map and a record as JSON documents ({@code JSON} / {@code jsonb}). No value
 * is written null: in a PostgreSQL-dialect database, Hibernate's {@code cast(? as jsonb)} with a null parameter stops
 * the emulator (1.5.28) process.
 */
public final class JsonFeature implements FeatureModel {

    public record Dimensions(int width, int height) {
    }

    @Entity(name = "JsProduct")
    @Table(name = "js_products")
    public static class Product {
        @Id
        Long id;
        @JdbcTypeCode(SqlTypes.JSON)
        Map<String, Object> attributes;
        @JdbcTypeCode(SqlTypes.JSON)
        Dimensions dimensions;
    }

    @Override
    public List<String> features() {
        return List.of("@JdbcTypeCode(SqlTypes.JSON)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Product.class);
    }

    @Override
    public List<String> tables() {
        return List.of("js_products");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Product product = new Product();
            product.id = 1L;
            product.attributes = Map.of("color", "red", "sizes", List.of(1, 2));
            product.dimensions = new Dimensions(3, 4);
            session.persist(product);
        });
        assertEquals(new Dimensions(3, 4), run.read(session -> session.find(Product.class, 1L).dimensions));
        run.step("update", session -> {
            Product product = session.find(Product.class, 1L);
            product.attributes = Map.of("color", "blue");
            product.dimensions = new Dimensions(5, 6);
        });
        assertEquals(Map.of("color", "blue"), run.read(session -> session.find(Product.class, 1L).attributes));
        run.step("delete", session -> session.remove(session.find(Product.class, 1L)));
    }
}
