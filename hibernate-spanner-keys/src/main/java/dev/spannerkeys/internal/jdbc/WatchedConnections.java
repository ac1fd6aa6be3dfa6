package dev.spannerkeys.internal.jdbc;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Makes {@link WatchedConnection}s: a dynamic proxy over a Spanner JDBC connection (a pool's, the emulator's
 * {@code SerializedConnection}, or the driver's own) that hands out its statements wrapped, so that each
 * execution is reported to the connection's {@link StatementWatch} before it runs:
 * <ul>
 *   <li>a statement that ends the transaction ({@code COMMIT}, {@code ROLLBACK}, see
 *       {@link StatementKinds#ending}), and {@code Connection.commit()} and {@code rollback()}, run inside
 *       {@link StatementWatch#transactionEnd}, also when the owner prepared the statement;</li>
 *   <li>the driver's statements about the connection's settings ({@code SET}, {@code SHOW}, {@code RESET}) run
 *       unreported: they touch no data;</li>
 *   <li>every other statement, and {@code setSavepoint} / {@code rollback(Savepoint)}, are reported to
 *       {@link StatementWatch#beforeStatement} first, unless the owner prepared it
 *       ({@link StatementWatch#preparingOwnStatement()} while the statement was created): the owner's statements
 *       are handed out unwrapped and cost nothing.</li>
 * </ul>
 * Without a watch the connection only passes calls on. The driver's {@code CloudSpannerJdbcConnection} methods go to
 * the driver's connection under the wrapped one (through the emulator's serialization where it is there).
 */
public final class WatchedConnections {

    private static final Constructor<?> PROXY_CONSTRUCTOR = proxyConstructor();

    private WatchedConnections() {
    }

    /**
     * Wraps {@code connection}, a Spanner JDBC connection (also behind other wrappers that unwrap to one), with no
     * watch set yet.
     */
    public static WatchedConnection wrap(Connection connection) throws SQLException {
        if (!connection.isWrapperFor(CloudSpannerJdbcConnection.class)) {
            throw new SQLException("Only Cloud Spanner JDBC connections are watched, not " + connection);
        }
        ConnectionHandler handler = new ConnectionHandler(connection, connection.unwrap(CloudSpannerJdbcConnection.class));
        try {
            handler.proxy = (WatchedConnection) PROXY_CONSTRUCTOR.newInstance(handler);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Could not create the watched connection's proxy", e);
        }
        return handler.proxy;
    }

    private static Constructor<?> proxyConstructor() {
        Class<?> type = Proxy.newProxyInstance(WatchedConnections.class.getClassLoader(),
                new Class<?>[] {WatchedConnection.class, CloudSpannerJdbcConnection.class},
                (proxy, method, arguments) -> null).getClass();
        try {
            return type.getConstructor(InvocationHandler.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("A proxy class has a public (InvocationHandler) constructor", e);
        }
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /**
     * Runs a reflective call as a {@link StatementWatch.Action}: an {@code SQLException} or unchecked exception of
     * the call passes as it is; anything else the JDBC methods cannot throw.
     */
    private static Object run(Object target, Method method, Object[] args) throws SQLException {
        try {
            return call(target, method, args);
        } catch (SQLException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable other) {
            throw new SQLException(other);
        }
    }

    private static final class ConnectionHandler implements InvocationHandler {

        private final Connection delegate;
        private final CloudSpannerJdbcConnection spanner;
        private WatchedConnection proxy;
        private volatile StatementWatch watch;

        ConnectionHandler(Connection delegate, CloudSpannerJdbcConnection spanner) {
            this.delegate = delegate;
            this.spanner = spanner;
        }

        @Override
        public Object invoke(Object self, Method method, Object[] args) throws Throwable {
            String name = method.getName();
            int arity = args == null ? 0 : args.length;
            Class<?> declaring = method.getDeclaringClass();
            if (declaring == Object.class) {
                return switch (name) {
                    case "equals" -> self == args[0];
                    case "hashCode" -> System.identityHashCode(self);
                    default -> "WatchedConnection[" + delegate + "]";
                };
            }
            if (declaring == WatchedConnection.class) {
                if (name.equals("watchWith")) {
                    watch = (StatementWatch) args[0];
                    return null;
                }
                return delegate;
            }
            StatementWatch current = watch;
            switch (name) {
                case "unwrap":
                    if (arity == 1 && ((Class<?>) args[0]).isInstance(self)) {
                        return self;
                    }
                    break;
                case "isWrapperFor":
                    if (arity == 1 && ((Class<?>) args[0]).isInstance(self)) {
                        return true;
                    }
                    break;
                case "createStatement", "prepareStatement", "prepareCall":
                    Statement statement = (Statement) call(delegate, method, args);
                    String sql = arity > 0 && args[0] instanceof String text ? text : null;
                    if (current == null
                            || current.preparingOwnStatement() && StatementKinds.ending(sql) == null) {
                        return statement;
                    }
                    return Proxy.newProxyInstance(WatchedConnections.class.getClassLoader(),
                            new Class<?>[] {method.getReturnType()}, new StatementHandler(this, statement, sql));
                case "commit", "rollback":
                    if (current != null && arity == 0) {
                        return current.transactionEnd(name.equals("commit"), () -> run(delegate, method, args));
                    }
                    if (current != null) {
                        current.beforeStatement("ROLLBACK TO SAVEPOINT"); // rollback(Savepoint)
                    }
                    break;
                case "setSavepoint":
                    if (current != null) {
                        current.beforeStatement("SAVEPOINT");
                    }
                    break;
                default:
                    break;
            }
            return call(declaring == CloudSpannerJdbcConnection.class ? spanner : delegate, method, args);
        }
    }

    /** A statement handed out to code other than the owner (or one that ends the transaction). */
    private static final class StatementHandler implements InvocationHandler {

        private final ConnectionHandler connection;
        private final Statement delegate;
        /** The SQL a prepared statement was prepared with; null for a plain statement. */
        private final String preparedSql;

        StatementHandler(ConnectionHandler connection, Statement delegate, String preparedSql) {
            this.connection = connection;
            this.delegate = delegate;
            this.preparedSql = preparedSql;
        }

        @Override
        public Object invoke(Object self, Method method, Object[] args) throws Throwable {
            int arity = args == null ? 0 : args.length;
            String name = method.getName();
            if (method.getDeclaringClass() == Object.class) {
                return switch (name) {
                    case "equals" -> self == args[0];
                    case "hashCode" -> System.identityHashCode(self);
                    default -> "WatchedStatement[" + delegate + "]";
                };
            }
            switch (name) {
                case "getConnection":
                    return connection.proxy;
                case "unwrap":
                    if (((Class<?>) args[0]).isInstance(self)) {
                        return self;
                    }
                    break;
                case "isWrapperFor":
                    if (((Class<?>) args[0]).isInstance(self)) {
                        return true;
                    }
                    break;
                case "execute", "executeQuery", "executeUpdate", "executeLargeUpdate":
                    return execute(arity > 0 && args[0] instanceof String text ? text : preparedSql, method, args);
                case "executeBatch", "executeLargeBatch":
                    return execute(null, method, args);
                default:
                    break;
            }
            return call(delegate, method, args);
        }

        private Object execute(String sql, Method method, Object[] args) throws Throwable {
            StatementWatch watch = connection.watch;
            if (watch == null) {
                return call(delegate, method, args);
            }
            StatementKinds.Ending ending = StatementKinds.ending(sql);
            if (ending != null) {
                return watch.transactionEnd(ending == StatementKinds.Ending.COMMIT, () -> run(delegate, method, args));
            }
            if (!StatementKinds.touchesNoData(sql)) {
                watch.beforeStatement(sql);
            }
            return call(delegate, method, args);
        }
    }
}
