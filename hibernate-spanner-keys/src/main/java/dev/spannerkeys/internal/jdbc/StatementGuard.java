package dev.spannerkeys.internal.jdbc;

import dev.spannerkeys.jdbc.SerializedConnection;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Statement;

/**
 * The statements of a {@link SerializedConnection}: every execution goes through
 * {@link ConnectionGuard#execute}, so it takes the lock when it must, a {@code COMMIT} or {@code ROLLBACK} statement
 * through {@link ConnectionGuard#endTransaction}, so it releases the lock as {@code commit()} does, and
 * {@code getConnection()} returns the wrapper.
 */
final class StatementGuard implements InvocationHandler {

    private final ConnectionGuard connection;
    private final Statement delegate;
    /** The SQL a prepared statement was prepared with; null for a plain statement. */
    private final String preparedSql;

    private StatementGuard(ConnectionGuard connection, Statement delegate, String preparedSql) {
        this.connection = connection;
        this.delegate = delegate;
        this.preparedSql = preparedSql;
    }

    /** Wraps {@code statement} in a proxy of {@code type} (Statement, PreparedStatement or CallableStatement). */
    static Statement wrap(ConnectionGuard connection, Statement statement, Class<?> type, String preparedSql) {
        return (Statement) Proxy.newProxyInstance(StatementGuard.class.getClassLoader(), new Class<?>[] {type},
                new StatementGuard(connection, statement, preparedSql));
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        int arity = args == null ? 0 : args.length;
        switch (method.getName()) {
            case "equals":
                if (method.getDeclaringClass() == Object.class) {
                    return self == args[0];
                }
                break;
            case "hashCode":
                if (method.getDeclaringClass() == Object.class) {
                    return System.identityHashCode(self);
                }
                break;
            case "toString":
                if (method.getDeclaringClass() == Object.class) {
                    return "SerializedStatement[" + delegate + "]";
                }
                break;
            case "getConnection":
                return connection.proxy();
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
                String sql = arity > 0 && args[0] instanceof String text ? text : preparedSql;
                StatementKinds.Ending ending = StatementKinds.ending(sql);
                if (ending != null) {
                    // A COMMIT or ROLLBACK statement ends the transaction as Connection.commit() and rollback() do.
                    return connection.endTransaction(() -> ConnectionGuard.call(delegate, method, args),
                            ending == StatementKinds.Ending.COMMIT, ending == StatementKinds.Ending.COMMIT);
                }
                return connection.execute(StatementKinds.isRead(sql), StatementKinds.excerpt(sql),
                        () -> ConnectionGuard.call(delegate, method, args));
            case "executeBatch", "executeLargeBatch":
                return connection.execute(false, "a batch", () -> ConnectionGuard.call(delegate, method, args));
            default:
                break;
        }
        return ConnectionGuard.call(delegate, method, args);
    }
}
