package dev.spannerkeys.internal.schema.diff;

import java.util.List;

/**
 * What a safe schema update will do, decided before anything is sent: the statements, in an order
 * Spanner accepts; the changes it refuses (if any, it sends nothing); and the differences it leaves
 * alone, for one report.
 *
 * @param statements the DDL to send, sequences first, then tables parents first, columns, indexes
 * @param refusals the changes that cannot be made safely
 * @param leftAlone the differences the update does not touch: what the mapping no longer has, and
 *     what it has changed in a way an update does not apply
 */
public record UpdatePlan(List<String> statements, List<Refusal> refusals, List<SchemaDifference> leftAlone) {

    /** Copies the lists. */
    public UpdatePlan {
        statements = List.copyOf(statements);
        refusals = List.copyOf(refusals);
        leftAlone = List.copyOf(leftAlone);
    }

    /** Whether the update must not run. */
    public boolean refused() {
        return !refusals.isEmpty();
    }

    /** The error for a refused update: every refusal with its fix, and that nothing was changed. */
    public String refusalMessage() {
        StringBuilder message = new StringBuilder("Schema update refused ").append(refusals.size())
                .append(refusals.size() == 1 ? " change" : " changes")
                .append(" it cannot make without failing or losing data; nothing was changed:");
        refusals.forEach(refusal -> message.append("\n  ").append(refusal.describe()));
        return message.toString();
    }

    /** The report of the differences left alone, one per line; empty when there are none. */
    public String leftAloneReport() {
        if (leftAlone.isEmpty()) {
            return "";
        }
        StringBuilder report = new StringBuilder("Schema update left ").append(leftAlone.size())
                .append(leftAlone.size() == 1 ? " difference" : " differences")
                .append(" between the mapping and the database alone (update only adds tables, columns, indexes "
                        + "and sequences; change or remove these yourself if they are meant):");
        leftAlone.forEach(difference -> report.append("\n  ").append(difference.describe()));
        return report.toString();
    }
}
