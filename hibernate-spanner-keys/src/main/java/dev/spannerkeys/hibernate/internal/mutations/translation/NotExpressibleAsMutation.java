package dev.spannerkeys.hibernate.internal.mutations.translation;

/**
 * Signals that one write cannot be expressed exactly as Spanner mutations (a value of a type the
 * conversion does not know, a key that cannot be built, ...). Never escapes this package: the write
 * then runs as DML.
 */
public final class NotExpressibleAsMutation extends Exception {

    private static final long serialVersionUID = 1L;

    NotExpressibleAsMutation(String reason) {
        super(reason, null, false, false);
    }

    NotExpressibleAsMutation(String reason, Throwable cause) {
        super(reason, cause, false, false);
    }
}
