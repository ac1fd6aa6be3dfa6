package dev.spannerkeys.zoo.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.hibernate.SessionFactory;

/**
 * A billing service that keeps its tables in a schema of its own ({@code @Table(schema = "billing")}), as
 * services sharing one database do: customers with a stock JPA sequence in that schema
 * ({@code @SequenceGenerator(schema = "billing")}, taken over), a unique index on the e-mail address, invoices
 * interleaved in their customer (parent and child in the schema), and payments referencing the customer by a
 * foreign key.
 */
public final class BillingModel implements ZooModel {

    @Override
    public String name() {
        return "billing";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Customer.class, Invoice.class, Payment.class);
    }

    @Override
    public List<String> namedSchemas() {
        return List.of("billing");
    }

    @Override
    public void writeAndRead(SessionFactory factory) {
        Customer customer = new Customer("Ada", "ada-" + System.nanoTime() + "@example.com");
        Invoice[] invoices = new Invoice[2];
        Payment payment = factory.fromTransaction(session -> {
            session.persist(customer);
            invoices[0] = new Invoice(customer, 12_50, LocalDate.of(2026, 11, 1));
            invoices[1] = new Invoice(customer, 7_00, LocalDate.of(2026, 11, 15));
            session.persist(invoices[0]);
            session.persist(invoices[1]);
            Payment paid = new Payment(customer, 12_50, Instant.parse("2026-11-20T10:15:30Z"));
            session.persist(paid);
            return paid;
        });
        assertTrue(customer.getCustomerId() > TakenOverKey.WIDE_SKIP_RANGE_MAX,
                "taken over by a bit-reversed sequence: " + customer.getCustomerId());
        factory.inTransaction(session -> {
            session.find(Invoice.class, invoices[0].getKey()).markPaid();
        });
        factory.inTransaction(session -> {
            assertEquals(customer.getEmail(), session.find(Customer.class, customer.getCustomerId()).getEmail());
            assertTrue(session.find(Invoice.class, invoices[0].getKey()).isPaid());
            assertEquals(List.of(7_00L), session.createSelectionQuery(
                    "select cents from Invoice where customerId = :customer and paid = false", Long.class)
                    .setParameter("customer", customer.getCustomerId()).getResultList());
            Payment read = session.find(Payment.class, payment.getPaymentId());
            assertEquals(List.of(customer.getCustomerId(), 12_50L, payment.getReceivedAt()),
                    List.of(read.getCustomer().getCustomerId(), read.getCents(), read.getReceivedAt()));
        });
    }

    @Override
    public ZooWrites writes() {
        return new BillingWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("@Table(schema) with an @Interleaved child in the same schema",
                "@SequenceGenerator(schema)", "@Index in a named schema", "@ManyToOne in a named schema");
    }
}
