package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.offline.MappedMigrations;
import dev.spannerkeys.hibernate.internal.offline.MappedSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.hibernate.internal.schematool.JdbcTableContents;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.ForeignKey;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Index;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.UniqueConstraint;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Tables, columns, indexes, constraints and sequences named with the dialect's reserved keywords
 * ({@code User}, {@code Order}, {@code Group}, {@code At}, {@code Limit}...), with spaces, and quoted in
 * the mapping (backticks, double quotes) work without any setting in both dialects: {@code update} creates
 * them on an empty database, a second {@code update} finds nothing to change, {@code validate} passes, rows
 * are written in every write mode and read back, through Hibernate and by plain SQL under the names the
 * database stores (PostgreSQL: quoted names as written, unquoted ones in lower case); the offline tool's
 * migration creates the same schema, which then reads back without a difference. The same with
 * {@code hibernate.globally_quoted_identifiers} and {@code hibernate.auto_quote_keyword}.
 */
class ReservedAndQuotedNamesTest {

    /** Table {@code User} (reserved in PostgreSQL), a key from a sequence named {@code Select}. */
    @Entity(name = "User")
    @SpannerIndex(name = "Having", columns = {"group", "`hire date` DESC"}, storing = "At")
    public static class User {
        @Id @BitReversedSequence(name = "Select", poolSize = 10) Long id;
        @Column(name = "Order") String order;
        @Column(name = "At") Long at;
        @Column(name = "group") String group;
        @Column(name = "`hire date`") LocalDate hireDate;
    }

    /** Key of {@link Order}. */
    public static class OrderKey implements Serializable {
        Long id;
        Long lineNo;

        @Override
        public boolean equals(Object other) {
            return other instanceof OrderKey key && Objects.equals(id, key.id) && Objects.equals(lineNo, key.lineNo);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, lineNo);
        }
    }

    /** Table {@code Order}, interleaved in {@code User}; a quoted index name, a unique key named {@code Unique}. */
    @Entity(name = "Order")
    @IdClass(OrderKey.class)
    @Interleaved(in = User.class, onDeleteCascade = true)
    @Table(indexes = @Index(name = "`By Limit`", columnList = "Limit"),
            uniqueConstraints = @UniqueConstraint(name = "Unique", columnNames = "`Check`"))
    public static class Order {
        @Id Long id;
        @Id @Column(name = "`line no`") Long lineNo;
        @Column(name = "Limit") Long limit;
        @Column(name = "`Check`") String check;
    }

    /** Table {@code Group}, a taken-over {@code @GeneratedValue} id, a foreign key named {@code References}. */
    @Entity(name = "Group")
    public static class Group {
        @Id @GeneratedValue Long id;
        @ManyToOne @JoinColumn(name = "By", foreignKey = @ForeignKey(name = "References")) User owner;
        @Column(name = "Select") String select;
    }

    /** Names quoted in the mapping, in either dialect's quotes. */
    @Entity(name = "Quoted")
    @Table(name = "\"Where\"")
    public static class Quoted {
        @Id @Column(name = "`Id`") Long id;
        @Column(name = "\"From\"") String from;
    }

    static final Class<?>[] ENTITIES = {User.class, Order.class, Group.class, Quoted.class};

    abstract static class Contract {

        final EmulatorDatabase database;
        final boolean postgres;
        final Map<String, Object> naming;

        Contract(EmulatorDatabase database, Map<String, Object> naming) {
            this.database = database;
            this.postgres = database.dialect() == DatabaseDialect.POSTGRESQL;
            this.naming = naming;
        }

        SqlDialect dialect() {
            return postgres ? SqlDialect.POSTGRESQL : SqlDialect.GOOGLE_STANDARD_SQL;
        }

        SessionFactory factory(String action, String writeMode) {
            Map<String, Object> settings = new HashMap<>(naming);
            settings.put("hibernate.hbm2ddl.auto", action);
            settings.put(SpannerKeysSettings.WRITE_MODE, writeMode);
            return TestSessionFactories.create(database, settings, ENTITIES);
        }

        String q(String name) {
            return postgres ? "\"" + name + "\"" : "`" + name + "`";
        }

        /**
         * The stored name of a name the mapping leaves unquoted and that is not reserved in the dialect: folded
         * to lower case in PostgreSQL, unless a setting quotes it ({@code hibernate.auto_quote_keyword} quotes
         * the SQL:2003 keywords {@code AT} and {@code BY} too).
         */
        String unquoted(String name) {
            boolean quotedBySetting = globallyQuoted() || "true".equals(naming.get("hibernate.auto_quote_keyword"))
                    && List.of("At", "By").contains(name);
            return postgres && !quotedBySetting ? name.toLowerCase(java.util.Locale.ROOT) : name;
        }

        boolean globallyQuoted() {
            return "true".equals(naming.get("hibernate.globally_quoted_identifiers"));
        }

        /** Writes a user with two order lines, a group and a quoted row; reads them back both ways. */
        void writeAndReadBack(SessionFactory factory, long line, String mode) throws SQLException {
            User user = new User();
            user.order = "first " + mode;
            user.at = line;
            user.group = "g" + line;
            user.hireDate = LocalDate.of(2024, 1, (int) line);
            Group group = new Group();
            factory.inTransaction(session -> {
                session.persist(user);
                for (long no = line; no < line + 2; no++) {
                    Order order = new Order();
                    order.id = user.id;
                    order.lineNo = no;
                    order.limit = no * 10;
                    order.check = "c" + no;
                    session.persist(order);
                }
                group.owner = user;
                group.select = "s" + line;
                session.persist(group);
                Quoted quoted = new Quoted();
                quoted.id = line;
                quoted.from = "f" + line;
                session.persist(quoted);
            });
            factory.inTransaction(session -> {
                User read = session.find(User.class, user.id);
                assertEquals("first " + mode, read.order);
                assertEquals(LocalDate.of(2024, 1, (int) line), read.hireDate);
                assertEquals(user.id, session.find(Group.class, group.id).owner.id);
                read.order = "changed " + mode;
                assertEquals(2L, session.createQuery("select count(*) from Order o where o.id = :id", Long.class)
                        .setParameter("id", user.id).getSingleResult());
            });
            assertEquals(List.of("changed " + mode + " | " + line + " | g" + line + " | 2024-01-0" + line),
                    SqlQueries.rows(database, "SELECT " + q("Order") + ", " + q(unquoted("At")) + ", "
                            + q(unquoted("group")) + ", " + q("hire date") + " FROM " + q("User") + " WHERE "
                            + q(unquoted("id")) + " = " + user.id));
            assertEquals(List.of((line * 10) + " | c" + line, ((line + 1) * 10) + " | c" + (line + 1)),
                    SqlQueries.rows(database, "SELECT " + q("Limit") + ", " + q("Check") + " FROM " + q("Order")
                            + " WHERE " + q(unquoted("id")) + " = " + user.id + " ORDER BY " + q("line no")));
            assertEquals(List.of("s" + line), SqlQueries.rows(database, "SELECT " + q("Select") + " FROM "
                    + q("Group") + " WHERE " + q(unquoted("By")) + " = " + user.id));
            assertEquals(List.of("f" + line), SqlQueries.rows(database, "SELECT " + q("From") + " FROM " + q("Where")
                    + " WHERE " + q("Id") + " = " + line));
            factory.inTransaction(session -> {
                session.remove(session.find(Group.class, group.id));
                session.remove(session.find(User.class, user.id));
            });
            // The interleaved order lines went with their user.
            assertEquals(0, SqlQueries.count(database, "SELECT COUNT(*) FROM " + q("Order") + " WHERE "
                    + q(unquoted("id")) + " = " + user.id));
        }

        List<String> storedTables() throws SQLException {
            return SqlQueries.rows(database, "SELECT table_name FROM information_schema.tables WHERE table_schema = '"
                    + (postgres ? "public" : "") + "' ORDER BY table_name");
        }
    }

    /** Without any setting: update, update again, validate; every write mode; the offline migration. */
    abstract static class WithoutSettings extends Contract {

        WithoutSettings(EmulatorDatabase database) {
            super(database, Map.of());
        }

        @Test
        void everySchemaActionAndWriteModeWorksUnderTheNamesTheDatabaseStores(SpannerEmulator emulator)
                throws SQLException {
            try (SessionFactory factory = factory("update", "dml")) {
                writeAndReadBack(factory, 1, "dml");
            }
            assertEquals(List.of("Group", "Order", "User", "Where"), storedTables());
            assertEquals(List.of(unquoted("At"), "group", "hire date", "id", "Order"), SqlQueries.rows(database,
                    "SELECT column_name FROM information_schema.columns WHERE table_name = 'User' ORDER BY "
                    + "lower(column_name)"));
            assertEquals(List.of("By Limit", "Having", "Unique"),
                    SqlQueries.rows(database, "SELECT index_name FROM information_schema.indexes WHERE index_type = "
                            + "'INDEX' AND index_name NOT LIKE 'IDX%' AND table_schema = '" + (postgres ? "public" : "")
                            + "' ORDER BY index_name"));
            CountingSpannerDriver.reset();
            try (SessionFactory factory = factory("update", "mutations-at-commit")) {
                writeAndReadBack(factory, 3, "mutations-at-commit");
            }
            assertEquals(List.of(), CountingSpannerDriver.ddl(), "a second update finds nothing to change");
            try (SessionFactory factory = factory("validate", "mutations-always")) {
                writeAndReadBack(factory, 5, "mutations-always");
            }

            // The offline tool's migration (the plugin's migration goal) creates the same schema on an empty
            // database, which then reads back without a difference (verify-migrations) and validates.
            EmulatorDatabase empty = emulator.newDatabase(database.dialect());
            MappedSchema mapped = OfflineSchemaTool.forClasses(ENTITIES).dialects(dialect()).run().mapped(dialect())
                    .orElseThrow();
            List<String> statements;
            try (Connection connection = SqlQueries.connect(empty)) {
                statements = MappedMigrations.plan(mapped, MappedMigrations.read(connection, mapped),
                        new JdbcTableContents(connection), false).statements();
            }
            try (Connection connection = SqlQueries.connect(empty); Statement statement = connection.createStatement()) {
                for (String sql : statements) {
                    statement.execute(sql);
                }
            }
            try (Connection connection = SqlQueries.connect(empty)) {
                assertEquals(List.of(), MappedMigrations.differences(mapped, MappedMigrations.read(connection, mapped)));
                assertEquals(List.of(), MappedMigrations.plan(mapped, MappedMigrations.read(connection, mapped),
                        new JdbcTableContents(connection), false).statements());
            }
            Map<String, Object> settings = new HashMap<>();
            settings.put("hibernate.hbm2ddl.auto", "validate");
            TestSessionFactories.create(empty, settings, ENTITIES).close();
        }
    }

    /** With a naming setting: create, then validate, written as commit-time mutations. */
    abstract static class WithSetting extends Contract {

        WithSetting(EmulatorDatabase database, String setting) {
            super(database, Map.of(setting, "true"));
        }

        @Test
        void createValidateAndMutationsWork() throws SQLException {
            try (SessionFactory factory = factory("create", "mutations-at-commit")) {
                writeAndReadBack(factory, 1, "mutations-at-commit");
            }
            assertEquals(List.of("Group", "Order", "User", "Where"), storedTables());
            try (SessionFactory factory = factory("validate", "dml")) {
                writeAndReadBack(factory, 2, "dml");
            }
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSql extends WithoutSettings {
        GoogleSql(EmulatorDatabase database) {
            super(database);
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSql extends WithoutSettings {
        PostgreSql(EmulatorDatabase database) {
            super(database);
        }
    }

    @Nested
    @SpannerEmulatorTest
    class GoogleSqlGloballyQuoted extends WithSetting {
        GoogleSqlGloballyQuoted(EmulatorDatabase database) {
            super(database, "hibernate.globally_quoted_identifiers");
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSqlGloballyQuoted extends WithSetting {
        PostgreSqlGloballyQuoted(EmulatorDatabase database) {
            super(database, "hibernate.globally_quoted_identifiers");
        }
    }

    @Nested
    @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
    class PostgreSqlAutoQuoteKeyword extends WithSetting {
        PostgreSqlAutoQuoteKeyword(EmulatorDatabase database) {
            super(database, "hibernate.auto_quote_keyword");
        }
    }
}
