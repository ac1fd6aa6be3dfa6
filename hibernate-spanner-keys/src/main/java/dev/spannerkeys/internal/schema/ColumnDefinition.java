package dev.spannerkeys.internal.schema;

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
 * @param commitTimestamp whether the column accepts Spanner's commit timestamp: GoogleSQL
 *        {@code TIMESTAMP OPTIONS (allow_commit_timestamp = true)}, PostgreSQL {@code spanner.commit_timestamp}
 */
public record ColumnDefinition(String name, String type, boolean nullable, Optional<String> defaultExpression,
        Optional<String> generatedExpression, boolean identity, boolean hidden, List<CheckDefinition> checks,
        boolean commitTimestamp) {

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
        if (commitTimestamp && (generatedExpression.isPresent() || identity)) {
            throw new IllegalArgumentException("Column '" + name
                    + "' takes commit timestamps, so it cannot be generated or an identity");
        }
    }

    /** A column that does not take commit timestamps. */
    public ColumnDefinition(String name, String type, boolean nullable, Optional<String> defaultExpression,
            Optional<String> generatedExpression, boolean identity, boolean hidden, List<CheckDefinition> checks) {
        this(name, type, nullable, defaultExpression, generatedExpression, identity, hidden, checks, false);
    }

    /** A nullable column without default. */
    public static ColumnDefinition of(String name, String type) {
        return new ColumnDefinition(name, type, true, Optional.empty(), Optional.empty(), false, false, List.of());
    }

    /** This column, {@code NOT NULL}. */
    public ColumnDefinition notNull() {
        return new ColumnDefinition(name, type, false, defaultExpression, generatedExpression, identity, hidden, checks,
                commitTimestamp);
    }

    /** This column with {@code type}, everything else kept. */
    public ColumnDefinition withType(String otherType) {
        return new ColumnDefinition(name, otherType, nullable, defaultExpression, generatedExpression, identity, hidden,
                checks, commitTimestamp);
    }

    /**
     * This column accepting Spanner's commit timestamp ({@code allow_commit_timestamp}); the type is the
     * dialect's commit-timestamp type, {@code TIMESTAMP} or {@code spanner.commit_timestamp}.
     */
    public ColumnDefinition acceptingCommitTimestamps() {
        return new ColumnDefinition(name, type, nullable, defaultExpression, generatedExpression, identity, hidden, checks,
                true);
    }

    /** This column with {@code DEFAULT (expression)}. */
    public ColumnDefinition withDefault(String expression) {
        return new ColumnDefinition(name, type, nullable, Optional.of(expression), generatedExpression, identity,
                hidden, checks, commitTimestamp);
    }

    /** This column computed by the database from {@code expression} and stored. */
    public ColumnDefinition generatedAs(String expression) {
        return new ColumnDefinition(name, type, nullable, defaultExpression, Optional.of(expression), identity,
                hidden, checks, commitTimestamp);
    }

    /** This column as an identity column drawing from a bit-reversed sequence. */
    public ColumnDefinition asIdentity() {
        return new ColumnDefinition(name, type, nullable, defaultExpression, generatedExpression, true, hidden, checks,
                commitTimestamp);
    }

    /** This column hidden from {@code SELECT *}. */
    public ColumnDefinition asHidden() {
        return new ColumnDefinition(name, type, nullable, defaultExpression, generatedExpression, identity, true, checks,
                commitTimestamp);
    }

    /** This column with one more check constraint. */
    public ColumnDefinition withCheck(CheckDefinition check) {
        List<CheckDefinition> all = new ArrayList<>(checks);
        all.add(check);
        return new ColumnDefinition(name, type, nullable, defaultExpression, generatedExpression, identity, hidden, all,
                commitTimestamp);
    }

    /** Whether the column has the given name; Spanner names are case-insensitive. */
    public boolean isNamed(String other) {
        return name.equalsIgnoreCase(other);
    }
}
