package dev.spannerkeys.featurezoo.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaDelete;
import jakarta.persistence.criteria.CriteriaUpdate;
import jakarta.persistence.criteria.Root;
import java.util.List;

/**
 * HQL and criteria bulk {@code update} and {@code delete}, with and without {@code where}, after entity writes in the
 * same transaction (which the statement must see) and before more (which it must not undo).
 */
public final class BulkStatementFeature implements FeatureModel {

    @Entity(name = "BkProduct")
    @Table(name = "bk_products")
    public static class Product {
        @Id
        Long id;
        String category;
        Long price;
    }

    @Override
    public List<String> features() {
        return List.of("HQL/criteria bulk update and delete");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Product.class);
    }

    @Override
    public List<String> tables() {
        return List.of("bk_products");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long id = 1; id <= 6; id++) {
                session.persist(product(id, id % 2 == 0 ? "even" : "odd", id * 10));
            }
        });
        run.step("hql update with where after an insert", session -> {
            session.persist(product(7L, "odd", 70L));
            assertEquals(4, session.createMutationQuery("update BkProduct set price = price + 1 where category = 'odd'")
                    .executeUpdate());
            session.find(Product.class, 2L).price = 21L;
        });
        run.assertRows("select id, price from bk_products", "1 | 11", "2 | 21", "3 | 31", "4 | 40", "5 | 51",
                "6 | 60", "7 | 71");
        run.step("criteria update without where, criteria delete with where", session -> {
            CriteriaBuilder builder = session.getCriteriaBuilder();
            CriteriaUpdate<Product> update = builder.createCriteriaUpdate(Product.class);
            Root<Product> root = update.from(Product.class);
            update.set(root.<Long>get("price"), builder.prod(root.<Long>get("price"), 2L));
            assertEquals(7, session.createMutationQuery(update).executeUpdate());
            CriteriaDelete<Product> delete = builder.createCriteriaDelete(Product.class);
            Root<Product> deleted = delete.from(Product.class);
            delete.where(builder.greaterThan(deleted.<Long>get("price"), 100L));
            assertEquals(3, session.createMutationQuery(delete).executeUpdate());
        });
        run.assertRows("select id, price from bk_products", "1 | 22", "2 | 42", "3 | 62", "4 | 80");
        run.step("hql delete with where, then without", session -> {
            session.persist(product(8L, "new", 1L));
            assertEquals(1, session.createMutationQuery("delete from BkProduct where category = 'even' and price > 50")
                    .executeUpdate());
            assertEquals(4, session.createMutationQuery("delete from BkProduct").executeUpdate());
            session.persist(product(9L, "last", 9L));
        });
        run.assertRows("select id, category, price from bk_products", "9 | last | 9");
    }

    private static Product product(long id, String category, long price) {
        Product product = new Product();
        product.id = id;
        product.category = category;
        product.price = price;
        return product;
    }
}
