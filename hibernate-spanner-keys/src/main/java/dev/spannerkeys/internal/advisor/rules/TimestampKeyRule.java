package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;

/**
 * The first key part is a {@code TIMESTAMP} or {@code DATE} column the application assigns (an
 * event time, a day): rows are written in time order, so every insert goes to the end of the table.
 * Creation timestamps are reported by {@link CreationTimestampKeyRule}.
 */
public final class TimestampKeyRule extends FirstKeyPartRule {

    public static final RuleInfo RULE = new RuleInfo("timestamp-key", "TimestampKey", Severity.ERROR,
            SpannerGuides.MONOTONIC_FIRST_KEY_PART,
            "The first key part is a timestamp or date, so rows are inserted in key order at the end of the table.",
            "Lead the key with a hashed shard (@ShardId), put a well-spread key part first, or interleave the "
            + "table in its parent (@Interleaved).");

    /** Creates the rule. */
    public TimestampKeyRule() {
        super(RULE);
    }

    @Override
    Optional<FirstKeyParts.Problem> problem(AdvisorInput input, FirstKeyParts.FirstKeyPart part) {
        String type = input.sqlType(part.table(), part.column());
        if (!ColumnTypes.isTime(type) || part.facts().source() == ValueSource.SHARD
                || InsertTime.of(input, part.table(), part.column()).isPresent()) {
            return Optional.empty();
        }
        String attribute = FirstKeyParts.attributeOrColumn(part.facts());
        return Optional.of(new FirstKeyParts.Problem("the first key part is a " + ColumnTypes.timeKind(type)
                + " column, and rows arrive in time order, so every insert goes to the end of the table: one "
                + "split, one server",
                "declare a shard first: @Id @ShardId(of = {\"" + attribute + "\", ...}, shards = 16) Long shardId, "
                + "before '" + attribute + "'; or put a well-spread key part (e.g. a user id) before '"
                + attribute + "'; or interleave the table in its parent with @Interleaved. A table with a "
                + "tiny write rate may keep it: @SuppressAdvisorRule(rule = \"" + RULE.id()
                + "\", reason = \"...\")"));
    }
}
