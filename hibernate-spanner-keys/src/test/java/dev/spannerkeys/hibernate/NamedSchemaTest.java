package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Entities in a named schema ({@code @Table(schema = ...)}, {@code @SequenceGenerator(schema = ...)}) beside
 * entities in the default schema, through every schema action on an empty database: {@code update} creates the
 * schema ({@code CREATE SCHEMA}, planned with the rest) and qualifies the tables, the interleaved child, the
 * sequences, the index and the foreign key; a second start changes nothing and {@code validate} passes; a new
 * column is added in the named schema and a missing one fails validation; {@code create-drop} drops and creates
 * again while the schema exists. Effects are read from {@code INFORMATION_SCHEMA}, by schema.
 */
class NamedSchemaTest {

    static final String SCHEMA = "sales";

    @Entity(name = "SchemaCustomer")
    @Table(name = "Customers", schema = "sales")
    @SpannerIndex(name = "CustomersByName", columns = "Name")
    public static class Customer {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "customers")
        @SequenceGenerator(name = "customers", sequenceName = "CustomerSeq", schema = "sales", allocationSize = 10)
        @Column(name = "CustomerId") Long customerId;
        @Column(name = "Name") String name;
    }

    public static class OrderKey implements Serializable {
        Long customerId;
        Long orderId;

        @Override
        public boolean equals(Object other) {
            return other instanceof OrderKey key && Objects.equals(customerId, key.customerId)
                    && Objects.equals(orderId, key.orderId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(customerId, orderId);
        }
    }

    @Entity(name = "SchemaOrder")
    @Table(name = "Orders", schema = "sales")
    @IdClass(OrderKey.class)
    @Interleaved(in = Customer.class, onDeleteCascade = true)
    public static class Order {
        @Id @Column(name = "CustomerId") Long customerId;
        @Id @BitReversedSequence(name = "OrderSeq", poolSize = 10) @Column(name = "OrderId") Long orderId;
        @Column(name = "Total") Long total;
    }

    @Entity(name = "SchemaNote")
    @Table(name = "Notes", schema = "sales")
    public static class Note {
        @Id @BitReversedSequence(name = "NoteSeq", poolSize = 10) @Column(name = "NoteId") Long noteId;
        @ManyToOne @JoinColumn(name = "CustomerId") Customer customer;
        @Column(name = "Text") String text;
    }

    /** The same table with one more column, as the next version of the application maps it. */
    @Entity(name = "SchemaNoteWithAuthor")
    @Table(name = "Notes", schema = "sales")
    public static class NoteWithAuthor {
        @Id @BitReversedSequence(name = "NoteSeq", poolSize = 10) @Column(name = "NoteId") Long noteId;
        @ManyToOne @JoinColumn(name = "CustomerId") Customer customer;
        @Column(name = "Text") String text;
        @Column(name = "Author") String author;
    }

    /** A table in the default schema beside them. */
    @Entity(name = "SchemaProduct")
    @Table(name = "Products")
    public static class Product {
        @Id @BitReversedSequence(name = "ProductSeq", poolSize = 10) @Column(name = "ProductId") Long productId;
        @Column(name = "Title") String title;
    }

    abstract static class Contract {

        private final EmulatorDatabase database;

        Contract(EmulatorDatabase database) {
            this.database = database;
        }

        boolean postgres() {
            return database.dialect() == DatabaseDialect.POSTGRESQL;
        }

        String stored(String name) {
            return postgres() ? name.toLowerCase(Locale.ROOT) : name;
        }

        String defaultSchema() {
            return postgres() ? "public" : "";
        }

        SessionFactory start(String action, Class<?>... entities) {
            Map<String, Object> settings = new HashMap<>();
            settings.put("hibernate.hbm2ddl.auto", action);
            return TestSessionFactories.create(database, settings, entities);
        }

        @Test
        void everySchemaActionQualifiesTheNamedSchemasObjects() throws SQLException {
            CountingSpannerDriver.reset();
            long customerId;
            try (SessionFactory factory = start("update", Customer.class, Order.class, Note.class, Product.class)) {
                Customer customer = new Customer();
                customer.name = "Ada";
                factory.inTransaction(session -> session.persist(customer));
                customerId = customer.customerId;
                factory.inTransaction(session -> {
                    for (long total = 1; total <= 2; total++) {
                        Order order = new Order();
                        order.customerId = customer.customerId;
                        order.total = total;
                        session.persist(order);
                    }
                    Note note = new Note();
                    note.customer = session.getReference(Customer.class, customer.customerId);
                    note.text = "first";
                    session.persist(note);
                    Product product = new Product();
                    product.title = "book";
                    session.persist(product);
                });
            }
            List<String> ddl = CountingSpannerDriver.ddl();
            assertTrue(ddl.get(0).equalsIgnoreCase("CREATE SCHEMA " + SCHEMA), "the schema comes first: " + ddl);
            assertEquals(1, ddl.stream().filter(statement -> statement.toUpperCase(Locale.ROOT).startsWith("CREATE SCHEMA"))
                    .count(), ddl.toString());

            // Where everything landed, read by schema.
            assertEquals(List.of(SCHEMA + " | " + stored("Customers") + " | null", SCHEMA + " | " + stored("Notes")
                    + " | null", SCHEMA + " | " + stored("Orders") + " | " + stored("Customers"),
                    defaultSchema() + " | " + stored("Products") + " | null"),
                    SqlQueries.rows(database, "SELECT table_schema, table_name, parent_table_name FROM "
                            + "information_schema.tables WHERE table_schema IN ('" + SCHEMA + "', '" + defaultSchema()
                            + "') AND table_type = 'BASE TABLE' ORDER BY table_schema DESC, table_name"));
            assertEquals(List.of(SCHEMA + " | " + stored("Customers") + " | " + stored("CustomersByName")),
                    SqlQueries.rows(database, "SELECT table_schema, table_name, index_name FROM information_schema.indexes "
                            + "WHERE index_type = 'INDEX' AND " + (postgres() ? "spanner_is_managed = 'NO'"
                            : "spanner_is_managed = false")));
            assertEquals(List.of(SCHEMA + " | " + stored("Notes")),
                    SqlQueries.rows(database, "SELECT tc.table_schema, tc.table_name FROM information_schema.table_constraints tc "
                            + "WHERE tc.constraint_type = 'FOREIGN KEY'"));
            assertEquals(List.of(SCHEMA + " | " + stored("CustomerSeq")),
                    SqlQueries.rows(database, postgres()
                            ? "SELECT sequence_schema, sequence_name FROM information_schema.sequences WHERE sequence_schema = 'sales'"
                            : "SELECT schema, name FROM information_schema.sequences WHERE schema = 'sales'"));
            // Interleaving works inside the schema: deleting the customer deletes its orders.
            String customers = SCHEMA + "." + stored("Customers");
            String orders = SCHEMA + "." + stored("Orders");
            assertEquals(2, SqlQueries.count(database, "SELECT COUNT(*) FROM " + orders));
            SqlQueries.execute(database); // no DDL
            try (var connection = SqlQueries.connect(database); var statement = connection.createStatement()) {
                statement.executeUpdate("DELETE FROM " + SCHEMA + "." + stored("Notes") + " WHERE true");
                statement.executeUpdate("DELETE FROM " + customers + " WHERE " + stored("CustomerId") + " = " + customerId);
            }
            assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM " + orders));

            // A second start finds the schema, its tables, sequences and indexes: nothing to do, and validate passes.
            CountingSpannerDriver.reset();
            start("update", Customer.class, Order.class, Note.class, Product.class).close();
            assertEquals(List.of(), CountingSpannerDriver.ddl());
            start("validate", Customer.class, Order.class, Note.class, Product.class).close();

            // A column the mapping adds is missing for validate, and update adds it in the named schema.
            RuntimeException invalid = assertThrows(RuntimeException.class,
                    () -> start("validate", Customer.class, Order.class, NoteWithAuthor.class, Product.class).close());
            assertTrue(messages(invalid).toLowerCase(Locale.ROOT).contains("author"), messages(invalid));
            CountingSpannerDriver.reset();
            start("update", Customer.class, Order.class, NoteWithAuthor.class, Product.class).close();
            assertEquals(1, CountingSpannerDriver.ddl().size(), CountingSpannerDriver.ddl().toString());
            assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = '"
                    + SCHEMA + "' AND table_name = '" + stored("Notes") + "' AND column_name = '" + stored("Author") + "'"));
            start("validate", Customer.class, Order.class, NoteWithAuthor.class, Product.class).close();

            // create-drop with the schema in place: drops and creates the objects, keeps the schema.
            try (SessionFactory factory = start("create-drop", Customer.class, Order.class, Note.class, Product.class)) {
                Customer customer = new Customer();
                customer.name = "Grace";
                factory.inTransaction(session -> session.persist(customer));
                assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM " + customers));
                assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.columns WHERE "
                        + "table_schema = '" + SCHEMA + "' AND column_name = '" + stored("Author") + "'"));
            }
            assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema "
                    + "IN ('" + SCHEMA + "', '" + defaultSchema() + "') AND table_type = 'BASE TABLE'"));
        }
    }

    static String messages(Throwable thrown) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSql extends Contract {
        GoogleSql(EmulatorDatabase database) {
            super(database);
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSql extends Contract {
        PostgreSql(EmulatorDatabase database) {
            super(database);
        }
    }
}
