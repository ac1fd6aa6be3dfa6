package dev.spannerkeys.zoo.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.zoo.BootNaming;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import dev.spannerkeys.zoo.shop.v2.Coupon;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.SessionFactory;

/**
 * A web shop as a Spring Boot application maps it: Boot's naming, an audited base class with
 * {@code @Version}, an embedded address, enums by name, a many-to-many with a join table, an
 * element collection, BigDecimal prices; random UUID and bit-reversed sequence keys.
 */
public final class ShopModel implements ZooModel {

    @Override
    public String name() {
        return "shop";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Customer.class, Product.class, Category.class, PurchaseOrder.class, OrderLine.class,
                Review.class);
    }

    @Override
    public Map<String, Object> settings() {
        return BootNaming.settings();
    }

    @Override
    public void writeAndRead(SessionFactory factory) {
        Ids ids = writeOrder(factory, "ada@example.com", "SKU-1");
        factory.inTransaction(session -> {
            Review review = new Review(session.find(Product.class, ids.product), 5, "sturdy");
            session.persist(review);
        });
        factory.inTransaction(session -> {
            PurchaseOrder order = session.find(PurchaseOrder.class, ids.order);
            assertEquals("ada@example.com", order.getCustomer().getEmail());
            assertEquals("Berlin", order.getCustomer().getBillingAddress().getCity());
            assertEquals(0, new BigDecimal("39.98").compareTo(order.getTotal()));
            assertEquals(LocalDate.of(2026, 3, 1), order.getDeliveryDate());
            assertEquals(2, order.getLines().get(0).getQuantity());
            Product product = order.getLines().get(0).getProduct();
            assertEquals(Set.of("garden"), Set.copyOf(product.getTags()));
            assertEquals("tools", product.getCategories().iterator().next().getName());
            assertNotNull(order.getCreatedAt());
            order.setStatus(OrderStatus.PAID);
        });
        factory.inTransaction(session -> {
            PurchaseOrder order = session.find(PurchaseOrder.class, ids.order);
            assertEquals(OrderStatus.PAID, order.getStatus());
            assertEquals(1, order.getVersion());
            assertTrue(!order.getUpdatedAt().isBefore(order.getCreatedAt()));
            assertEquals(1L, session.createQuery("select count(r) from Review r where r.stars = 5", Long.class)
                    .getSingleResult());
        });
    }

    private static Ids writeOrder(SessionFactory factory, String email, String sku) {
        return factory.fromTransaction(session -> {
            Customer customer = new Customer(email, "Ada", new Address("Main St 1", "Berlin", "10115", "DE"));
            customer.setTier(CustomerTier.GOLD);
            session.persist(customer);
            Category tools = new Category("tools");
            session.persist(tools);
            Product product = new Product(sku, "Trowel", new BigDecimal("19.99"));
            product.getCategories().add(tools);
            product.getTags().add("garden");
            session.persist(product);
            PurchaseOrder order = new PurchaseOrder(customer, LocalDate.of(2026, 3, 1));
            order.add(product, 2);
            session.persist(order);
            return new Ids(order.getId(), product.getId());
        });
    }

    private record Ids(Long order, Long product) {
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(Customer.class, Product.class, Category.class, PurchaseOrder.class, OrderLine.class,
                dev.spannerkeys.zoo.shop.v2.Review.class, Coupon.class);
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(Customer.class, Product.class, Category.class, PurchaseOrder.class, OrderLine.class,
                dev.spannerkeys.zoo.shop.v2.Review.class, dev.spannerkeys.zoo.shop.v3.Coupon.class);
    }

    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        Ids ids = writeOrder(factory, "grace@example.com", "SKU-2");
        factory.inTransaction(session -> {
            var review = new dev.spannerkeys.zoo.shop.v2.Review(session.find(Product.class, ids.product), 4, "fine");
            review.vote();
            session.persist(review);
            session.persist(new Coupon("SPRING26", new BigDecimal("12.50"), LocalDate.of(2026, 5, 31)));
        });
        factory.inTransaction(session -> {
            // The review written by version 1 got the column default.
            List<Integer> votes = session.createQuery("select r.helpfulVotes from Review r order by r.helpfulVotes",
                    Integer.class).getResultList();
            assertEquals(List.of(0, 1), votes);
            Coupon coupon = session.createQuery("from Coupon where code = 'SPRING26'", Coupon.class).getSingleResult();
            assertEquals(0, new BigDecimal("12.50").compareTo(coupon.getDiscountPercent()));
        });
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return Map.of("@Version", "is versioned: its optimistic-lock check needs DML",
                "@ElementCollection", "the delete does not restrict the primary key of");
    }

    @Override
    public ZooWrites writes() {
        return new ShopWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("Spring Boot naming", "@MappedSuperclass audit columns", "@Version", "@Embedded",
                "@Enumerated(STRING)", "BigDecimal", "LocalDate", "Instant", "@ManyToOne", "@OneToMany",
                "@ManyToMany", "@ElementCollection", "@Column(unique = true)", "@Index", "@RandomUuid",
                "@BitReversedSequence", "@ColumnDefault");
    }
}
