package dev.spannerkeys.featurezoo.tenantid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Map;
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

    /**
     * From Hibernate 7.4.15 on, updates and deletes of a {@code @TenantId} entity restrict the tenant
     * ({@code and tenant = coalesce(?, tenant)}), which a mutation cannot check: they run as DML. Hibernate 7.4.6 does
     * not restrict it, and they are mutations.
     */
    @Override
    public Map<String, String> dmlFallbacks() {
        return Map.of("@TenantId", "its WHERE clause restricts more than the primary key");
    }

    @Override
    public boolean dmlFallbacksDependOnHibernateVersion() {
        return true;
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> session.persist(order(1L, "book")));
        run.tenantStep("globex", "insert for another tenant", session -> session.persist(order(2L, "lamp")));
        run.assertRows("select id, tenant, item from tn_orders", "1 | acme | book", "2 | globex | lamp");
        assertEquals(List.of("book"), run.read(session -> session.createSelectionQuery("select item from TnOrder",
                String.class).getResultList()));
        run.step("update", session -> session.find(Order.class, 1L).item = "books");
        // A session of tenant acme updating globex's order by its id: from Hibernate 7.4.15 on the statement restricts
        // the tenant too ("and tenant = coalesce(?, tenant)"), finds no row and fails; a mutation would have written
        // globex's row. Every write mode must end as dml does.
        run.attemptStateless("update another tenant's row", session -> {
            Order order = new Order();
            order.id = 2L;
            order.tenant = "acme";
            order.item = "taken";
            session.update(order);
        });
        run.step("delete", session -> session.remove(session.find(Order.class, 1L)));
        assertEquals(List.of(), run.rows("select id from tn_orders where tenant = 'acme'"));
    }

    private static Order order(long id, String item) {
        Order order = new Order();
        order.id = id;
        order.item = item;
        return order;
    }
}
