package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.stream.Stream;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * PostgreSQL's reserved keywords as names: a PostgreSQL-dialect database rejects them ({@code user},
 * {@code offset}, ...) where a GoogleSQL one accepts most of them. The library's list is checked against
 * the emulator word by word, as table and as column names, and a mapping that uses one is refused for a PostgreSQL-dialect database
 * before any DDL, naming the entity, the attribute and a name to use instead, while the same mapping
 * creates its tables in a GoogleSQL database.
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
        @JoinColumn(name = "shelf_id", foreignKey = @ForeignKey(name = "only"))
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
    void foreignKeyAndStockSequenceNamesAreRefusedToo(SpannerEmulator emulator) throws Exception {
        EmulatorDatabase postgreSql = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        String foreignKey = assertThrows(MappingException.class,
                () -> TestSessionFactories.create(postgreSql, Shelf.class, Slot.class).close()).getMessage();
        assertTrue(foreignKey.contains("attribute 'shelf'") && foreignKey.contains("the foreign key name 'only'")
                && foreignKey.contains("@ForeignKey(name = ...)"), foreignKey);
        String sequence = assertThrows(MappingException.class,
                () -> TestSessionFactories.create(postgreSql, Ticket.class).close()).getMessage();
        assertTrue(sequence.contains("sequence name 'verbose'") && sequence.contains("reserved keyword"), sequence);
        assertEquals(List.of(), SqlQueries.rows(postgreSql,
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"));
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
            }
            statement.execute("CREATE TABLE name (id bigint PRIMARY KEY, position bigint)"); // keywords, not reserved
        }
        assertEquals(List.of(), accepted, "listed as reserved, but accepted as a name");
    }

    static Stream<Arguments> mappings() {
        return Stream.of(
                Arguments.of(AppUser.class, "Entity '" + AppUser.class.getName() + "'", "the table name 'user'",
                        "@Table(name = \"users\")"),
                Arguments.of(Page.class, "attribute 'start' (column offset)", "the column name 'offset'",
                        "@Column(name = \"page_offset\")"),
                Arguments.of(Product.class, "index 'unique'", "the index name 'unique'", "name the index differently"),
                Arguments.of(Gauge.class, "attribute 'level'", "the check constraint name 'only'",
                        "name the check differently"),
                Arguments.of(Invoice.class, "attribute 'id'", "the sequence name 'primary'", "primary_seq"));
    }

    @ParameterizedTest
    @MethodSource("mappings")
    void aMappingThatUsesOneIsRefusedBeforeAnyDdl(Class<?> entity, String where, String what, String fix,
            SpannerEmulator emulator) throws Exception {
        EmulatorDatabase postgreSql = emulator.newDatabase(DatabaseDialect.POSTGRESQL);
        MappingException refused = assertThrows(MappingException.class,
                () -> TestSessionFactories.create(postgreSql, entity).close());
        String message = refused.getMessage();
        for (String part : List.of(where, what, "is a reserved keyword in PostgreSQL", "Fix", fix)) {
            assertTrue(message.contains(part), () -> "expected '" + part + "' in: " + message);
        }
        assertEquals(List.of(), SqlQueries.rows(postgreSql,
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"));
        assertEquals(List.of(), SqlQueries.rows(postgreSql,
                "SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public'"));

        EmulatorDatabase googleSql = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (SessionFactory factory = TestSessionFactories.create(googleSql, entity)) {
            assertEquals(1, SqlQueries.rows(googleSql,
                    "SELECT table_name FROM information_schema.tables WHERE table_schema = ''").size(), entity.getName());
        }
    }
}
