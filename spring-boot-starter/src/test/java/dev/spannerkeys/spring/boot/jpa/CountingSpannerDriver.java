package dev.spannerkeys.spring.boot.jpa;

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
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;

/**
 * Test fixture: a JDBC driver for {@code jdbc:counting:cloudspanner:...} URLs that opens real
 * Spanner connections and counts two kinds of round trip: statements that draw from a sequence,
 * and JDBC batches of inserts. Connections report the counting URL as theirs, so connections the
 * library opens itself from that URL (dedicated refill clients) are counted too.
 */
public final class CountingSpannerDriver implements Driver {

    static final String PREFIX = "jdbc:counting:";

    private static final AtomicInteger SEQUENCE_FETCHES = new AtomicInteger();
    private static final AtomicInteger INSERT_BATCHES = new AtomicInteger();

    static {
        try {
            DriverManager.registerDriver(new CountingSpannerDriver());
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static String wrap(String spannerUrl) {
        return PREFIX + spannerUrl.substring("jdbc:".length());
    }

    static void reset() {
        SEQUENCE_FETCHES.set(0);
        INSERT_BATCHES.set(0);
    }

    static int sequenceFetches() {
        return SEQUENCE_FETCHES.get();
    }

    /**
     * The sequence fetches once {@code expected} have been made, or after 10 s: pools fetch their next
     * batch in the background, after the save that crossed the low-water mark has returned.
     */
    static int awaitSequenceFetches(int expected) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (SEQUENCE_FETCHES.get() < expected && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        return SEQUENCE_FETCHES.get();
    }

    static int insertBatches() {
        return INSERT_BATCHES.get();
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

    private static Object forward(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private record ConnectionHandler(Connection real, String url) implements InvocationHandler {
        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getName().equals("prepareStatement") && args != null && args[0] instanceof String sql) {
                PreparedStatement statement = (PreparedStatement) forward(real, method, args);
                return proxy(PreparedStatement.class, new StatementHandler(statement, sql.strip().toLowerCase(Locale.ROOT)));
            }
            if (method.getName().equals("getMetaData")) {
                DatabaseMetaData metaData = real.getMetaData();
                return proxy(DatabaseMetaData.class, (p, m, a) -> m.getName().equals("getURL") ? url
                        : m.getName().equals("getConnection") ? proxy : forward(metaData, m, a));
            }
            return forward(real, method, args);
        }
    }

    private record StatementHandler(PreparedStatement real, String sql) implements InvocationHandler {
        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            String name = method.getName();
            if (name.equals("executeQuery") && sql.startsWith("select")
                    && (sql.contains("get_next_sequence_value") || sql.contains("nextval("))) {
                SEQUENCE_FETCHES.incrementAndGet();
            } else if (name.equals("executeBatch") && sql.startsWith("insert")) {
                INSERT_BATCHES.incrementAndGet();
            }
            return forward(real, method, args);
        }
    }
}
