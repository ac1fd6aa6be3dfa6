package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.DiscriminatorColumn;
import jakarta.persistence.Entity;
import jakarta.persistence.ForeignKey;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.Check;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A {@code columnDefinition} is written into DDL, so it must declare exactly its own column: text
 * that adds a column, a constraint or a comment is refused at bootstrap, before any DDL, and the
 * database stays empty; a well-formed one lands on its column with its options.
 */
@SpannerEmulatorTest
class ColumnDefinitionInjectionTest {

    @Entity(name = "ExtraColumn")
    public static class ExtraColumn {
        @Id Long id;
        @Column(columnDefinition = "STRING(10), Injected INT64") String name;
    }

    @Entity(name = "ForeignKeyInDefinition")
    public static class ForeignKeyInDefinition {
        @Id Long id;
        @Column(columnDefinition = "INT64 REFERENCES Singers (SingerId)") Long singerId;
    }

    @Entity(name = "CheckInDefinition")
    public static class CheckInDefinition {
        @Id Long id;
        @Column(columnDefinition = "INT64 NOT NULL, CONSTRAINT Injected CHECK (id > 0)") Long amount;
    }

    @Entity(name = "CommentInDefinition")
    public static class CommentInDefinition {
        @Id Long id;
        @Column(columnDefinition = "STRING(10) -- NOT NULL") String name;
    }

    @Entity(name = "Owner")
    public static class Owner {
        @Id Long id;
    }

    @Entity(name = "JoinColumnDefinition")
    public static class JoinColumnDefinition {
        @Id Long id;
        @ManyToOne @JoinColumn(name = "ownerId", columnDefinition = "INT64, Extra STRING(MAX)") Owner owner;
    }

    @Entity(name = "DiscriminatorDefinition")
    @DiscriminatorColumn(name = "kind", columnDefinition = "STRING(20) DEFAULT ('a')) , Extra INT64 DEFAULT ((1)")
    public static class DiscriminatorDefinition {
        @Id Long id;
    }

    @Entity(name = "KeyDefinition")
    public static class KeyDefinition {
        @Id @BitReversedSequence(name = "key_definition_seq", poolSize = 10)
        @Column(columnDefinition = "INT64, Injected INT64 NOT NULL") Long id;
    }

    @Entity(name = "WellDeclared")
    public static class WellDeclared {
        @Id @BitReversedSequence(name = "well_declared_seq", poolSize = 10) @Column(columnDefinition = "INT64") Long id;
        @Column(columnDefinition = "STRING(20) NOT NULL DEFAULT ('new')") String state;
    }

    @Entity(name = "QuotedForeignKey")
    public static class QuotedForeignKey {
        @Id Long id;
        @ManyToOne @JoinColumn(name = "ownerId", foreignKey = @ForeignKey(name = "FK_x` FOREIGN KEY (id) REFERENCES `Owner"))
        Owner owner;
    }

    @Entity(name = "QuotedSequence")
    public static class QuotedSequence {
        @Id @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "quoted")
        @SequenceGenerator(name = "quoted", sequenceName = "seq` OPTIONS (sequence_kind = \"bit_reversed_positive\")")
        Long id;
    }

    @Entity(name = "EscapingCheck")
    @Check(constraints = "amount > 0) , CONSTRAINT Injected CHECK (amount < 10")
    public static class EscapingCheck {
        @Id Long id;
        Long amount;
    }

    static Stream<Arguments> otherFragments() {
        return Stream.of(
                Arguments.of(List.of(Owner.class, QuotedForeignKey.class), "foreign key name"),
                Arguments.of(List.of(QuotedSequence.class), "sequence name"),
                Arguments.of(List.of(EscapingCheck.class), "check constraint"));
    }

    @ParameterizedTest
    @MethodSource("otherFragments")
    void otherUserFragmentsAreRefusedBeforeAnyDdl(List<Class<?>> entities, String what, SpannerEmulator emulator)
            throws Exception {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        MappingException refused = assertThrows(MappingException.class,
                () -> TestSessionFactories.create(database, entities.toArray(Class<?>[]::new)).close());
        assertTrue(refused.getMessage().contains(what), refused.getMessage());
        assertTrue(refused.getMessage().contains("Fix") || refused.getMessage().contains("fix"), refused.getMessage());
        assertEquals(List.of(), SqlQueries.rows(database,
                "SELECT table_name FROM information_schema.tables WHERE table_schema = ''"));
    }

    static Stream<Class<?>> injections() {
        return Stream.of(ExtraColumn.class, ForeignKeyInDefinition.class, CheckInDefinition.class,
                CommentInDefinition.class, JoinColumnDefinition.class, DiscriminatorDefinition.class, KeyDefinition.class);
    }

    @ParameterizedTest
    @MethodSource("injections")
    void refusedBeforeAnyDdlNamingEntityAndAttribute(Class<?> entity, SpannerEmulator emulator) throws Exception {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        Class<?>[] entities = entity == JoinColumnDefinition.class ? new Class<?>[] {Owner.class, entity}
                : new Class<?>[] {entity};
        MappingException refused = assertThrows(MappingException.class,
                () -> TestSessionFactories.create(database, entities).close());
        String message = refused.getMessage();
        assertTrue(message.contains(entity.getSimpleName()), message);
        assertTrue(message.contains("is refused"), message);
        assertTrue(message.contains("exactly one column type"), message);
        assertEquals(List.of(), SqlQueries.rows(database,
                "SELECT table_name FROM information_schema.tables WHERE table_schema = ''"));
    }

    @Test
    void aWellFormedDefinitionLandsOnItsColumnWithItsOptions(SpannerEmulator emulator) throws Exception {
        EmulatorDatabase database = emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL);
        try (SessionFactory factory = TestSessionFactories.create(database, WellDeclared.class)) {
            WellDeclared row = new WellDeclared();
            row.state = "active";
            factory.inTransaction(session -> session.persist(row));
        }
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO WellDeclared (id) VALUES (1)"); // the DEFAULT fills state
        }
        assertEquals(List.of("id | INT64 | NO | GET_NEXT_SEQUENCE_VALUE(SEQUENCE well_declared_seq)",
                        "state | STRING(20) | NO | 'new'"),
                SqlQueries.rows(database, "SELECT column_name, spanner_type, is_nullable, column_default "
                        + "FROM information_schema.columns WHERE table_name = 'WellDeclared' ORDER BY ordinal_position"));
        assertEquals(List.of("active", "new"), SqlQueries.rows(database, "SELECT state FROM WellDeclared ORDER BY state"));
    }
}
