package dev.spannerkeys.featurezoo.tenantid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.annotations.TenantId;

/**
 * {@code @TenantId}: a tenant column Hibernate fills from the session's tenant and adds to every query. The
 * persistence unit's resolver ({@code FeatureModels.FixedTenant}) gives sessions the tenant {@code acme}; sessions
 * opened for another tenant name it.
 */
public final class TenantIdFeature implements FeatureModel {

    @Entity(name = "TnOrder")
    @Table(name = "tn_orders")
    public static class Order {
        @Id
        Long id;
        @TenantId
        String tenant;
        String item;
    }

    @Override
    public List<String> features() {
        return List.of("@TenantId");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Order.class);
    }

    @Override
    public List<String> tables() {
        return List.of("tn_orders");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> session.persist(order(1L, "book")));
        run.tenantStep("globex", "insert for another tenant", session -> session.persist(order(2L, "lamp")));
        run.assertRows("select id, tenant, item from tn_orders", "1 | acme | book", "2 | globex | lamp");
        assertEquals(List.of("book"), run.read(session -> session.createSelectionQuery("select item from TnOrder",
                String.class).getResultList()));
        run.step("update", session -> session.find(Order.class, 1L).item = "books");
        run.step("delete", session -> session.remove(session.find(Order.class, 1L)));
        run.assertRows("select id, tenant, item from tn_orders", "2 | globex | lamp");
    }

    private static Order order(long id, String item) {
        Order order = new Order();
        order.id = id;
        order.item = item;
        return order;
    }
}
