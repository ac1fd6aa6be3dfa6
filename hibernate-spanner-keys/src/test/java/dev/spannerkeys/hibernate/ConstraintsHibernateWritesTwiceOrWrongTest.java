package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import jakarta.persistence.UniqueConstraint;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.SessionFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two mappings from Hibernate ORM's own tests for which Hibernate writes a constraint twice or wrongly, and stock
 * Hibernate logs the database's refusal and runs: a unique constraint declared both as
 * {@code @UniqueConstraint(columnNames = "email")} and {@code @Column(unique = true)} (Hibernate names both alike:
 * one unique index, in force), and a collection table whose join column references a column of a {@code JOINED}
 * superclass (Hibernate's foreign key names the subclass's table, which has no such column: it is left out, and the
 * rows are written and read back). Schema created, rows written in every write mode, validate passing, both
 * dialects.
 */
@SpannerEmulatorTest
class ConstraintsHibernateWritesTwiceOrWrongTest {

    /** As {@code org.hibernate.orm.test.locking.RemoveEntityTest}: the e-mail unique twice over. */
    @Entity(name = "Employee")
    @Table(name = "employees", uniqueConstraints = @UniqueConstraint(columnNames = "email"))
    public static class Employee {
        @Id @GeneratedValue Long id;
        @Column(name = "email", unique = true, nullable = false, length = 100) String email;
    }

    /** As {@code org.hibernate.orm.test.mapping.inheritance.joined.JoinedInheritanceSameAttributeNameTest}. */
    @Entity(name = "Party")
    @Inheritance(strategy = InheritanceType.JOINED)
    public static class Party {
        @Id Long id;
        @Column(name = "name") String name;
    }

    /** Notes kept by the author's name, a column of {@link Party}'s table. */
    @Embeddable
    public static class Notes {
        @ElementCollection
        @CollectionTable(name = "author_notes", joinColumns = @JoinColumn(name = "name", referencedColumnName = "name"))
        Set<String> notes = new HashSet<>();
    }

    @Entity(name = "Author")
    public static class Author extends Party {
        @Embedded Notes notes = new Notes();
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void oneUniqueIndexInForceAndTheCollectionWithoutTheImpossibleForeignKey(DatabaseDialect dialect,
            SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        boolean postgres = dialect == DatabaseDialect.POSTGRESQL;
        long id = 0;
        for (WriteMode mode : WriteMode.values()) {
            try (SessionFactory factory = factory(database, mode, id == 0 ? "create" : "none")) {
                String email = mode.settingValue() + "@example.com";
                long authorId = ++id;
                factory.inTransaction(session -> {
                    Employee employee = new Employee();
                    employee.email = email;
                    session.persist(employee);
                    Author author = new Author();
                    author.id = authorId;
                    author.name = "author " + mode.settingValue();
                    author.notes.notes.addAll(Set.of("first " + mode.settingValue(), "second"));
                    session.persist(author);
                });
                assertThrows(RuntimeException.class, () -> factory.inTransaction(session -> {
                    Employee twin = new Employee();
                    twin.email = email;
                    session.persist(twin);
                }), "the unique index is in force");
                factory.inTransaction(session -> assertEquals(Set.of("first " + mode.settingValue(), "second"),
                        session.find(Author.class, authorId).notes.notes));
            }
        }
        assertEquals(3, SqlQueries.rowCount(database, "employees"), "one employee per write mode, no twin");
        assertEquals(6, SqlQueries.rowCount(database, "author_notes"));
        String schema = postgres ? "'public'" : "''";
        assertEquals(List.of("email"), SqlQueries.rows(database, "SELECT c.column_name FROM information_schema.indexes i "
                + "JOIN information_schema.index_columns c ON c.table_name = i.table_name AND c.index_name = i.index_name "
                + "WHERE i.table_schema = " + schema + " AND i.table_name = 'employees' AND i.index_type = 'INDEX' AND "
                + (postgres ? "i.is_unique = 'YES'" : "i.is_unique")), "one unique index on email");
        assertEquals(0, SqlQueries.count(database, "SELECT count(*) FROM information_schema.table_constraints WHERE "
                + "constraint_type = 'FOREIGN KEY' AND lower(table_name) = 'author_notes'"));
        assertEquals(List.of("author", "author_notes", "employees", "party"), SqlQueries.rows(database,
                "SELECT lower(table_name) FROM information_schema.tables WHERE table_schema = " + schema
                + " ORDER BY lower(table_name)"), "the rest of the schema is created");
        factory(database, WriteMode.DML, "validate").close();
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, String action) {
        return TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                "hibernate.hbm2ddl.auto", action), Employee.class, Party.class, Author.class);
    }
}
