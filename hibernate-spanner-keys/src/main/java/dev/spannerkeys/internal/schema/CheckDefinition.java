package dev.spannerkeys.internal.schema;

import java.util.Objects;
import java.util.Optional;

/**
 * A {@code CHECK} constraint: an optional name and the boolean SQL expression every row must
 * satisfy. The expression is SQL written by the mapping (or by this library); it is printed as
 * given, inside parentheses, so it must be one expression ({@link SqlFragments#requireExpression}).
 *
 * @param name the constraint name, a valid Spanner identifier, or empty for an unnamed check
 * @param expression the condition, never blank
 */
public record CheckDefinition(Optional<String> name, String expression) {

    /** Validates the name and rejects a blank expression. */
    public CheckDefinition {
        Objects.requireNonNull(name, "name");
        name.ifPresent(value -> SpannerIdentifiers.require(value, "Check constraint name"));
        if (expression == null || expression.isBlank()) {
            throw new IllegalArgumentException("A check constraint needs a condition");
        }
        SqlFragments.requireExpression(expression, "check constraint");
    }

    /** An unnamed check. */
    public static CheckDefinition unnamed(String expression) {
        return new CheckDefinition(Optional.empty(), expression);
    }

    /** A named check, {@code CONSTRAINT name CHECK (expression)}. */
    public static CheckDefinition named(String name, String expression) {
        return new CheckDefinition(Optional.of(name), expression);
    }
}
