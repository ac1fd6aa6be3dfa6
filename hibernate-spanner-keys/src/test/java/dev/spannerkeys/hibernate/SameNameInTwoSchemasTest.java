package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two entities whose tables have the same name in different schemas: the library names tables by their bare
 * names, so it refuses them at bootstrap, naming both entities, both schemas and the fix, before any DDL is sent
 * (and in the offline tool the same way), instead of taking one table for the other; two sequences alike.
 */
@SpannerEmulatorTest
class SameNameInTwoSchemasTest {

    @Entity(name = "SalesItem")
    @Table(name = "Items", schema = "sales")
    public static class SalesItem {
        @Id @Column(name = "ItemId") Long itemId;
    }

    @Entity(name = "StockItem")
    @Table(name = "Items", schema = "stock")
    public static class StockItem {
        @Id @Column(name = "ItemId") Long itemId;
        @Column(name = "Quantity") Long quantity;
    }

    @Entity(name = "DefaultItem")
    @Table(name = "Items")
    public static class DefaultItem {
        @Id @Column(name = "ItemId") Long itemId;
    }

    @Entity(name = "SalesOrder")
    @Table(name = "SalesOrders", schema = "sales")
    public static class SalesOrder {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "sales_orders")
        @SequenceGenerator(name = "sales_orders", sequenceName = "OrderSeq", schema = "sales", allocationSize = 10)
        @Column(name = "OrderId") Long orderId;
    }

    @Entity(name = "StockOrder")
    @Table(name = "StockOrders", schema = "stock")
    public static class StockOrder {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "stock_orders")
        @SequenceGenerator(name = "stock_orders", sequenceName = "OrderSeq", schema = "stock", allocationSize = 10)
        @Column(name = "OrderId") Long orderId;
    }

    private final EmulatorDatabase database;

    SameNameInTwoSchemasTest(EmulatorDatabase database) {
        this.database = database;
    }

    @Test
    void twoTablesOfOneNameInTwoSchemasAreRefusedBeforeAnyDdl() throws SQLException {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                Map.of("hibernate.hbm2ddl.auto", "update"), SalesItem.class, StockItem.class).close());
        String message = messages(refused);
        for (String named : new String[] {"SalesItem' (table Items)", "StockItem' (table Items)",
                "\"sales\"", "\"stock\"", "the library names tables by their bare names"}) {
            assertTrue(message.contains(named), message);
        }
        assertTrue(message.contains("give one of the two tables another name with @Table(name = ...)"), message);
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema "
                + "NOT IN ('INFORMATION_SCHEMA', 'SPANNER_SYS')"));
        assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.schemata WHERE schema_name "
                + "IN ('sales', 'stock')"));
    }

    @Test
    void theDefaultSchemaCountsAsASchemaAndTheOfflineToolRefusesAlike() {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> OfflineSchemaTool
                .forClasses(SalesItem.class, DefaultItem.class).dialects(SqlDialect.POSTGRESQL).run());
        String message = messages(refused);
        assertTrue(message.contains("(the default schema)") && message.contains("\"sales\""), message);
        assertTrue(message.contains("give one of the two tables another name"), message);
    }

    @Test
    void twoSequencesOfOneNameInTwoSchemasAreRefusedAlike() {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> OfflineSchemaTool
                .forClasses(SalesOrder.class, StockOrder.class).dialects(SqlDialect.GOOGLE_STANDARD_SQL).run());
        String message = messages(refused);
        assertTrue(message.contains("Sequence 'OrderSeq' in schema") && message.contains("\"sales\"")
                && message.contains("\"stock\"") && message.contains("give one of the two sequences another name"),
                message);
    }

    private static String messages(Throwable thrown) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
