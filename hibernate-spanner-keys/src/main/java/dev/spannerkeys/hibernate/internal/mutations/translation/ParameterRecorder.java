package dev.spannerkeys.hibernate.internal.mutations.translation;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Arrays;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.type.descriptor.ValueBinder;
import org.hibernate.type.descriptor.WrapperOptions;

/**
 * Finds out which JDBC setter Hibernate would call for a value, by letting the value's own
 * {@code ValueBinder} bind it to a statement that only records the call.
 *
 * <p>Going through Hibernate's binder, rather than re-implementing its type handling, means a
 * mutation carries exactly what the DML statement would have received: attribute converters, enum
 * mappings, UUIDs as bytes, time zone handling and custom {@code JdbcType}s are all applied by
 * Hibernate itself. A binder that needs anything besides a setter (a connection to create an array
 * or a LOB, for example) gets an {@link SQLFeatureNotSupportedException}, and the write stays DML.
 *
 * <p>Not thread-safe: one per thread (it reuses its recording statement for every value it records).
 */
final class ParameterRecorder {

    /**
     * A recorded setter call on parameter 1.
     *
     * @param method the setter, e.g. {@code setLong}
     * @param arguments the arguments after the parameter index
     */
    record SetterCall(String method, Object[] arguments) {

        /** The value argument, or {@code null} for {@code setNull}. */
        Object value() {
            return method.equals("setNull") ? null : arguments[0];
        }

        @Override
        public String toString() {
            return method + Arrays.toString(arguments);
        }
    }

    private final Recording recording = new Recording();
    private final PreparedStatement statement = (PreparedStatement) Proxy.newProxyInstance(
            ParameterRecorder.class.getClassLoader(), new Class<?>[] {PreparedStatement.class}, recording);

    /**
     * The setter call {@code mapping}'s binder makes for {@code value}.
     *
     * @throws NotExpressibleAsMutation if the binder fails or does anything but call one setter
     */
    SetterCall record(JdbcMapping mapping, Object value, WrapperOptions options) throws NotExpressibleAsMutation {
        // The value is one Hibernate bound for this very mapping, so its binder accepts it.
        @SuppressWarnings("unchecked")
        ValueBinder<Object> binder = (ValueBinder<Object>) mapping.getJdbcValueBinder();
        recording.call = null;
        try {
            binder.bind(statement, value, 1, options);
        } catch (SQLException | RuntimeException e) {
            throw new NotExpressibleAsMutation("Hibernate's binder for " + mapping.getJdbcType().getFriendlyName()
                    + " needs more than a parameter setter", e);
        }
        if (recording.call == null) {
            throw new NotExpressibleAsMutation("Hibernate's binder for " + mapping.getJdbcType().getFriendlyName()
                    + " set no parameter");
        }
        return recording.call;
    }

    private static final class Recording implements InvocationHandler {
        private SetterCall call;

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            String name = method.getName();
            if (method.getDeclaringClass() == Object.class) {
                return switch (name) {
                    case "equals" -> proxy == args[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> "ParameterRecorder";
                };
            }
            if (name.startsWith("set") && args != null && args.length >= 2 && Integer.valueOf(1).equals(args[0])
                    && call == null) {
                call = new SetterCall(name, Arrays.copyOfRange(args, 1, args.length));
                return null;
            }
            throw new SQLFeatureNotSupportedException(name + " is not available while recording a parameter");
        }
    }
}
