package dev.spannerkeys.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table column: name, SQL type as the target dialect spells it ({@code INT64},
 * {@code STRING(36)}, {@code bigint}, ...), nullability, and how the database fills it: a
 * {@code DEFAULT} expression, a stored generated expression, or an identity sequence.
 *
 * <p>Immutable; the {@code with...} methods return modified copies, so a definition can be built
 * up step by step: {@code ColumnDefinition.of("SingerId", "INT64").notNull().withDefault(...)}.
 *
 * @param name the column name, a valid Spanner identifier
 * @param type the SQL type, printed as given
 * @param nullable whether the column accepts NULL
 * @param defaultExpression the {@code DEFAULT} expression, if any
 * @param generatedExpression the expression of a {@code STORED} generated column, if any
 * @param identity whether the column is an identity column backed by a bit-reversed sequence
 * @param hidden whether the column is hidden from {@code SELECT *} (GoogleSQL only)
 * @param checks column-level check constraints
 */
public record ColumnDefinition(String name, String type, boolean nullable, Optional<String> defaultExpression,
        Optional<String> generatedExpression, boolean identity, boolean hidden, List<CheckDefinition> checks) {

    /** Validates the name and that at most one way of filling the column is set. */
    public ColumnDefinition {
        SpannerIdentifiers.require(name, "Column name");
        if (type == null || type.isBlank()) {
            throw new IllegalArgumentException("Column '" + name + "' needs a SQL type");
        }
        Objects.requireNonNull(defaultExpression, "defaultExpression");
        Objects.requireNonNull(generatedExpression, "generatedExpression");
        int fillers = (defaultExpression.isPresent() ? 1 : 0) + (generatedExpression.isPresent() ? 1 : 0)
                + (identity ? 1 : 0);
        if (fillers > 1) {
            throw new IllegalArgumentException("Column '" + name
                    + "' can have a DEFAULT, a generated expression or an identity, but only one of them");
        }
        checks = List.copyOf(checks);
    }

    /** A nullable column without default. */
    public static ColumnDefinition of(String name, String type) {
        return new ColumnDefinition(name, type, true, Optional.empty(), Optional.empty(), false, false, List.of());
    }

    /** This column, {@code NOT NULL}. */
    public ColumnDefinition notNull() {
        return new ColumnDefinition(name, type, false, defaultExpression, generatedExpression, identity, hidden, checks);
    }

    /** This column with {@code DEFAULT (expression)}. */
    public ColumnDefinition withDefault(String expression) {
        return new ColumnDefinition(name, type, nullable, Optional.of(expression), generatedExpression, identity,
                hidden, checks);
    }

    /** This column computed by the database from {@code expression} and stored. */
    public ColumnDefinition generatedAs(String expression) {
        return new ColumnDefinition(name, type, nullable, defaultExpression, Optional.of(expression), identity,
                hidden, checks);
    }

    /** This column as an identity column drawing from a bit-reversed sequence. */
    public ColumnDefinition asIdentity() {
        return new ColumnDefinition(name, type, nullable, defaultExpression, generatedExpression, true, hidden, checks);
    }

    /** This column hidden from {@code SELECT *}. */
    public ColumnDefinition asHidden() {
        return new ColumnDefinition(name, type, nullable, defaultExpression, generatedExpression, identity, true, checks);
    }

    /** This column with one more check constraint. */
    public ColumnDefinition withCheck(CheckDefinition check) {
        List<CheckDefinition> all = new ArrayList<>(checks);
        all.add(check);
        return new ColumnDefinition(name, type, nullable, defaultExpression, generatedExpression, identity, hidden, all);
    }

    /** Whether the column has the given name; Spanner names are case-insensitive. */
    public boolean isNamed(String other) {
        return name.equalsIgnoreCase(other);
    }
}
