package dev.spannerkeys.benchmarks.emulator;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.atomic.LongAdder;
import java.util.logging.Logger;

/**
 * A JDBC driver for {@code jdbc:counting:cloudspanner:...} URLs: it opens the real Spanner JDBC
 * connection and counts what goes through it (sequence round trips, statements, commits) and keeps
 * the DDL it sees. Counting at the driver sees every path, including the library's refill
 * connections, which the library opens itself from the URL the connection reports.
 */
public final class CountingDriver implements Driver {

    private static final String PREFIX = "jdbc:counting:";
    private static final LongAdder SEQUENCE_QUERIES = new LongAdder();
    private static final LongAdder STATEMENTS = new LongAdder();
    private static final LongAdder COMMITS = new LongAdder();
    private static final List<String> DDL = new ArrayList<>();

    static {
        try {
            Class.forName("com.google.cloud.spanner.jdbc.JdbcDriver");
            DriverManager.registerDriver(new CountingDriver());
        } catch (ClassNotFoundException | SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The counting form of a {@code jdbc:cloudspanner:} URL; loads this driver. */
    public static String url(String spannerUrl) {
        if (!spannerUrl.startsWith("jdbc:")) {
            throw new IllegalArgumentException("not a JDBC URL: " + spannerUrl);
        }
        return PREFIX + spannerUrl.substring("jdbc:".length());
    }

    /** The counts so far; subtract two snapshots with {@link JdbcCounts#since}. */
    public static JdbcCounts snapshot() {
        return new JdbcCounts(SEQUENCE_QUERIES.sum(), STATEMENTS.sum(), COMMITS.sum());
    }

    /** The DDL statements seen since the last call, in order, and forgets them. */
    public static List<String> takeDdl() {
        synchronized (DDL) {
            List<String> taken = List.copyOf(DDL);
            DDL.clear();
            return taken;
        }
    }

    static boolean drawsFromSequence(String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        return lower.stripLeading().startsWith("select")
                && (lower.contains("get_next_sequence_value") || lower.contains("nextval("));
    }

    static boolean isDdl(String sql) {
        String lower = sql.stripLeading().toLowerCase(Locale.ROOT);
        return lower.startsWith("create ") || lower.startsWith("alter ") || lower.startsWith("drop ");
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        if (!acceptsURL(url)) {
            return null;
        }
        Connection real = DriverManager.getConnection("jdbc:" + url.substring(PREFIX.length()), info);
        return wrap(Connection.class, new ConnectionCounter(real, url));
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
        throw new SQLFeatureNotSupportedException("no logging of its own");
    }

    private static <T> T wrap(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(CountingDriver.class.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static Object forward(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** Wraps statements, counts commits, and reports the counting URL as the connection's URL. */
    private record ConnectionCounter(Connection real, String countingUrl) implements InvocationHandler {
        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            String name = method.getName();
            if (name.equals("commit")) {
                COMMITS.increment();
            }
            Object result = forward(real, method, args);
            if (name.equals("prepareStatement") || name.equals("prepareCall")) {
                return wrap(method.getReturnType().asSubclass(Statement.class), result, (String) args[0]);
            }
            if (name.equals("createStatement")) {
                return wrap(Statement.class, result, null);
            }
            if (name.equals("getMetaData")) {
                // The library opens its refill connections from this URL: keep them counted too.
                DatabaseMetaData metaData = (DatabaseMetaData) result;
                return CountingDriver.wrap(DatabaseMetaData.class, (p, m, a) -> switch (m.getName()) {
                    case "getURL" -> countingUrl;
                    case "getConnection" -> proxy;
                    default -> forward(metaData, m, a);
                });
            }
            return result;
        }

        private static <S extends Statement> S wrap(Class<S> type, Object statement, String preparedSql) {
            return CountingDriver.wrap(type, new StatementCounter(statement, preparedSql));
        }
    }

    /**
     * Counts executions; recognises sequence queries and DDL by their SQL text, including DDL sent
     * as a batch ({@code addBatch(sql)}, as the library's schema export does).
     */
    private record StatementCounter(Object real, String preparedSql) implements InvocationHandler {
        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getName().equals("addBatch") && args != null && args.length == 1
                    && args[0] instanceof String sql && isDdl(sql)) {
                synchronized (DDL) {
                    DDL.add(sql.strip());
                }
            }
            if (method.getName().startsWith("execute")) {
                STATEMENTS.increment();
                String sql = args != null && args.length > 0 && args[0] instanceof String text ? text : preparedSql;
                if (sql != null && drawsFromSequence(sql)) {
                    SEQUENCE_QUERIES.increment();
                }
                if (sql != null && isDdl(sql)) {
                    synchronized (DDL) {
                        DDL.add(sql.strip());
                    }
                }
            }
            return forward(real, method, args);
        }
    }
}
