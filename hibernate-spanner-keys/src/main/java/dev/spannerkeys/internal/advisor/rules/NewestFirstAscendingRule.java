package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A timestamp key part stored ascending although the mapping shows it is read newest-first: an
 * {@code @OrderBy("... DESC")} collection or a named query ordering by it descending, or a secondary
 * index that repeats it descending. Reading the newest rows then means seeking past the older ones.
 * Informational: only the application's queries decide the right order. In the PostgreSQL dialect,
 * whose keys cannot be descending, a descending index on the column is the fix, so there it ends
 * the finding instead of supporting it.
 */
public final class NewestFirstAscendingRule extends ColumnRule {

    public static final RuleInfo RULE = new RuleInfo("newest-first-ascending", "NewestFirstAscending", Severity.INFO,
            SpannerGuides.DESCENDING_TIMESTAMPS,
            "A timestamp key part is stored ascending but read newest-first.",
            "Store it descending: @Descending on the @Id attribute (GoogleSQL), or a descending index "
            + "(PostgreSQL dialect).");

    /** Creates the rule. */
    public NewestFirstAscendingRule() {
        super(RULE, Scope.KEY_PARTS);
    }

    @Override
    void judge(AdvisorInput input, Column key, Consumer<Finding> findings) {
        TableDefinition table = key.table();
        if (isDescending(table, key.name()) || !ColumnTypes.isTime(input.sqlType(table, key.name()))) {
            return;
        }
        ColumnFacts facts = key.facts();
        List<String> evidence = new ArrayList<>(facts.newestFirst());
        List<String> indexes = descendingIndexes(input, table, key.name());
        evidence.addAll(indexes.stream().map(name -> "index " + name + " orders it DESC").toList());
        // In the PostgreSQL dialect a descending index is the cure itself, not a hint: once there is
        // one, there is nothing left to advise, whatever reads the column newest-first.
        boolean postgres = input.dialect() == SqlDialect.POSTGRESQL;
        if (postgres ? facts.newestFirst().isEmpty() || !indexes.isEmpty() : evidence.isEmpty()) {
            return;
        }
        String attribute = FirstKeyParts.attributeOrColumn(facts);
        findings.accept(Finding.of(RULE, key.location(),
                "the key part is stored ascending, but it is read newest-first (" + String.join("; ", evidence)
                + "), so the newest rows are found only after seeking past the older ones",
                postgres
                        ? "PostgreSQL-dialect keys cannot be descending: add @SpannerIndex(name = \""
                                + table.name() + "By" + key.name() + "Desc\", columns = {" + prefix(table, key.name())
                                + "\"" + key.name() + " DESC\"})"
                        : "add @Descending to '" + attribute + "' (PRIMARY KEY (..., " + key.name()
                                + " DESC)); decide it now, a key cannot be changed later"));
    }

    private static boolean isDescending(TableDefinition table, String column) {
        return table.primaryKey().stream().anyMatch(part -> part.column().equals(column) && part.isDescending());
    }

    private static List<String> descendingIndexes(AdvisorInput input, TableDefinition table, String column) {
        List<String> names = new ArrayList<>();
        for (IndexDefinition index : input.model().indexesOn(table.name())) {
            if (index.columns().stream().anyMatch(part -> part.isDescending() && part.column().equalsIgnoreCase(column))) {
                names.add(index.name());
            }
        }
        return names;
    }

    /** The key columns before {@code column}, quoted, each followed by a comma. */
    private static String prefix(TableDefinition table, String column) {
        StringBuilder columns = new StringBuilder();
        for (KeyPart key : table.primaryKey()) {
            if (key.column().equals(column)) {
                break;
            }
            columns.append('"').append(key.column()).append("\", ");
        }
        return columns.toString();
    }
}
