package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.junit.jupiter.api.Test;

/**
 * A table or column named by a reserved keyword is refused with a Fix that proposes a name, not with
 * the rule about letters and digits that the name already satisfies.
 */
class ReservedWordFixTest {

    /** Entity {@code Order}: its table would be named {@code Order}, a GoogleSQL reserved keyword. */
    @Entity(name = "Order")
    public static class Order {
        @Id
        @BitReversedSequence(name = "order_seq")
        Long id;
    }

    @Entity(name = "Shipment")
    @Table(name = "Shipments")
    public static class Shipment {
        @Id
        @BitReversedSequence(name = "shipment_seq")
        Long id;

        @Column(name = "Limit")
        Long limit;
    }

    @Test
    void anEntityNamedOrderIsToldToUseTheTableOrders() {
        String message = OfflineBootstrap.rejection(Order.class);
        assertTrue(message.contains("'Order' is a reserved keyword"), message);
        assertTrue(message.contains("Fix: choose another table name, for example @Table(name = \"Orders\")"), message);
        assertTrue(!message.contains("letters, digits"), message);
    }

    @Test
    void aColumnNamedLimitIsToldToUseAnotherName() {
        String message = OfflineBootstrap.rejection(Shipment.class);
        assertTrue(message.contains("'Limit' is a reserved keyword"), message);
        assertTrue(message.contains("for example @Column(name = \"LimitValue\")"), message);
    }

    @Test
    void theProposedNameKeepsTheCaseAndIsNotReserved() {
        assertEquals("orders", SpannerIdentifiers.unreservedAlternative("order", true, SqlDialect.GOOGLE_STANDARD_SQL));
        assertEquals("ORDERS", SpannerIdentifiers.unreservedAlternative("ORDER", true, SqlDialect.GOOGLE_STANDARD_SQL));
        assertEquals("GROUP_TABLE", SpannerIdentifiers.unreservedAlternative("GROUP", true,
                SqlDialect.GOOGLE_STANDARD_SQL)); // GROUPS is reserved too
        assertEquals("Hashes", SpannerIdentifiers.unreservedAlternative("Hash", true, SqlDialect.GOOGLE_STANDARD_SQL));
        assertEquals("end_value", SpannerIdentifiers.unreservedAlternative("end", false, SqlDialect.POSTGRESQL));
        assertTrue(SpannerIdentifiers.isValid(SpannerIdentifiers.unreservedAlternative("Select", true,
                SqlDialect.GOOGLE_STANDARD_SQL)));
    }
}
