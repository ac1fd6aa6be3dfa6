package dev.spannerkeys.featurezoo.mapcollection;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.Table;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** {@code @ElementCollection} as a {@code Map} with {@code @MapKeyColumn}: keyed by owner and map key. */
public final class MapCollectionFeature implements FeatureModel {

    @Entity(name = "MapProduct")
    @Table(name = "map_products")
    public static class Product {
        @Id
        Long id;
        @ElementCollection
        @CollectionTable(name = "map_product_attributes", joinColumns = @JoinColumn(name = "product_id"))
        @MapKeyColumn(name = "name")
        @Column(name = "value")
        Map<String, String> attributes = new HashMap<>();
    }

    @Override
    public List<String> features() {
        return List.of("@ElementCollection as a Map");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Product.class);
    }

    @Override
    public List<String> tables() {
        return List.of("map_products", "map_product_attributes");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Product product = new Product();
            product.id = 1L;
            product.attributes.putAll(Map.of("color", "red", "size", "m", "fit", "slim"));
            session.persist(product);
        });
        run.step("put, replace, remove", session -> {
            Product product = session.find(Product.class, 1L);
            product.attributes.put("color", "blue");
            product.attributes.remove("size");
            product.attributes.put("cut", "long");
        });
        run.assertRows("select product_id, name, value from map_product_attributes", "1 | color | blue",
                "1 | cut | long", "1 | fit | slim");
        run.step("delete", session -> session.remove(session.find(Product.class, 1L)));
    }
}
