package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.CollidingKeys;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.SequenceState;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The migration check: existing keys that the column's {@code @BitReversedSequence} could hand out
 * again, found by reversing the bits of every existing key back into the counter that would produce
 * it and comparing with the sequence's next counter and skip range. Each such key is a future
 * insert that fails with a duplicate key. Runs only when the Hibernate layer could read the
 * database (schema update or validate), which fills {@link AdvisorInput#collisions()}.
 *
 * <p>Key columns that draw from one sequence (several entities naming it, or an id inherited from a
 * {@code @MappedSuperclass}) get one finding: a sequence has one set of options, so the fix is the
 * one start counter or skip range that avoids the keys of all of them, written where the sequence
 * is declared.
 */
public final class MigrationCollisionRule implements AdvisorRule {

    public static final RuleInfo RULE = new RuleInfo("migration-collision", "MigrationCollision", Severity.ERROR,
            SpannerGuides.MIGRATED_KEYS,
            "Existing keys could be handed out again by the column's @BitReversedSequence.",
            "Set the startCounter or the skip range the finding computes on @BitReversedSequence (and on the "
            + "database sequence, if it exists).");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        // Key columns that share a sequence share one set of options: one finding, one fix that avoids them all.
        Map<String, List<CollidingKeys>> bySequence = new LinkedHashMap<>();
        for (CollidingKeys keys : input.collisions()) {
            if (keys.any()) {
                bySequence.computeIfAbsent(keys.sequence().sequence().toLowerCase(Locale.ROOT), name -> new ArrayList<>())
                        .add(keys);
            }
        }
        for (List<CollidingKeys> shared : bySequence.values()) {
            findings.accept(finding(input, shared));
        }
    }

    private static Finding finding(AdvisorInput input, List<CollidingKeys> shared) {
        CollidingKeys keys = union(shared);
        CollisionFix fix = CollisionFix.of(keys);
        SequenceState sequence = keys.sequence();
        StringBuilder text = new StringBuilder("set @BitReversedSequence(name = \"").append(sequence.sequence())
                .append("\", ").append(fix.preferred(keys)).append(')');
        fix.alternative(keys).ifPresent(other -> text.append(" (or ").append(other).append(')'));
        List<String> declarations = shared.stream().map(part -> declaration(input, part)).distinct().toList();
        boolean inherited = facts(input, shared.get(0)).declaredIn().isPresent();
        if (declarations.size() == 1 && inherited) {
            text.append(" on '").append(declarations.get(0)).append('\'');
            if (shared.size() > 1) {
                text.append(", which the ").append(shared.size()).append(" entities inherit");
            }
        } else if (declarations.size() > 1) {
            text.append(" on every attribute that declares it (").append(declarations.stream()
                    .map(name -> "'" + name + "'").collect(Collectors.joining(", ")))
                    .append("): a shared sequence has one set of options");
        }
        if (sequence.inDatabase()) {
            text.append(", and change the existing sequence, which schema update leaves as it is: ")
                    .append(alter(input.dialect(), sequence.sequence(), fix, keys));
        }
        CollidingKeys first = shared.get(0);
        return Finding.of(RULE, input.facts(first.table()).location(first.column()),
                keys.count() + " existing key" + (keys.count() == 1 ? "" : "s") + " (from " + keys.minKey() + " to "
                + keys.maxKey() + ")" + perColumn(input, shared) + " could be returned again by sequence "
                + sequence.sequence() + " (" + sequence.describe() + "): their counters run from " + keys.minCounter()
                + " to " + keys.maxCounter() + ", the first collision comes after "
                + (keys.minCounter() - sequence.nextCounter()) + " more values from '"
                + (shared.size() == 1 ? FirstKeyParts.attributeOrColumn(facts(input, first)) : sequence.sequence()) + "'",
                text.toString());
    }

    /** Where the sequence's annotation is written: {@code Document.id} (a superclass) or {@code Invoice.id}. */
    private static String declaration(AdvisorInput input, CollidingKeys keys) {
        ColumnFacts facts = facts(input, keys);
        return facts.declaredIn().isPresent() ? FirstKeyParts.attributeToFix(facts)
                : owner(input, keys) + "." + FirstKeyParts.attributeOrColumn(facts);
    }

    /** The entity's simple name, or the table's name without a mapping. */
    private static String owner(AdvisorInput input, CollidingKeys keys) {
        TableFacts table = input.facts(keys.table());
        String owner = table.entity().map(name -> name.substring(name.lastIndexOf('.') + 1)).orElse(keys.table());
        return owner.substring(owner.lastIndexOf('$') + 1);
    }

    private static ColumnFacts facts(AdvisorInput input, CollidingKeys keys) {
        return input.facts(keys.table()).column(keys.column());
    }

    /** For a shared sequence, how the keys divide among the tables: {@code " in 2 tables (Invoice.id: 10, ...)"}. */
    private static String perColumn(AdvisorInput input, List<CollidingKeys> shared) {
        if (shared.size() == 1) {
            return "";
        }
        return " in " + shared.size() + " tables (" + shared.stream().map(part -> owner(input, part) + "."
                + FirstKeyParts.attributeOrColumn(facts(input, part)) + ": " + part.count() + " from " + part.minKey()
                + " to " + part.maxKey()).collect(Collectors.joining(", ")) + ")";
    }

    /** The keys of several columns drawn from one sequence, as one set: the fix must avoid them all. */
    private static CollidingKeys union(List<CollidingKeys> shared) {
        CollidingKeys first = shared.get(0);
        if (shared.size() == 1) {
            return first;
        }
        long count = 0;
        long minKey = Long.MAX_VALUE;
        long maxKey = Long.MIN_VALUE;
        long minCounter = Long.MAX_VALUE;
        long maxCounter = Long.MIN_VALUE;
        for (CollidingKeys keys : shared) {
            count += keys.count();
            minKey = Math.min(minKey, keys.minKey());
            maxKey = Math.max(maxKey, keys.maxKey());
            minCounter = Math.min(minCounter, keys.minCounter());
            maxCounter = Math.max(maxCounter, keys.maxCounter());
        }
        return new CollidingKeys(first.table(), first.column(), first.sequence(), count, minKey, maxKey, minCounter,
                maxCounter);
    }

    private static String alter(SqlDialect dialect, String sequence, CollisionFix fix, CollidingKeys keys) {
        boolean start = fix.prefersStartCounter(keys);
        if (dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
            return start
                    ? "ALTER SEQUENCE " + sequence + " SET OPTIONS (start_with_counter = " + fix.startCounter().get() + ")"
                    : "ALTER SEQUENCE " + sequence + " SET OPTIONS (skip_range_min = " + fix.skipRangeMin()
                            + ", skip_range_max = " + fix.skipRangeMax() + ")";
        }
        return start
                ? "ALTER SEQUENCE " + sequence + " RESTART COUNTER WITH " + fix.startCounter().get()
                : "ALTER SEQUENCE " + sequence + " SKIP RANGE " + fix.skipRangeMin() + " " + fix.skipRangeMax();
    }
}
