package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The first key part of every table that decides where its rows go: tables that are not
 * interleaved. An interleaved child's first key part is its parent's, so it follows the parent's
 * rows and any problem with it is reported once, on the parent.
 *
 * <p>The rules about what fills a first key part (a counter, a timestamp, a time-ordered UUID, a
 * stock sequence) run through {@link #report}: each says, for one part, what is wrong and the fix,
 * and the loop, the facts and the finding's location are here.
 */
final class FirstKeyParts {

    /** One table, the column of its first key part, and what the mapping says about that column. */
    record FirstKeyPart(TableDefinition table, String column, ColumnFacts facts) {
    }

    /** What is wrong with a first key part, and the fix. */
    record Problem(String message, String fix) {
    }

    private FirstKeyParts() {
    }

    static List<FirstKeyPart> of(AdvisorInput input) {
        List<FirstKeyPart> parts = new ArrayList<>();
        for (TableDefinition table : input.model().tables()) {
            if (!table.isInterleaved() && !table.primaryKey().isEmpty()) {
                String column = table.primaryKey().get(0).column();
                parts.add(new FirstKeyPart(table, column, input.column(table, column)));
            }
        }
        return parts;
    }

    /**
     * Reports {@code rule}'s finding on every first key part {@code judge} finds a problem with, at
     * that part's location.
     */
    static void report(AdvisorInput input, RuleInfo rule, Consumer<Finding> findings,
            Function<FirstKeyPart, Optional<Problem>> judge) {
        for (FirstKeyPart part : of(input)) {
            judge.apply(part).ifPresent(problem -> findings.accept(Finding.of(rule,
                    input.facts(part.table().name()).location(part.column()), problem.message(), problem.fix())));
        }
    }

    /** The attribute name of {@code facts}, or the column name if the attribute is unknown. */
    static String attributeOrColumn(ColumnFacts facts) {
        return facts.attribute().orElse(facts.column());
    }

    /**
     * The attribute as a fix names the place to change: {@code 'id'}, or {@code 'BaseEntity.id'} when
     * a superclass declares it, so the fix goes where it can be written once for every entity that
     * inherits it (the column name if the attribute is unknown).
     */
    static String attributeToFix(ColumnFacts facts) {
        if (facts.attribute().isEmpty()) {
            return facts.column();
        }
        return facts.declaredIn().map(type -> simpleName(type) + "." + facts.attribute().get())
                .orElse(facts.attribute().get());
    }

    /**
     * A sequence name for a fix: {@code <table>_seq}, lowercase; for an attribute a superclass
     * declares, one name for all entities that inherit it, {@code <super_class>_seq}.
     */
    static String sequenceName(TableDefinition table, ColumnFacts facts) {
        if (facts.declaredIn().isPresent()) {
            String name = simpleName(facts.declaredIn().get());
            return name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT) + "_seq";
        }
        return table.name().toLowerCase(Locale.ROOT) + "_seq";
    }

    private static String simpleName(String className) {
        String name = className.substring(className.lastIndexOf('.') + 1);
        return name.substring(name.lastIndexOf('$') + 1);
    }
}
