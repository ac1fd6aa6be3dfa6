package dev.spannerkeys.internal.schema.diff;

import java.util.Objects;

/**
 * A change a schema update will not make: it cannot succeed, or it would lose data. Found before
 * anything is sent, so a refused update changes nothing.
 *
 * @param table the table
 * @param column the column, or null
 * @param index the index, or null
 * @param reason what the mapping asks for and why it cannot be done in place
 * @param fix how to make the change by hand, or how to change the mapping instead
 */
public record Refusal(String table, String column, String index, String reason, String fix) {

    /** Checks the required parts. */
    public Refusal {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(fix, "fix");
    }

    /** {@code table T[, column C | , index I]: reason. Fix: fix}. */
    public String describe() {
        return "table " + table + (column != null ? ", column " + column : "") + (index != null ? ", index " + index : "")
                + ": " + reason + ". Fix: " + fix;
    }
}
