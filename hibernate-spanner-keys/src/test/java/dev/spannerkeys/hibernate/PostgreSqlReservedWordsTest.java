package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.CheckConstraint;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.ForeignKey;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL's reserved keywords as names: a PostgreSQL-dialect database rejects them unquoted ({@code user},
 * {@code offset}, ...) where a GoogleSQL one accepts most of them, and accepts them quoted. The library's list
 * is checked against the emulator word by word, as table and as column names; a mapping that uses one creates
 * its schema in both dialects, the library's dialects quoting the word.
 */
@SpannerEmulatorTest
class PostgreSqlReservedWordsTest {

    @Entity(name = "AppUser")
    @Table(name = "user")
    public static class AppUser {
        @Id Long id;
        String name;
    }

    @Entity(name = "Page")
    public static class Page {
        @Id Long id;
        @Column(name = "offset") Long start;
    }

    @Entity(name = "Product")
    @SpannerIndex(name = "unique", columns = "sku")
    public static class Product {
        @Id Long id;
        String sku;
    }

    @Entity(name = "Gauge")
    public static class Gauge {
        @Id Long id;
        @Column(check = @CheckConstraint(name = "only", constraint = "level > 0")) Long level;
    }

    @Entity(name = "Invoice")
    public static class Invoice {
        @Id
        @BitReversedSequence(name = "primary")
        Long id;
    }

    @Entity(name = "Shelf")
    public static class Shelf {
        @Id Long id;
    }

    @Entity(name = "Slot")
    public static class Slot {
        @Id Long id;
        @ManyToOne
        @JoinColumn(name = "shelf_id", foreignKey = @ForeignKey(name = "references"))
        Shelf shelf;
    }

    @Entity(name = "Ticket")
    public static class Ticket {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "tickets")
        @SequenceGenerator(name = "tickets", sequenceName = "verbose")
        Long id;
    }

    @Test
    void everyListedKeywordIsRejectedAsANameByAPostgreSqlDialectDatabase(SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        List<String> accepted = new ArrayList<>();
        try (Connection connection = SqlQueries.connect(database); Statement statement = connection.createStatement()) {
            for (String keyword : SpannerIdentifiers.reservedKeywords(SqlDialect.POSTGRESQL)) {
                String word = keyword.toLowerCase(Locale.ROOT);
                for (String ddl : List.of("CREATE TABLE " + word + " (id bigint PRIMARY KEY)",
                        "CREATE TABLE t_" + word + " (id bigint PRIMARY KEY, " + word + " bigint)")) {
                    try {
                        statement.execute(ddl);
                        accepted.add(ddl);
                    } catch (SQLException expected) {
                        // rejected, as the list says
                    }
                }
                // Quoted, the same word is a name like any other.
                statement.execute("CREATE TABLE q_" + word + " (id bigint PRIMARY KEY, \"" + word + "\" bigint)");
            }
            statement.execute("CREATE TABLE name (id bigint PRIMARY KEY, position bigint)"); // keywords, not reserved
        }
        assertEquals(List.of(), accepted, "listed as reserved, but accepted as a name");
    }

    /**
     * A mapping that names a table, a column, an index, a check, a sequence or a foreign key with one of them
     * creates its schema in both dialects, without any setting: the library's dialect quotes the word.
     */
    @Test
    void aMappingThatUsesThemCreatesItsSchemaInBothDialects(SpannerEmulator emulator) throws Exception {
        for (DatabaseDialect dialect : DatabaseDialect.values()) {
            EmulatorDatabase database = emulator.newDatabase(dialect);
            String schema = dialect == DatabaseDialect.POSTGRESQL ? "public" : "";
            try (SessionFactory factory = TestSessionFactories.create(database, AppUser.class, Page.class,
                    Product.class, Gauge.class, Invoice.class, Ticket.class, Shelf.class, Slot.class)) {
                assertEquals(List.of("gauge", "invoice", "page", "product", "shelf", "slot", "ticket", "user"),
                        SqlQueries.rows(database, "SELECT table_name FROM information_schema.tables WHERE "
                                + "table_schema = '" + schema + "' ORDER BY lower(table_name)").stream()
                                .map(name -> name.toLowerCase(Locale.ROOT)).toList());
                assertEquals(List.of("offset"), SqlQueries.rows(database, "SELECT column_name FROM "
                        + "information_schema.columns WHERE lower(table_name) = 'page' AND column_name = 'offset'"));
                assertEquals(List.of("only | CHECK", "references | FOREIGN KEY"), SqlQueries.rows(database,
                        "SELECT constraint_name, constraint_type FROM information_schema.table_constraints WHERE "
                        + "constraint_name IN ('only', 'references') ORDER BY constraint_name"));
                assertEquals(List.of("unique"), SqlQueries.rows(database, "SELECT index_name FROM "
                        + "information_schema.indexes WHERE index_name = 'unique'"));
                assertEquals(1, SqlQueries.count(database, "SELECT COUNT(*) FROM information_schema.sequences WHERE "
                        + (dialect == DatabaseDialect.POSTGRESQL ? "sequence_name" : "name") + " = 'primary'"));
                factory.inTransaction(session -> {
                    Page page = new Page();
                    page.id = 1L;
                    page.start = 40L;
                    session.persist(page);
                    Invoice invoice = new Invoice();
                    session.persist(invoice);
                });
                assertEquals(List.of("40"), SqlQueries.rows(database, "SELECT \"offset\" FROM page WHERE id = 1"
                        .replace('"', dialect == DatabaseDialect.POSTGRESQL ? '"' : '`')));
            }
        }
    }
}
