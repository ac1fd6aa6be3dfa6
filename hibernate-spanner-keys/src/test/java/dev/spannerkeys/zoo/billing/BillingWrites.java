package dev.spannerkeys.zoo.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;

/**
 * The billing service's writer: customers with their invoices and a payment each, in one transaction; invoices
 * paid and addresses changed; customers leaving, their payments deleted first (the foreign key) and their
 * invoices by the interleaving's {@code ON DELETE CASCADE}.
 */
final class BillingWrites implements ZooWrites {

    /** Payments with their customers. */
    private static final String WITH_CUSTOMER = "select p from Payment p join fetch p.customer";

    private static final int INVOICES = 2;

    private final Map<Object, String> customers = new TreeMap<>();
    private final Map<Object, String> invoices = new TreeMap<>();
    private final Map<Object, String> payments = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Customer> loadedCustomers = new ArrayList<>();
        List<Invoice> loadedInvoices = new ArrayList<>();
        List<Payment> loadedPayments = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Customer customer = new Customer("customer " + i, "customer" + i + "@example.com");
                session.persist(customer);
                loadedCustomers.add(customer);
                for (int n = 0; n < INVOICES; n++) {
                    Invoice invoice = new Invoice(customer, 100L * i + n, LocalDate.of(2026, 1 + n, 1 + i));
                    session.persist(invoice);
                    loadedInvoices.add(invoice);
                }
                Payment payment = new Payment(customer, 100L * i, Instant.parse("2026-03-01T00:00:00Z").plusSeconds(i));
                session.persist(payment);
                loadedPayments.add(payment);
            }
        });
        customers.putAll(byId(loadedCustomers, Customer::getCustomerId, BillingWrites::describe));
        invoices.putAll(byId(loadedInvoices, invoice -> invoice.getKey().toString(), BillingWrites::describe));
        payments.putAll(byId(loadedPayments, Payment::getPaymentId, BillingWrites::describe));
        return aggregates * (2 + INVOICES);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Customer> changedCustomers = new ArrayList<>();
        List<Invoice> changedInvoices = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Customer customer : session.createSelectionQuery("from Customer", Customer.class).getResultList()) {
                if (number(customer) % 3 == 0) {
                    customer.setEmail("billing+" + number(customer) + "@example.com");
                    changedCustomers.add(customer);
                }
            }
            for (Invoice invoice : session.createSelectionQuery("from Invoice", Invoice.class).getResultList()) {
                if (invoice.getCents() % 2 == 0) {
                    invoice.markPaid();
                    changedInvoices.add(invoice);
                }
            }
        });
        customers.putAll(byId(changedCustomers, Customer::getCustomerId, BillingWrites::describe));
        invoices.putAll(byId(changedInvoices, invoice -> invoice.getKey().toString(), BillingWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Long> leaving = new ArrayList<>();
        List<String> deletedPayments = new ArrayList<>();
        factory.inTransaction(session -> {
            List<Payment> allPayments = session.createSelectionQuery(WITH_CUSTOMER, Payment.class)
                    .getResultList();
            for (Customer customer : session.createSelectionQuery("from Customer", Customer.class).getResultList()) {
                if (number(customer) % 4 == 3) {
                    for (Payment payment : allPayments) {
                        if (payment.getCustomer().getCustomerId().equals(customer.getCustomerId())) {
                            session.remove(payment);
                            deletedPayments.add(payment.getPaymentId());
                        }
                    }
                    session.remove(customer);
                    leaving.add(customer.getCustomerId());
                }
            }
        });
        customers.keySet().removeAll(leaving);
        payments.keySet().removeAll(deletedPayments);
        invoices.keySet().removeIf(key -> leaving.contains(Long.valueOf(key.toString().split("/")[0])));
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<Object, String> storedCustomers = new TreeMap<>();
        Map<Object, String> storedInvoices = new TreeMap<>();
        Map<Object, String> storedPayments = new TreeMap<>();
        factory.inTransaction(session -> {
            storedCustomers.putAll(byId(session.createSelectionQuery("from Customer", Customer.class).getResultList(),
                    Customer::getCustomerId, BillingWrites::describe));
            storedInvoices.putAll(byId(session.createSelectionQuery("from Invoice", Invoice.class).getResultList(),
                    invoice -> invoice.getKey().toString(), BillingWrites::describe));
            storedPayments.putAll(byId(session.createSelectionQuery(WITH_CUSTOMER, Payment.class)
                    .getResultList(), Payment::getPaymentId, BillingWrites::describe));
        });
        assertEquals(customers, storedCustomers);
        assertEquals(invoices, storedInvoices);
        assertEquals(payments, storedPayments);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("billing.Customers", (long) customers.size(), "billing.Invoices", (long) invoices.size(),
                "billing.Payments", (long) payments.size());
    }

    private static int number(Customer customer) {
        return Integer.parseInt(customer.getName().replaceAll("\\D", ""));
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static String describe(Customer customer) {
        return customer.getName() + " " + customer.getEmail();
    }

    private static String describe(Invoice invoice) {
        return invoice.getCents() + " " + invoice.getIssuedOn() + (invoice.isPaid() ? " paid" : " open");
    }

    private static String describe(Payment payment) {
        return payment.getCustomer().getCustomerId() + " " + payment.getCents() + " " + payment.getReceivedAt();
    }
}
