package dev.spannerkeys.internal.schema.diff;

import java.util.List;

/**
 * The next migration script, decided from the differences between a mapping and the schema the
 * existing scripts produce: the statements that make the schema equal to the mapping, in an order
 * Spanner accepts, or the changes that cannot be made safely (if any, no statement is given).
 *
 * @param statements the DDL of the script, without terminators; empty when refused or when nothing differs
 * @param refusals the changes a script must not make, each with its reason and the manual recipe
 * @param differences every difference the plan was made from
 */
public record MigrationPlan(List<String> statements, List<Refusal> refusals, List<SchemaDifference> differences) {

    /** Copies the lists. */
    public MigrationPlan {
        statements = List.copyOf(statements);
        refusals = List.copyOf(refusals);
        differences = List.copyOf(differences);
    }

    /** Whether no script may be written. */
    public boolean refused() {
        return !refusals.isEmpty();
    }

    /** Whether the mapping and the schema already agree: nothing to write. */
    public boolean upToDate() {
        return statements.isEmpty() && refusals.isEmpty();
    }

    /** The error for a refused migration: every refusal with its recipe, and that nothing was written. */
    public String refusalMessage() {
        StringBuilder message = new StringBuilder("The next migration needs ").append(refusals.size())
                .append(refusals.size() == 1 ? " change" : " changes")
                .append(" Spanner cannot make safely in a script; no script was written:");
        refusals.forEach(refusal -> message.append("\n  ").append(refusal.describe()));
        return message.toString();
    }

    /** The script: one statement per paragraph, each ending with {@code ;}. */
    public String script() {
        StringBuilder script = new StringBuilder();
        for (String statement : statements) {
            script.append(statement).append(";\n\n");
        }
        return script.toString();
    }
}
