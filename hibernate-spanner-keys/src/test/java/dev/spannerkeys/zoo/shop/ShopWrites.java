package dev.spannerkeys.zoo.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * The shop's service code: a catalogue import with customers and their first orders, a day of order
 * processing (payment, shipping, price changes, edited reviews, a changed address), and cancellations
 * that delete orders with their lines (JPA cascade) and remove single lines (orphan removal).
 */
final class ShopWrites implements ZooWrites {

    private static final List<String> CATEGORIES = List.of("garden", "kitchen", "tools");

    /** What each stored row must read back as, by entity and id. */
    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Category> categories = new ArrayList<>();
        List<Customer> customers = new ArrayList<>();
        List<Product> products = new ArrayList<>();
        List<PurchaseOrder> orders = new ArrayList<>();
        List<Review> reviews = new ArrayList<>();
        factory.inTransaction(session -> {
            for (String name : CATEGORIES) {
                Category category = new Category(name);
                session.persist(category);
                categories.add(category);
            }
            for (int i = 0; i < aggregates; i++) {
                Customer customer = new Customer("c" + i + "@example.com", "Customer " + i,
                        new Address("Main St " + i, i % 2 == 0 ? "Berlin" : "Zurich", "10" + i, i % 2 == 0 ? "DE" : "CH"));
                customer.setTier(CustomerTier.values()[i % 3]);
                session.persist(customer);
                customers.add(customer);
                Product product = new Product("SKU-" + i, "Product " + i, new BigDecimal(i + ".99"));
                product.getCategories().add(categories.get(i % categories.size()));
                product.getTags().add("new");
                product.getTags().add("batch-" + i % 4);
                session.persist(product);
                products.add(product);
                PurchaseOrder order = new PurchaseOrder(customer, LocalDate.of(2026, 3, 1).plusDays(i));
                order.add(product, 1 + i % 3);
                order.add(products.get(i / 2), 2);
                session.persist(order);
                orders.add(order);
                Review review = new Review(product, 1 + i % 5, "review " + i);
                session.persist(review);
                reviews.add(review);
            }
        });
        expected.put("category", byId(categories, Category::getId, Category::getName));
        expected.put("customer", byId(customers, Customer::getId, ShopWrites::describe));
        expected.put("product", byId(products, Product::getId, ShopWrites::describe));
        expectOrders(orders);
        expected.put("review", byId(reviews, Review::getId, ShopWrites::describe));
        // customer, product, its category and two tags, order, two lines, review
        return categories.size() + aggregates * 9;
    }

    @Override
    public void update(SessionFactory factory) {
        List<PurchaseOrder> orders = new ArrayList<>();
        List<Product> products = new ArrayList<>();
        List<Review> reviews = new ArrayList<>();
        factory.inTransaction(session -> {
            for (PurchaseOrder order : orders(session)) {
                int n = number(order.getCustomer().getEmail());
                if (n % 4 == 0) {
                    order.setStatus(OrderStatus.PAID);
                }
                if (n % 4 == 1) {
                    order.getCustomer().moveTo(new Address("New St " + n, "Vienna", "1010", "AT"));
                }
                orders.add(order);
            }
            for (Product product : products(session)) {
                if (number(product.getSku()) % 3 == 0) {
                    product.setPrice(product.getPrice().add(BigDecimal.ONE));
                    product.getTags().remove("new");
                    product.getTags().add("sale");
                }
                products.add(product);
            }
            for (Review review : session.createSelectionQuery("from Review r join fetch r.product", Review.class)
                    .getResultList()) {
                if (review.getStars() < 3) {
                    review.edit(3, "edited");
                }
                reviews.add(review);
            }
        });
        expected.put("customer", byId(orders.stream().map(PurchaseOrder::getCustomer).toList(), Customer::getId,
                ShopWrites::describe));
        expected.put("product", byId(products, Product::getId, ShopWrites::describe));
        expectOrders(orders);
        expected.put("review", byId(reviews, Review::getId, ShopWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<PurchaseOrder> kept = new ArrayList<>();
        factory.inTransaction(session -> {
            for (PurchaseOrder order : orders(session)) {
                int n = number(order.getCustomer().getEmail());
                if (n % 4 == 2) {
                    session.remove(order); // its lines go with it: cascade = ALL
                    continue;
                }
                if (n % 4 == 3) {
                    order.remove(order.getLines().get(0)); // orphan removal deletes the line's row
                }
                kept.add(order);
            }
        });
        expectOrders(kept);
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("category", byId(session.createSelectionQuery("from Category", Category.class).getResultList(),
                    Category::getId, Category::getName));
            stored.put("customer", byId(session.createSelectionQuery("from Customer", Customer.class).getResultList(),
                    Customer::getId, ShopWrites::describe));
            stored.put("product", byId(products(session), Product::getId, ShopWrites::describe));
            stored.put("review", byId(session.createSelectionQuery("from Review r join fetch r.product", Review.class)
                    .getResultList(), Review::getId, ShopWrites::describe));
            List<PurchaseOrder> orders = orders(session);
            stored.put("order", byId(orders, PurchaseOrder::getId, ShopWrites::describe));
            stored.put("line", lines(orders));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        Map<String, Long> rows = new TreeMap<>();
        rows.put("category", (long) expected.get("category").size());
        rows.put("customer", (long) expected.get("customer").size());
        rows.put("product", (long) expected.get("product").size());
        rows.put("orders", (long) expected.get("order").size());
        rows.put("review", (long) expected.get("review").size());
        rows.put("order_line", (long) expected.get("line").size());
        rows.put("product_tags", expected.get("product").values().stream()
                .mapToLong(text -> text.split("tags=")[1].split(",").length).sum());
        rows.put("product_categories", (long) expected.get("product").size());
        return rows;
    }

    private void expectOrders(List<PurchaseOrder> orders) {
        expected.put("order", byId(orders, PurchaseOrder::getId, ShopWrites::describe));
        expected.put("line", lines(orders));
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static Map<Object, String> lines(List<PurchaseOrder> orders) {
        Map<Object, String> lines = new TreeMap<>();
        for (PurchaseOrder order : orders) {
            for (OrderLine line : order.getLines()) {
                lines.put(order.getCustomer().getEmail() + " " + line.getProduct().getSku() + " x" + line.getQuantity(),
                        line.getUnitPrice().stripTrailingZeros().toPlainString());
            }
        }
        return lines;
    }

    private static String describe(PurchaseOrder order) {
        return order.getCustomer().getEmail() + " " + order.getStatus() + " total=" + order.getTotal()
                .stripTrailingZeros().toPlainString() + " " + order.getDeliveryDate() + " v" + order.getVersion();
    }

    private static String describe(Customer customer) {
        Address address = customer.getBillingAddress();
        return customer.getEmail() + " " + customer.getDisplayName() + " " + address.getStreet() + ", "
                + address.getPostalCode() + " " + address.getCity() + " " + address.getCountryCode() + " "
                + customer.getTier() + " v" + customer.getVersion();
    }

    private static String describe(Product product) {
        return product.getSku() + " " + product.getName() + " " + product.getPrice().stripTrailingZeros().toPlainString()
                + " v" + product.getVersion() + " categories="
                + product.getCategories().stream().map(Category::getName).sorted().toList()
                + " tags=" + String.join(",", product.getTags().stream().sorted().toList());
    }

    private static String describe(Review review) {
        return review.getProduct().getSku() + " " + review.getStars() + " " + review.getText() + " v"
                + review.getVersion();
    }

    private static List<PurchaseOrder> orders(Session session) {
        return session.createSelectionQuery("select o from PurchaseOrder o join fetch o.customer "
                + "left join fetch o.lines l left join fetch l.product", PurchaseOrder.class).getResultList();
    }

    private static List<Product> products(Session session) {
        return session.createSelectionQuery("select p from Product p left join fetch p.categories "
                + "left join fetch p.tags", Product.class).getResultList();
    }

    /** The aggregate number in {@code c7@example.com} or {@code SKU-7}. */
    private static int number(String text) {
        return Integer.parseInt(text.replaceAll("\\D", ""));
    }
}
