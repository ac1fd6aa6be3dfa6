package dev.spannerkeys.advisor.rules;

import dev.spannerkeys.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.input.ColumnFacts;
import dev.spannerkeys.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The first key part of every table that decides where its rows go: tables that are not
 * interleaved. An interleaved child's first key part is its parent's, so it follows the parent's
 * rows and any problem with it is reported once, on the parent.
 */
final class FirstKeyParts {

    /** One table and the column of its first key part. */
    record FirstKeyPart(TableDefinition table, String column) {
    }

    private FirstKeyParts() {
    }

    static List<FirstKeyPart> of(AdvisorInput input) {
        List<FirstKeyPart> parts = new ArrayList<>();
        for (TableDefinition table : input.model().tables()) {
            if (!table.isInterleaved() && !table.primaryKey().isEmpty()) {
                parts.add(new FirstKeyPart(table, table.primaryKey().get(0).column()));
            }
        }
        return parts;
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
