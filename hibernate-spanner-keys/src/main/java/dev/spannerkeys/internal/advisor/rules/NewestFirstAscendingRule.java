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
public final class NewestFirstAscendingRule implements AdvisorRule {

    public static final RuleInfo RULE = new RuleInfo("newest-first-ascending", "NewestFirstAscending", Severity.INFO,
            SpannerGuides.DESCENDING_TIMESTAMPS,
            "A timestamp key part is stored ascending but read newest-first.",
            "Store it descending: @Descending on the @Id attribute (GoogleSQL), or a descending index "
            + "(PostgreSQL dialect).");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        for (TableDefinition table : input.model().tables()) {
            for (KeyPart part : table.primaryKey()) {
                if (part.isDescending() || !ColumnTypes.isTime(input.sqlType(table, part.column()))) {
                    continue;
                }
                ColumnFacts facts = input.column(table, part.column());
                List<String> evidence = new ArrayList<>(facts.newestFirst());
                List<String> indexes = descendingIndexes(input, table, part.column());
                evidence.addAll(indexes.stream().map(name -> "index " + name + " orders it DESC").toList());
                // In the PostgreSQL dialect a descending index is the cure itself, not a hint: once there is
                // one, there is nothing left to advise, whatever reads the column newest-first.
                boolean postgres = input.dialect() == SqlDialect.POSTGRESQL;
                if (postgres ? facts.newestFirst().isEmpty() || !indexes.isEmpty() : evidence.isEmpty()) {
                    continue;
                }
                String attribute = FirstKeyParts.attributeOrColumn(facts);
                findings.accept(Finding.of(RULE, input.facts(table.name()).location(part.column()),
                        "the key part is stored ascending, but it is read newest-first (" + String.join("; ", evidence)
                        + "), so the newest rows are found only after seeking past the older ones",
                        postgres
                                ? "PostgreSQL-dialect keys cannot be descending: add @SpannerIndex(name = \""
                                        + table.name() + "By" + part.column() + "Desc\", columns = {" + prefix(table, part)
                                        + "\"" + part.column() + " DESC\"})"
                                : "add @Descending to '" + attribute + "' (PRIMARY KEY (..., " + part.column()
                                        + " DESC)); decide it now, a key cannot be changed later"));
            }
        }
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

    private static String prefix(TableDefinition table, KeyPart part) {
        StringBuilder columns = new StringBuilder();
        for (KeyPart key : table.primaryKey()) {
            if (key == part) {
                break;
            }
            columns.append('"').append(key.column()).append("\", ");
        }
        return columns.toString();
    }
}
