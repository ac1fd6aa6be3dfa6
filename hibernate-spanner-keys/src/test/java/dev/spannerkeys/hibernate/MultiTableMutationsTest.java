package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.PrimaryKeyJoinColumn;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.SoftDelete;
import org.hibernate.type.YesNoConverter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * HQL updates and deletes of {@code JOINED} entities whose subclass table names its key column differently
 * ({@code @PrimaryKeyJoinColumn(name = ...)}), soft-deleted and not: the shape of Hibernate's
 * {@code JoinedSubclassSoftDeleteTests}. The library's dialects restrict each table by the matching ids in-line,
 * by that table's own key columns; Hibernate's stock dialects keep the ids in a table GoogleSQL never creates.
 * Both dialects, every write mode; effects read from the database.
 */
@SpannerEmulatorTest
class MultiTableMutationsTest {

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void joinedSubclassesWithTheirOwnKeyColumnNamesAreUpdatedAndDeletedByHql(DatabaseDialect dialect,
            SpannerEmulator emulator) throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        int base = 0;
        for (WriteMode mode : WriteMode.values()) {
            int first = base + 1;
            int second = base + 2;
            int third = base + 3;
            try (SessionFactory factory = TestSessionFactories.create(database, Map.of(
                    SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                    "hibernate.hbm2ddl.auto", mode == WriteMode.DML ? "create" : "none"),
                    SoftRoot.class, SoftSub.class, PlainRoot.class, PlainSub.class)) {
                factory.inTransaction(session -> {
                    session.persist(new SoftSub(first, "first", "details"));
                    session.persist(new SoftSub(second, "second", "details"));
                    session.persist(new SoftSub(third, "third", "details"));
                    session.persist(new PlainSub(first, "first", "details"));
                    session.persist(new PlainSub(second, "second", "details"));
                });
                factory.inTransaction(session -> session.createNativeMutationQuery(
                        "update soft_root set removed = 'Y' where id = " + first).executeUpdate());

                assertEquals(1, execute(factory, "update SoftSub set name = 'renamed' where name = 'second'"), mode.settingValue());
                assertEquals(1, execute(factory, "update SoftSub set subDetails = 'changed' where id = " + third), mode.settingValue());
                assertEquals(1, execute(factory, "delete SoftSub where name = 'renamed'"), mode + ": the restricted delete");
                assertEquals(1, execute(factory, "delete SoftSub"), mode + ": the full delete, of the one row still active");
                assertEquals(1, execute(factory, "delete PlainSub where name = 'first'"), mode.settingValue());
            }
            String range = " between " + first + " and " + third;
            assertEquals(3, SqlQueries.count(database, "select count(*) from soft_root where removed = 'Y' and id" + range),
                    mode + ": every row is marked deleted");
            assertEquals(3, SqlQueries.count(database, "select count(*) from soft_sub where joined_fk" + range),
                    mode + ": a soft delete keeps the rows");
            assertEquals(List.of("renamed"), SqlQueries.rows(database, "select name from soft_root where id = " + second),
                    mode.settingValue());
            assertEquals(List.of("changed"), SqlQueries.rows(database, "select subDetails from soft_sub where joined_fk = "
                    + third), mode.settingValue());
            assertEquals(List.of(String.valueOf(second)), SqlQueries.rows(database,
                    "select id from plain_root where id" + range), mode + ": the hard delete removed the root row");
            assertEquals(List.of(String.valueOf(second)), SqlQueries.rows(database,
                    "select plain_fk from plain_sub where plain_fk" + range), mode + ": and the subclass row");
            base += 3;
        }
    }

    private static int execute(SessionFactory factory, String hql) {
        return factory.fromTransaction(session -> session.createMutationQuery(hql).executeUpdate());
    }

    @Entity(name = "SoftRoot")
    @Table(name = "soft_root")
    @Inheritance(strategy = InheritanceType.JOINED)
    @SoftDelete(columnName = "removed", converter = YesNoConverter.class)
    abstract static class SoftRoot {
        @Id
        Integer id;
        String name;

        SoftRoot() {
        }

        SoftRoot(Integer id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    @Entity(name = "SoftSub")
    @Table(name = "soft_sub")
    @PrimaryKeyJoinColumn(name = "joined_fk")
    static class SoftSub extends SoftRoot {
        String subDetails;

        SoftSub() {
        }

        SoftSub(Integer id, String name, String subDetails) {
            super(id, name);
            this.subDetails = subDetails;
        }
    }

    @Entity(name = "PlainRoot")
    @Table(name = "plain_root")
    @Inheritance(strategy = InheritanceType.JOINED)
    abstract static class PlainRoot {
        @Id
        Integer id;
        String name;

        PlainRoot() {
        }

        PlainRoot(Integer id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    @Entity(name = "PlainSub")
    @Table(name = "plain_sub")
    @PrimaryKeyJoinColumn(name = "plain_fk")
    static class PlainSub extends PlainRoot {
        String subDetails;

        PlainSub() {
        }

        PlainSub(Integer id, String name, String subDetails) {
            super(id, name);
            this.subDetails = subDetails;
        }
    }
}
