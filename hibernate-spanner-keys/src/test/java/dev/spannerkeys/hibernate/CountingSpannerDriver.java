package dev.spannerkeys.hibernate;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;

/**
 * Test fixture: a JDBC driver for {@code jdbc:counting:cloudspanner:...} URLs that opens real
 * Spanner JDBC connections and wraps them to count sequence round trips (SELECTs that draw from a
 * sequence) and to inject ABORTED errors into them, as the Spanner driver reports them. It also
 * records the DDL statements sent, and how many went as JDBC batches.
 */
public final class CountingSpannerDriver implements Driver {

    static final String PREFIX = "jdbc:counting:";

    private static final AtomicInteger SEQUENCE_QUERIES = new AtomicInteger();
    private static final AtomicInteger ABORTS_TO_INJECT = new AtomicInteger();
    private static final AtomicInteger INJECTED_ABORTS = new AtomicInteger();
    private static final List<String> DDL = new CopyOnWriteArrayList<>();
    private static final AtomicInteger DDL_BATCHES = new AtomicInteger();
    private static final AtomicInteger SINGLE_DDL = new AtomicInteger();

    static {
        try {
            DriverManager.registerDriver(new CountingSpannerDriver());
            Class.forName("com.google.cloud.spanner.jdbc.JdbcDriver");
        } catch (SQLException | ClassNotFoundException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The counting form of a {@code jdbc:cloudspanner:} URL. */
    public static String wrap(String spannerUrl) {
        return PREFIX + spannerUrl.substring("jdbc:".length());
    }

    public static void reset() {
        SEQUENCE_QUERIES.set(0);
        ABORTS_TO_INJECT.set(0);
        INJECTED_ABORTS.set(0);
    }

    /** Forgets the DDL recorded so far. */
    public static void resetDdl() {
        DDL.clear();
        DDL_BATCHES.set(0);
        SINGLE_DDL.set(0);
    }

    /** The DDL statements sent since {@link #resetDdl()}, in order, batched or not. */
    public static List<String> ddl() {
        return List.copyOf(DDL);
    }

    /** How many JDBC batches of DDL were executed. */
    public static int ddlBatches() {
        return DDL_BATCHES.get();
    }

    /** How many DDL statements were executed on their own. */
    public static int singleDdlStatements() {
        return SINGLE_DDL.get();
    }

    static boolean isDdl(String sql) {
        String start = sql.stripLeading().toUpperCase(Locale.ROOT);
        return start.startsWith("CREATE") || start.startsWith("ALTER") || start.startsWith("DROP");
    }

    /** Sequence-drawing queries executed (including those that failed with an injected abort). */
    public static int sequenceRoundTrips() {
        return SEQUENCE_QUERIES.get();
    }

    /**
     * The sequence round trips once at least {@code expected} have been made, or after 20 s: a pool
     * that prefetches fetches its next batch in the background, after the draw that crossed its
     * low-water mark has returned.
     */
    public static int awaitSequenceRoundTrips(int expected) {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (SEQUENCE_QUERIES.get() < expected && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return SEQUENCE_QUERIES.get();
    }

    /** Make the next {@code count} sequence queries fail with ABORTED. */
    public static void abortNextSequenceQueries(int count) {
        ABORTS_TO_INJECT.set(count);
    }

    public static int injectedAborts() {
        return INJECTED_ABORTS.get();
    }

    static boolean drawsFromSequence(String sql) {
        String lower = sql.trim().toLowerCase(Locale.ROOT);
        return lower.startsWith("select")
                && (lower.contains("get_next_sequence_value") || lower.contains("nextval("));
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        if (!acceptsURL(url)) {
            return null;
        }
        Connection real = DriverManager.getConnection("jdbc:" + url.substring(PREFIX.length()), info);
        return proxy(Connection.class, new ConnectionHandler(real, url));
    }

    @Override
    public boolean acceptsURL(String url) {
        return url != null && url.startsWith(PREFIX);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) {
        return new DriverPropertyInfo[0];
    }

    @Override
    public int getMajorVersion() {
        return 1;
    }

    @Override
    public int getMinorVersion() {
        return 0;
    }

    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(CountingSpannerDriver.class.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private record ConnectionHandler(Connection real, String url) implements InvocationHandler {
        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            switch (method.getName()) {
                // A proxy must equal itself, or a connection pool cannot find it to take it back.
                case "equals" -> {
                    return proxy == args[0];
                }
                case "hashCode" -> {
                    return System.identityHashCode(proxy);
                }
                case "prepareStatement" -> {
                    PreparedStatement statement = (PreparedStatement) CountingSpannerDriver.invoke(real, method, args);
                    return proxy(PreparedStatement.class, new StatementHandler(statement, (String) args[0]));
                }
                case "createStatement" -> {
                    Statement statement = (Statement) CountingSpannerDriver.invoke(real, method, args);
                    return proxy(Statement.class, new StatementHandler(statement, null));
                }
                case "getMetaData" -> {
                    DatabaseMetaData metaData = real.getMetaData();
                    Connection self = (Connection) proxy;
                    return proxy(DatabaseMetaData.class, (p, m, a) -> switch (m.getName()) {
                        case "getURL" -> url;
                        case "getConnection" -> self;
                        default -> CountingSpannerDriver.invoke(metaData, m, a);
                    });
                }
                default -> {
                    return CountingSpannerDriver.invoke(real, method, args);
                }
            }
        }
    }

    private record StatementHandler(Statement real, String preparedSql, List<String> batch) implements InvocationHandler {

        StatementHandler(Statement real, String preparedSql) {
            this(real, preparedSql, new ArrayList<>());
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            recordDdl(method, args);
            if (method.getName().startsWith("execute")) {
                String sql = preparedSql != null ? preparedSql
                        : args != null && args.length > 0 && args[0] instanceof String text ? text : null;
                if (sql != null && drawsFromSequence(sql)) {
                    SEQUENCE_QUERIES.incrementAndGet();
                    if (ABORTS_TO_INJECT.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                        INJECTED_ABORTS.incrementAndGet();
                        throw new SQLException("ABORTED: Transaction was aborted (injected by test)", "40001",
                                com.google.cloud.spanner.ErrorCode.ABORTED.getGrpcStatusCode().value());
                    }
                }
            }
            return CountingSpannerDriver.invoke(real, method, args);
        }

        private void recordDdl(Method method, Object[] args) {
            String sql = args != null && args.length > 0 && args[0] instanceof String text ? text : null;
            switch (method.getName()) {
                case "addBatch" -> {
                    if (sql != null && isDdl(sql)) {
                        batch.add(sql);
                    }
                }
                case "executeBatch" -> {
                    if (!batch.isEmpty()) {
                        DDL.addAll(batch);
                        DDL_BATCHES.incrementAndGet();
                        batch.clear();
                    }
                }
                case "execute" -> {
                    if (sql != null && isDdl(sql)) {
                        DDL.add(sql);
                        SINGLE_DDL.incrementAndGet();
                    }
                }
                default -> {
                    // Not DDL.
                }
            }
        }
    }
}
