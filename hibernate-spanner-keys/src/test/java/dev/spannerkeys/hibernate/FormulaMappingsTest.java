package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.DiscriminatorValue;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.DiscriminatorFormula;
import org.hibernate.annotations.Formula;
import org.hibernate.annotations.JoinFormula;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Formulas in a mapping ({@code @Formula}, {@code @JoinFormula}, {@code @DiscriminatorFormula}) are SQL read
 * back, not columns: the schema is created and validated without them, rows are written (as mutations where the
 * write mode says so) without them, and they are read back computed by the database, in both dialects and every
 * write mode. (An {@code hbm.xml} {@code formula} is in {@link EntitiesWithoutJavaClassTest}.)
 */
@SpannerEmulatorTest
class FormulaMappingsTest {

    @Entity(name = "FormulaAccount")
    @Table(name = "formula_accounts")
    public static class Account {
        @Id Long id;
        @Column(name = "credit") Double credit;
        @Column(name = "rate") Double rate;
        @Formula("credit * rate") Double interest;

        Account() {
        }

        Account(long id, double credit, double rate) {
            this.id = id;
            this.credit = credit;
            this.rate = rate;
        }
    }

    @Entity(name = "FormulaStatement")
    @Table(name = "formula_statements")
    public static class Statement {
        @Id Long id;
        @Column(name = "account_id") Long accountId;
        @ManyToOne(fetch = FetchType.EAGER) @JoinFormula("account_id") Account account;

        Statement() {
        }

        Statement(long id, long accountId) {
            this.id = id;
            this.accountId = accountId;
        }
    }

    @Entity(name = "FormulaVehicle")
    @Table(name = "formula_vehicles")
    @Inheritance(strategy = InheritanceType.SINGLE_TABLE)
    @DiscriminatorFormula("case when wheels > 2 then 'CAR' else 'BIKE' end")
    public abstract static class Vehicle {
        @Id Long id;
        @Column(name = "wheels") Integer wheels;
    }

    @Entity(name = "FormulaCar")
    @DiscriminatorValue("CAR")
    public static class Car extends Vehicle {
    }

    @Entity(name = "FormulaBike")
    @DiscriminatorValue("BIKE")
    public static class Bike extends Vehicle {
    }

    static List<Arguments> dialectsAndModes() {
        List<Arguments> all = new ArrayList<>();
        for (DatabaseDialect dialect : DatabaseDialect.values()) {
            for (WriteMode mode : WriteMode.values()) {
                all.add(Arguments.of(dialect, mode));
            }
        }
        return all;
    }

    @ParameterizedTest
    @MethodSource("dialectsAndModes")
    void formulasAreReadAndNeverWritten(DatabaseDialect dialect, WriteMode mode, SpannerEmulator emulator)
            throws SQLException {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        try (SessionFactory factory = factory(database, mode, "create")) {
            assertEquals(List.of("credit", "id", "rate"), columns(database, "formula_accounts"),
                    "a formula is no column");
            inTransaction(factory, session -> {
                session.persist(new Account(1, 200.0, 0.5));
                session.persist(new Statement(10, 1));
                Car car = new Car();
                car.id = 20L;
                car.wheels = 4;
                Bike bike = new Bike();
                bike.id = 21L;
                bike.wheels = 2;
                session.persist(car);
                session.persist(bike);
            });
            inTransaction(factory, session -> {
                Account account = session.find(Account.class, 1L);
                assertEquals(100.0, account.interest, "the formula is computed by the database");
                account.rate = 0.25;
            });
            inTransaction(factory, session -> {
                assertEquals(50.0, session.find(Account.class, 1L).interest);
                Statement statement = session.find(Statement.class, 10L);
                assertEquals(1L, statement.account.id, "the join formula finds the account");
                assertSame(Car.class, session.find(Vehicle.class, 20L).getClass(), "the discriminator formula");
                assertSame(Bike.class, session.find(Vehicle.class, 21L).getClass());
            });
            assertEquals(List.of("1 | 200.0 | 0.25"), SqlQueries.rows(database,
                    "SELECT id, credit, rate FROM formula_accounts"));
            inTransaction(factory, session -> session.remove(session.find(Statement.class, 10L)));
            assertEquals(0, SqlQueries.rowCount(database, "formula_statements"));
            assertEquals(Map.of(), DmlFallbacks.of(factory).counts(),
                    "a formula is not written, so it sends no write to DML");
        }
        try (SessionFactory validating = factory(database, mode, "validate")) {
            inTransaction(validating, session -> assertEquals(50.0, session.find(Account.class, 1L).interest));
        }
    }

    private static List<String> columns(EmulatorDatabase database, String table) throws SQLException {
        return SqlQueries.rows(database, "SELECT column_name FROM information_schema.columns WHERE table_name = '"
                + table + "' ORDER BY column_name");
    }

    private static SessionFactory factory(EmulatorDatabase database, WriteMode mode, String action) {
        return TestSessionFactories.create(database, Map.of(SpannerKeysSettings.WRITE_MODE, mode.settingValue(),
                "hibernate.hbm2ddl.auto", action), Account.class, Statement.class, Vehicle.class, Car.class, Bike.class);
    }

    private static void inTransaction(SessionFactory factory, Consumer<Session> work) {
        try (Session session = factory.openSession()) {
            session.beginTransaction();
            work.accept(session);
            session.getTransaction().commit();
        }
    }
}
