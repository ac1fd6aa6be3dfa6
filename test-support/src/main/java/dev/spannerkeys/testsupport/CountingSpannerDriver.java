package dev.spannerkeys.testsupport;

import com.google.cloud.spanner.ErrorCode;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
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
import java.util.concurrent.ConcurrentHashMap;
import java.util.TreeMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * A JDBC driver for {@code jdbc:counting:cloudspanner:...} URLs: it opens the real Spanner JDBC
 * connection and counts what goes through it ({@link JdbcCounts}: statements, sequence fetches,
 * DML and DDL batches, commits, buffered mutations), records the DDL it sees, and can make sequence
 * fetches fail with ABORTED as Spanner reports it.
 *
 * <p>Counting at the driver sees every path: a connection reports the counting URL as its own
 * ({@code getMetaData().getURL()}), so the connections the library opens itself from that URL (the
 * sequence pool's refill clients) are counted too, and {@code unwrap(CloudSpannerJdbcConnection.class)}
 * returns the counting connection, so mutations buffered through it are counted.
 *
 * <pre>{@code
 * configuration.setProperty("hibernate.connection.driver_class", CountingSpannerDriver.class.getName());
 * configuration.setProperty("hibernate.connection.url", CountingSpannerDriver.wrap(database.jdbcUrl()));
 * CountingSpannerDriver.reset();
 * ... persist 1,000 rows ...
 * assertEquals(1, CountingSpannerDriver.counts().sequenceFetches());
 * }</pre>
 *
 * <p>The counts are global to the JVM, like {@code DriverManager}: tests that read them must not
 * run in parallel with other tests using this driver.
 */
public final class CountingSpannerDriver implements Driver {

    /** What this driver puts before a {@code cloudspanner:} URL. */
    public static final String PREFIX = "jdbc:counting:";

    private static final Pattern SEQUENCE_FETCH =
            Pattern.compile("(?is)\\s*SELECT\\b.*\\b(GET_NEXT_SEQUENCE_VALUE|NEXTVAL\\s*\\().*");
    private static final Pattern DDL = Pattern.compile("(?is)\\s*(CREATE|ALTER|DROP)\\b.*");
    private static final Pattern DML = Pattern.compile("(?is)\\s*(INSERT|UPDATE|DELETE)\\b.*");

    private static final LongAdder STATEMENTS = new LongAdder();
    private static final LongAdder SEQUENCE_FETCHES = new LongAdder();
    private static final LongAdder DML_BATCHES = new LongAdder();
    private static final LongAdder DDL_BATCHES = new LongAdder();
    private static final LongAdder COMMITS = new LongAdder();
    private static final LongAdder MUTATIONS = new LongAdder();
    private static final LongAdder INJECTED_ABORTS = new LongAdder();
    private static final AtomicInteger ABORTS_TO_INJECT = new AtomicInteger();
    private static final List<String> DDL_SEEN = new ArrayList<>();
    private static final List<String> READS = new ArrayList<>();
    private static final Map<String, LongAdder> DML_ROWS = new ConcurrentHashMap<>();
    private static final Map<String, LongAdder> MUTATION_ROWS = new ConcurrentHashMap<>();
    private static volatile boolean recordingTransactions;
    private static final List<TransactionSeen> TRANSACTIONS_SEEN = new ArrayList<>();

    /**
     * What a connection was set to send with a request to Spanner, read from the Spanner connection right before
     * the request: the transaction's tag, the request priority, the transaction mode and the isolation level.
     *
     * @param request {@code COMMIT}, {@code DML} (a statement or a batch that writes) or {@code QUERY}
     * @param sql the statement, or {@code null} for a commit or a batch
     * @param transactionTag the tag of the current transaction, or {@code null}
     * @param priority the connection's {@code RPC_PRIORITY} ({@code UNSPECIFIED}, {@code LOW}, ...; without the
     *        {@code PRIORITY_} some versions of the driver put before it)
     * @param readOnly whether the current transaction is read-only
     * @param autoCommit whether the connection is in autocommit mode (the request is a single-use one)
     * @param isolation the connection's JDBC isolation level
     * @param mutations the mutations buffered in the transaction so far (counted by this driver)
     */
    public record TransactionSeen(String request, String sql, String transactionTag, String priority, boolean readOnly,
            boolean autoCommit, int isolation, long mutations) {
    }

    static {
        try {
            Class.forName("com.google.cloud.spanner.jdbc.JdbcDriver");
            DriverManager.registerDriver(new CountingSpannerDriver());
        } catch (ClassNotFoundException | SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * The counting form of a {@code jdbc:cloudspanner:} URL. Calling it registers this driver with
     * {@code DriverManager}.
     */
    public static String wrap(String spannerUrl) {
        if (!spannerUrl.startsWith("jdbc:")) {
            throw new IllegalArgumentException("not a JDBC URL: " + spannerUrl);
        }
        return PREFIX + spannerUrl.substring("jdbc:".length());
    }

    /** The counts since the last {@link #reset()}. */
    public static JdbcCounts counts() {
        return new JdbcCounts(STATEMENTS.sum(), SEQUENCE_FETCHES.sum(), DML_BATCHES.sum(), DDL_BATCHES.sum(),
                COMMITS.sum(), MUTATIONS.sum(), INJECTED_ABORTS.sum());
    }

    /**
     * The sequence fetches since the last {@link #reset()}, once at least {@code expected} have been
     * made or after a minute: a pool that prefetches fetches its next batch in the background, after the
     * draw that crossed its low-water mark has returned. The minute is only used up when the fetch never
     * comes; a busy machine delays it by seconds, not more.
     */
    public static long awaitSequenceFetches(long expected) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (SEQUENCE_FETCHES.sum() < expected && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        return SEQUENCE_FETCHES.sum();
    }

    /**
     * The DDL statements executed since the last {@link #reset()}, in order, whether sent on their
     * own or in a batch (a batch's statements when the batch is executed).
     */
    public static List<String> ddl() {
        synchronized (DDL_SEEN) {
            return List.copyOf(DDL_SEEN);
        }
    }

    /**
     * The queries executed since the last {@link #reset()}, in order, other than sequence fetches: what an
     * application's reads (a {@code SELECT} before an insert, say) sent.
     */
    public static List<String> reads() {
        synchronized (READS) {
            return List.copyOf(READS);
        }
    }

    /** Sets every count to zero, forgets the DDL and reads seen and cancels aborts still to inject. */
    public static void reset() {
        for (LongAdder counter : List.of(STATEMENTS, SEQUENCE_FETCHES, DML_BATCHES, DDL_BATCHES, COMMITS,
                MUTATIONS, INJECTED_ABORTS)) {
            counter.reset();
        }
        ABORTS_TO_INJECT.set(0);
        synchronized (DDL_SEEN) {
            DDL_SEEN.clear();
        }
        synchronized (READS) {
            READS.clear();
        }
    }

    /**
     * Starts (or stops) recording, for every commit, DML statement and query, what the connection was set to send
     * with it ({@link #transactionsSeen()}); forgets what was recorded. Reading the state costs a client-side
     * statement per request, so it is off unless a test turns it on.
     */
    public static void recordTransactions(boolean on) {
        synchronized (TRANSACTIONS_SEEN) {
            TRANSACTIONS_SEEN.clear();
        }
        recordingTransactions = on;
    }

    /** What {@link #recordTransactions} recorded, in order. */
    public static List<TransactionSeen> transactionsSeen() {
        synchronized (TRANSACTIONS_SEEN) {
            return List.copyOf(TRANSACTIONS_SEEN);
        }
    }

    /** Records what {@code real} is set to send with a request, if recording. */
    static void recordTransaction(Connection real, String request, String sql, long mutations) {
        if (!recordingTransactions || !(real instanceof CloudSpannerJdbcConnection spanner)) {
            return;
        }
        try {
            String priority;
            try (Statement show = real.createStatement();
                 java.sql.ResultSet rows = show.executeQuery("SHOW VARIABLE "
                         + (spanner.getDialect() == com.google.cloud.spanner.Dialect.POSTGRESQL
                                 ? "spanner.rpc_priority" : "RPC_PRIORITY"))) {
                priority = rows.next() ? rows.getString(1).replace("PRIORITY_", "") : null;
            }
            boolean autoCommit = real.getAutoCommit();
            boolean readOnly = !autoCommit && spanner.getTransactionMode()
                    == com.google.cloud.spanner.connection.TransactionMode.READ_ONLY_TRANSACTION;
            String tag = autoCommit ? null : spanner.getTransactionTag();
            TransactionSeen seen = new TransactionSeen(request, sql, tag, priority, readOnly, autoCommit,
                    real.getTransactionIsolation(), mutations);
            synchronized (TRANSACTIONS_SEEN) {
                TRANSACTIONS_SEEN.add(seen);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read the connection's transaction state", e);
        }
    }

    /** Forgets the writes counted by {@link #dmlWrites()} and {@link #mutationWrites()}. */
    public static void resetWrites() {
        DML_ROWS.clear();
        MUTATION_ROWS.clear();
    }

    /**
     * DML write statements executed since {@link #resetWrites()}, by {@code "INSERT|UPDATE|DELETE <table>"}
     * (the table as the SQL spells it, without quotes); a JDBC batch counts each entry.
     */
    public static Map<String, Integer> dmlWrites() {
        return snapshot(DML_ROWS);
    }

    /** Mutations handed to {@code bufferedWrite} since {@link #resetWrites()}, by {@code "INSERT|UPDATE|DELETE <table>"}. */
    public static Map<String, Integer> mutationWrites() {
        return snapshot(MUTATION_ROWS);
    }

    private static Map<String, Integer> snapshot(Map<String, LongAdder> counts) {
        Map<String, Integer> snapshot = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        counts.forEach((key, count) -> snapshot.merge(key, count.intValue(), Integer::sum));
        return snapshot;
    }

    /** {@code "INSERT <table>"} for a DML write statement, or {@code null} for anything else. */
    static String dmlKind(String sql) {
        String text = sql.stripLeading();
        while (text.startsWith("/*")) { // a Hibernate comment
            text = text.substring(text.indexOf("*/") + 2).stripLeading();
        }
        String[] words = text.split("\\s+", 4);
        if (words.length < 2) {
            return null;
        }
        String first = words[0].toUpperCase(Locale.ROOT);
        String table = switch (first) {
            case "INSERT", "DELETE" -> words.length > 2
                    && words[1].equalsIgnoreCase(first.equals("INSERT") ? "INTO" : "FROM") ? words[2] : words[1];
            case "UPDATE" -> words[1];
            default -> null;
        };
        if (table == null) {
            return null;
        }
        int paren = table.indexOf('(');
        table = (paren < 0 ? table : table.substring(0, paren)).replace("\"", "").replace("`", "");
        return first + " " + table;
    }

    private static void countDmlWrite(String sql) {
        String kind = dmlKind(sql);
        if (kind != null) {
            DML_ROWS.computeIfAbsent(kind, k -> new LongAdder()).increment();
        }
    }

    private static void countMutations(Object argument) {
        Iterable<?> mutations = argument instanceof Iterable<?> many ? many : List.of(argument);
        for (Object element : mutations) {
            Mutation mutation = (Mutation) element;
            String operation = switch (mutation.getOperation()) {
                case INSERT -> "INSERT";
                case DELETE -> "DELETE";
                default -> "UPDATE";
            };
            MUTATION_ROWS.computeIfAbsent(operation + " " + mutation.getTable(), k -> new LongAdder()).increment();
        }
    }

    /**
     * Makes the next {@code count} sequence fetches fail, before they reach the database, with the
     * {@code SQLException} the Spanner driver throws for an aborted transaction. 0 cancels.
     */
    public static void abortNextSequenceFetches(int count) {
        ABORTS_TO_INJECT.set(count);
    }

    static boolean isSequenceFetch(String sql) {
        return SEQUENCE_FETCH.matcher(sql).matches();
    }

    static boolean isDdl(String sql) {
        return DDL.matcher(sql).matches();
    }

    static boolean isDml(String sql) {
        return DML.matcher(sql).matches();
    }

    private static void recordDdl(List<String> statements) {
        synchronized (DDL_SEEN) {
            statements.forEach(sql -> DDL_SEEN.add(sql.strip()));
        }
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        if (!acceptsURL(url)) {
            return null;
        }
        long start = System.nanoTime();
        Connection real = DriverManager.getConnection("jdbc:" + url.substring(PREFIX.length()), info);
        TestPhases.connected(url, System.nanoTime() - start);
        Class<? extends Connection> type = real instanceof CloudSpannerJdbcConnection
                ? CloudSpannerJdbcConnection.class
                : Connection.class;
        return proxy(type, new ConnectionHandler(real, url));
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

    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(CountingSpannerDriver.class.getClassLoader(), new Class<?>[] {type},
                handler));
    }

    /**
     * Forwards to the real object, except {@code equals} and {@code hashCode}: a proxy must equal
     * itself, or a connection pool cannot find it to take it back.
     */
    private abstract static class ForwardingHandler implements InvocationHandler {

        final Object real;

        ForwardingHandler(Object real) {
            this.real = real;
        }

        @Override
        public final Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getName().equals("equals") && method.getParameterCount() == 1) {
                return proxy == args[0];
            }
            if (method.getName().equals("hashCode") && method.getParameterCount() == 0) {
                return System.identityHashCode(proxy);
            }
            return handle(proxy, method, args);
        }

        abstract Object handle(Object proxy, Method method, Object[] args) throws Throwable;

        final Object forward(Method method, Object[] args) throws Throwable {
            return forward(real, method, args);
        }

        static Object forward(Object target, Method method, Object[] args) throws Throwable {
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    /** Wraps statements and metadata, counts commits and buffered mutations. */
    private static final class ConnectionHandler extends ForwardingHandler {

        private final String countingUrl;
        /** Mutations buffered in the current transaction. */
        private long buffered;

        ConnectionHandler(Connection real, String countingUrl) {
            super(real);
            this.countingUrl = countingUrl;
        }

        @Override
        Object handle(Object proxy, Method method, Object[] args) throws Throwable {
            switch (method.getName()) {
                case "unwrap" -> {
                    return ((Class<?>) args[0]).isInstance(proxy) ? proxy : forward(method, args);
                }
                case "isWrapperFor" -> {
                    return ((Class<?>) args[0]).isInstance(proxy) || (Boolean) forward(method, args);
                }
                case "commit" -> {
                    COMMITS.increment();
                    recordTransaction((Connection) real, "COMMIT", null, buffered);
                    buffered = 0;
                }
                case "rollback" -> buffered = 0;
                case "bufferedWrite" -> {
                    long count = count(args[0]);
                    MUTATIONS.add(count);
                    buffered += count;
                    countMutations(args[0]);
                }
                case "prepareStatement", "prepareCall", "createStatement" -> {
                    Statement statement = (Statement) forward(method, args);
                    String preparedSql = method.getName().equals("createStatement") ? null : (String) args[0];
                    return proxy(method.getReturnType().asSubclass(Statement.class),
                            new StatementHandler(statement, preparedSql, (Connection) proxy, (Connection) real));
                }
                case "getMetaData" -> {
                    // The library opens its refill connections from this URL: keep them counted too.
                    DatabaseMetaData metaData = (DatabaseMetaData) forward(method, args);
                    return proxy(DatabaseMetaData.class, (p, m, a) -> switch (m.getName()) {
                        case "getURL" -> countingUrl;
                        case "getConnection" -> proxy;
                        default -> forward(metaData, m, a);
                    });
                }
                default -> {
                    // Forwarded unchanged.
                }
            }
            return forward(method, args);
        }

        private static long count(Object mutations) {
            if (mutations instanceof Mutation) {
                return 1;
            }
            long count = 0;
            for (Object ignored : (Iterable<?>) mutations) {
                count++;
            }
            return count;
        }
    }

    /** Counts executions, recognising sequence fetches, DML and DDL by their SQL text. */
    private static final class StatementHandler extends ForwardingHandler {

        private final String preparedSql;
        private final Connection connection;
        private final Connection realConnection;
        /** What {@code addBatch(sql)} collected on a plain statement. */
        private final List<String> batch = new ArrayList<>();

        StatementHandler(Statement real, String preparedSql, Connection connection, Connection realConnection) {
            super(real);
            this.preparedSql = preparedSql;
            this.connection = connection;
            this.realConnection = realConnection;
        }

        @Override
        Object handle(Object proxy, Method method, Object[] args) throws Throwable {
            String name = method.getName();
            String sql = args != null && args.length > 0 && args[0] instanceof String text ? text : null;
            switch (name) {
                case "getConnection" -> {
                    return connection;
                }
                case "addBatch" -> {
                    if (sql != null) {
                        batch.add(sql);
                    }
                    if (sql != null || preparedSql != null) {
                        countDmlWrite(sql != null ? sql : preparedSql);
                    }
                }
                case "clearBatch" -> batch.clear();
                case "executeBatch", "executeLargeBatch" -> {
                    boolean ddl = (preparedSql != null ? List.of(preparedSql) : batch).stream()
                            .anyMatch(CountingSpannerDriver::isDdl);
                    executedBatch();
                    return ddl ? timedDdl(method, args) : forward(method, args);
                }
                default -> {
                    if (name.startsWith("execute")) {
                        String executed = sql != null ? sql : preparedSql;
                        executed(executed);
                        if (executed != null && isDdl(executed)) {
                            return timedDdl(method, args);
                        }
                    }
                }
            }
            return forward(method, args);
        }

        /** Forwards a DDL execution, charging its time to {@link TestPhases}' ddl phase. */
        private Object timedDdl(Method method, Object[] args) throws Throwable {
            long start = System.nanoTime();
            try {
                return forward(method, args);
            } finally {
                TestPhases.ddl(System.nanoTime() - start);
            }
        }

        private void executedBatch() {
            STATEMENTS.increment();
            List<String> statements = preparedSql != null ? List.of(preparedSql) : List.copyOf(batch);
            recordTransaction(realConnection, "DML", statements.isEmpty() ? null : statements.get(0), 0);
            batch.clear();
            List<String> ddl = statements.stream().filter(CountingSpannerDriver::isDdl).toList();
            if (!ddl.isEmpty()) {
                recordDdl(ddl);
                DDL_BATCHES.increment();
            }
            if (statements.stream().anyMatch(CountingSpannerDriver::isDml)) {
                DML_BATCHES.increment();
            }
        }

        private void executed(String sql) throws SQLException {
            STATEMENTS.increment();
            if (sql == null) {
                return;
            }
            countDmlWrite(sql);
            String keyword = sql.stripLeading().split("\\s+", 2)[0].toUpperCase(Locale.ROOT);
            if (isDml(sql)) {
                recordTransaction(realConnection, "DML", sql, 0);
            } else if (!isDdl(sql) && !keyword.equals("SET") && !keyword.equals("SHOW")) {
                recordTransaction(realConnection, "QUERY", sql, 0);
            }
            if (isDdl(sql)) {
                recordDdl(List.of(sql));
            } else if (!isSequenceFetch(sql) && !isDml(sql)) {
                synchronized (READS) {
                    READS.add(sql.strip());
                }
            } else if (isSequenceFetch(sql)) {
                SEQUENCE_FETCHES.increment();
                if (ABORTS_TO_INJECT.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                    INJECTED_ABORTS.increment();
                    throw new SQLException("ABORTED: Transaction was aborted (injected by test)", "40001",
                            ErrorCode.ABORTED.getGrpcStatusCode().value());
                }
            }
        }
    }
}
