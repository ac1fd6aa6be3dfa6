package dev.spannerkeys.featurezoo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;

/**
 * What a {@link FeatureModel}'s scenario runs with: the session factory of one write mode, and steps that each run
 * in a transaction of their own and are snapshotted afterwards (every row of the model's tables, column by column,
 * read with plain SQL), so that the write modes can be compared step by step.
 */
public final class FeatureRun {

    private static final String HIDDEN_KEY = dev.spannerkeys.hibernate.internal.model.TableModels.HIDDEN_KEY_COLUMN;

    private final FeatureModel model;
    private final SessionFactory factory;
    private final EmulatorDatabase database;
    /** The databases snapshotted, by label: {@code ""} for the shared database, a tenant's name for its own. */
    private final Map<String, EmulatorDatabase> databases;
    private final WriteMode mode;
    private final SqlDialect dialect;
    /** Step name → table → rows (sorted), each row column → value. */
    private final Map<String, Map<String, List<Map<String, String>>>> snapshots = new LinkedHashMap<>();

    /** A plain JDBC connection (autocommit) to a database, kept open by the contract for all its reads. */
    private final Function<EmulatorDatabase, Connection> connections;

    FeatureRun(FeatureModel model, SessionFactory factory, Map<String, EmulatorDatabase> databases, WriteMode mode,
            SqlDialect dialect, Function<EmulatorDatabase, Connection> connections) {
        this.connections = connections;
        this.model = model;
        this.factory = factory;
        this.databases = databases;
        this.database = databases.values().iterator().next();
        this.mode = mode;
        this.dialect = dialect;
    }

    public SessionFactory factory() {
        return factory;
    }

    public WriteMode mode() {
        return mode;
    }

    public SqlDialect dialect() {
        return dialect;
    }

    public EmulatorDatabase database() {
        return database;
    }

    /** Runs {@code work} in a transaction of a new session, then snapshots the model's tables as step {@code name}. */
    public void step(String name, Consumer<Session> work) {
        factory.inTransaction(work);
        snapshot(name);
    }

    /** As {@link #step}, in a session of tenant {@code tenant}. */
    public void tenantStep(String tenant, String name, Consumer<Session> work) {
        try (Session session = factory.withOptions().tenantIdentifier(tenant).openSession()) {
            session.inTransaction(transaction -> work.accept(session));
        }
        snapshot(name);
    }

    /** As {@link #step}, in a transaction of a new {@link StatelessSession}. */
    public void statelessStep(String name, Consumer<StatelessSession> work) {
        try (StatelessSession session = factory.openStatelessSession()) {
            session.getTransaction().begin();
            try {
                work.accept(session);
                session.getTransaction().commit();
            } catch (RuntimeException e) {
                if (session.getTransaction().isActive()) {
                    session.getTransaction().rollback();
                }
                throw e;
            }
        }
        snapshot(name);
    }

    /**
     * As {@link #statelessStep}, for a step that stock Hibernate may refuse, depending on its version: whether it
     * failed (and with which exception) is part of the step's snapshot, so every write mode must end it as
     * {@code dml} did.
     */
    public void attemptStateless(String name, Consumer<StatelessSession> work) {
        String outcome = "committed";
        try {
            statelessStep(name, work);
        } catch (RuntimeException e) {
            outcome = "failed: " + e.getClass().getSimpleName();
            snapshot(name);
        }
        snapshots.get(name).put("(outcome)", List.of(Map.of("outcome", outcome)));
    }

    /** Reads through Hibernate in a new session (no transaction of its own, as applications read). */
    public <T> T read(Function<Session, T> read) {
        try (Session session = factory.openSession()) {
            return read.apply(session);
        }
    }

    /** The rows of {@code sql} (plain JDBC), each as its columns' values joined by {@code " | "}, sorted. */
    public List<String> rows(String sql) {
        return rows(database, sql);
    }

    /** As {@link #assertRows(String, String...)}, in the database labelled {@code label} (a tenant's). */
    public void assertRowsIn(String label, String sql, String... expected) {
        List<String> sorted = new ArrayList<>(Arrays.asList(expected));
        sorted.sort(null);
        assertEquals(sorted, rows(databases.get(label), sql), mode.settingValue() + ", " + dialect + ", " + label
                + ": " + sql);
    }

    private List<String> rows(EmulatorDatabase database, String sql) {
        List<String> rows = new ArrayList<>();
        try (Statement statement = connections.apply(database).createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    values.add(render(result.getObject(i)));
                }
                rows.add(String.join(" | ", values));
            }
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
        rows.sort(null);
        return rows;
    }

    /** Executes {@code sql}, a DML statement, on a plain JDBC connection (another writer than the application). */
    public void execute(String sql) {
        executeIn(database, sql);
    }

    /** As {@link #execute(String)}, in the database labelled {@code label} (a tenant's). */
    public void executeIn(String label, String sql) {
        executeIn(databases.get(label), sql);
    }

    private void executeIn(EmulatorDatabase database, String sql) {
        try (Statement statement = connections.apply(database).createStatement()) {
            statement.executeUpdate(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }

    /**
     * Changes the entity {@code load} finds in a session's second transaction, after another writer ran
     * {@code concurrentChange} between the two: the commit must fail with Hibernate's stale-state error (the update's
     * version check), and the row keeps the other writer's values.
     */
    public <T> void assertStaleUpdateFails(Function<Session, T> load, String concurrentChange, Consumer<T> change) {
        try (Session session = factory.openSession()) {
            session.getTransaction().begin();
            T entity = load.apply(session);
            session.getTransaction().commit();
            execute(concurrentChange);
            session.getTransaction().begin();
            change.accept(entity);
            RuntimeException error = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                    () -> session.getTransaction().commit());
            String chain = "";
            for (Throwable t = error; t != null; t = t.getCause()) {
                chain += t.getClass().getSimpleName() + ": " + t.getMessage() + " | ";
            }
            org.junit.jupiter.api.Assertions.assertTrue(chain.contains("StaleObjectState")
                    || chain.contains("OptimisticLock"), chain);
        }
    }

    /** Asserts {@code work} fails with an exception whose cause chain names {@code fragment} (class or message). */
    public void assertFails(String fragment, Runnable work) {
        RuntimeException error = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class, work::run);
        StringBuilder chain = new StringBuilder();
        for (Throwable t = error; t != null; t = t.getCause()) {
            chain.append(t.getClass().getName()).append(": ").append(t.getMessage()).append(" | ");
        }
        org.junit.jupiter.api.Assertions.assertTrue(chain.toString().contains(fragment), chain.toString());
    }

    /** Asserts the rows of {@code sql}, sorted, are {@code expected}. */
    public void assertRows(String sql, String... expected) {
        List<String> sorted = new ArrayList<>(Arrays.asList(expected));
        sorted.sort(null);
        assertEquals(sorted, rows(sql), mode.settingValue() + ", " + dialect + ": " + sql);
    }

    /** Snapshots every table of the model as step {@code name}. */
    public void snapshot(String name) {
        Map<String, List<Map<String, String>>> tables = new TreeMap<>();
        for (var labelled : databases.entrySet()) {
            snapshot(name, labelled.getKey(), labelled.getValue(), tables);
        }
        if (snapshots.put(name, tables) != null) {
            throw new IllegalStateException("two steps named " + name);
        }
    }

    private void snapshot(String name, String label, EmulatorDatabase database,
            Map<String, List<Map<String, String>>> tables) {
        Set<String> volatileColumns = model.volatileColumns();
        try (Statement statement = connections.apply(database).createStatement()) {
            for (String table : model.tables()) {
                List<Map<String, String>> rows = new ArrayList<>();
                try (ResultSet result = statement.executeQuery("select * from " + table)) {
                    ResultSetMetaData meta = result.getMetaData();
                    while (result.next()) {
                        Map<String, String> row = new TreeMap<>();
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            String column = meta.getColumnName(i).toLowerCase(Locale.ROOT);
                            String value = render(result.getObject(i));
                            // The library's hidden key of a collection table without one (a random or sequence
                            // value of the database's, visible in PostgreSQL) differs between runs too.
                            if (volatileColumns.contains(table + "." + column) || column.equals(HIDDEN_KEY)) {
                                value = value.equals("null") ? "null" : "(set)";
                            }
                            row.put(column, value);
                        }
                        rows.add(row);
                    }
                }
                rows.sort((a, b) -> a.toString().compareTo(b.toString()));
                tables.put(label.isEmpty() ? table : label + ":" + table, rows);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("snapshot " + name + ": " + e.getMessage(), e);
        }
    }

    /** The snapshots of the steps run, in order. */
    Map<String, Map<String, List<Map<String, String>>>> snapshots() {
        return snapshots;
    }

    private static String render(Object value) throws SQLException {
        if (value instanceof Array array) {
            Object elements = array.getArray();
            return elements instanceof Object[] objects ? Arrays.deepToString(objects) : String.valueOf(elements);
        }
        if (value instanceof byte[] bytes) {
            return HexFormat.of().formatHex(bytes);
        }
        return String.valueOf(value);
    }
}
