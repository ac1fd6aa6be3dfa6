package dev.spannerkeys.advisor.rules;

import dev.spannerkeys.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.input.CollidingKeys;
import dev.spannerkeys.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.SequenceState;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.Seeds;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.schema.SqlDialect;
import java.util.function.Consumer;

/**
 * The migration check: existing keys that the column's {@code @BitReversedSequence} could hand out
 * again, found by reversing the bits of every existing key back into the counter that would produce
 * it and comparing with the sequence's next counter and skip range. Each such key is a future
 * insert that fails with a duplicate key. Runs only when the Hibernate layer could read the
 * database (schema update or validate), which fills {@link AdvisorInput#collisions()}.
 */
public final class MigrationCollisionRule implements AdvisorRule {

    public static final RuleInfo RULE = new RuleInfo("migration-collision", "MigrationCollision", Severity.ERROR,
            Seeds.MIGRATED_KEYS,
            "Existing keys could be handed out again by the column's @BitReversedSequence.",
            "Set the startCounter or the skip range the finding computes on @BitReversedSequence (and on the "
            + "database sequence, if it exists).");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        for (CollidingKeys keys : input.collisions()) {
            if (!keys.any()) {
                continue;
            }
            CollisionFix fix = CollisionFix.of(keys);
            SequenceState sequence = keys.sequence();
            String preferred = fix.preferred(keys);
            StringBuilder text = new StringBuilder("set @BitReversedSequence(name = \"").append(sequence.sequence())
                    .append("\", ").append(preferred).append(')');
            fix.alternative(keys).ifPresent(other -> text.append(" (or ").append(other).append(')'));
            if (sequence.inDatabase()) {
                text.append(", and change the existing sequence, which schema update leaves as it is: ")
                        .append(alter(input.dialect(), sequence.sequence(), fix, keys));
            }
            ColumnFacts facts = input.facts(keys.table()).column(keys.column());
            findings.accept(Finding.of(RULE, input.facts(keys.table()).location(keys.column()),
                    keys.count() + " existing key" + (keys.count() == 1 ? "" : "s") + " (from " + keys.minKey() + " to "
                    + keys.maxKey() + ") could be returned again by sequence " + sequence.sequence() + " ("
                    + sequence.describe() + "): their counters run from " + keys.minCounter() + " to "
                    + keys.maxCounter() + ", the first collision comes after "
                    + (keys.minCounter() - sequence.nextCounter()) + " more values from '"
                    + FirstKeyParts.attributeOrColumn(facts) + "'",
                    text.toString()));
        }
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
