package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ForeignKeyFact;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * An entity table whose primary key starts with the whole key of another entity's table (same
 * column names and types, or a foreign key to it) but that is not interleaved: its rows belong to a
 * parent row, yet live in their own part of the key space, so reading or writing a parent with its
 * children touches more splits than needed.
 */
public final class UninterleavedChildRule implements AdvisorRule {

    public static final RuleInfo RULE = new RuleInfo("uninterleaved-child", "UninterleavedChild", Severity.WARNING,
            SpannerGuides.INTERLEAVE_RELATED,
            "A table's key starts with another table's key, but the table is not interleaved in it.",
            "Interleave it: @Interleaved(in = Parent.class) on the child entity.");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        // Candidates by first key column, so the search stays linear in the number of tables.
        Map<String, List<TableDefinition>> byFirstKeyColumn = new HashMap<>();
        for (TableDefinition table : input.model().tables()) {
            if (!table.primaryKey().isEmpty() && input.facts(table.name()).entity().isPresent()) {
                byFirstKeyColumn.computeIfAbsent(key(table.primaryKey().get(0).column()), name -> new ArrayList<>())
                        .add(table);
            }
        }
        for (TableDefinition child : input.model().tables()) {
            TableFacts childFacts = input.facts(child.name());
            if (child.isInterleaved() || childFacts.entity().isEmpty() || child.primaryKey().size() < 2) {
                continue;
            }
            parentOf(input, child, byFirstKeyColumn).ifPresent(parent -> {
                TableFacts parentFacts = input.facts(parent.name());
                boolean sameNames = sameNamesAndTypes(child, parent);
                String entity = simpleName(childFacts.entity().get());
                String parentEntity = simpleName(parentFacts.entity().get());
                findings.accept(Finding.of(RULE, childFacts.location(),
                        "its key " + describe(child.primaryKey()) + " starts with the key of " + parentEntity
                        + " (table " + parent.name() + ") " + describe(parent.primaryKey())
                        + ", but it is not interleaved, so each " + entity + " row is stored away from its "
                        + parentEntity + " row",
                        "add @Interleaved(in = " + parentEntity + ".class) to " + entity
                        + (sameNames ? "" : ", and name its leading key columns like " + parent.name() + "'s: "
                                + describe(parent.primaryKey()))
                        + "; if the rows are rarely read together, keep it and @SuppressAdvisorRule(rule = \""
                        + RULE.id() + "\", reason = \"...\")"));
            });
        }
    }

    /** The entity table with the longest key that {@code child}'s key starts with. */
    private static Optional<TableDefinition> parentOf(AdvisorInput input, TableDefinition child,
            Map<String, List<TableDefinition>> byFirstKeyColumn) {
        List<TableDefinition> candidates = new ArrayList<>(byFirstKeyColumn.getOrDefault(
                key(child.primaryKey().get(0).column()), List.of()));
        for (ForeignKeyFact foreignKey : input.facts(child.name()).foreignKeys()) {
            input.model().table(foreignKey.referencedTable()).ifPresent(candidates::add);
        }
        TableDefinition best = null;
        for (TableDefinition candidate : candidates) {
            int size = candidate.primaryKey().size();
            if (candidate == child || size == 0 || size >= child.primaryKey().size()
                    || input.facts(candidate.name()).entity().isEmpty()) {
                continue;
            }
            if ((sameNamesAndTypes(child, candidate) || referencesKey(input, child, candidate))
                    && (best == null || size > best.primaryKey().size())) {
                best = candidate;
            }
        }
        return Optional.ofNullable(best);
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    private static boolean sameNamesAndTypes(TableDefinition child, TableDefinition parent) {
        List<KeyPart> parentKey = parent.primaryKey();
        for (int i = 0; i < parentKey.size(); i++) {
            String column = parentKey.get(i).column();
            if (!child.primaryKey().get(i).column().equalsIgnoreCase(column)) {
                return false;
            }
            String childType = child.column(column).map(c -> c.type()).orElse("");
            String parentType = parent.column(column).map(c -> c.type()).orElse("");
            if (!childType.equalsIgnoreCase(parentType)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a foreign key of {@code child} on its leading key columns references {@code parent}. */
    private static boolean referencesKey(AdvisorInput input, TableDefinition child, TableDefinition parent) {
        int size = parent.primaryKey().size();
        for (ForeignKeyFact foreignKey : input.facts(child.name()).foreignKeys()) {
            if (!foreignKey.referencedTable().equalsIgnoreCase(parent.name()) || foreignKey.columns().size() != size) {
                continue;
            }
            boolean leading = true;
            for (int i = 0; i < size; i++) {
                leading &= foreignKey.columns().get(i).equalsIgnoreCase(child.primaryKey().get(i).column());
            }
            if (leading) {
                return true;
            }
        }
        return false;
    }

    private static String describe(List<KeyPart> key) {
        return dev.spannerkeys.internal.schema.SchemaModel.describeKey(key);
    }

    private static String simpleName(String entity) {
        int dot = Math.max(entity.lastIndexOf('.'), entity.lastIndexOf('$'));
        return dot >= 0 ? entity.substring(dot + 1) : entity;
    }
}
