package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;

/**
 * The first key part is filled with the time of the insert ({@code @CreationTimestamp} or
 * {@code @CurrentTimestamp} where a mapping allows it, or a {@code CURRENT_TIMESTAMP()} /
 * {@code PENDING_COMMIT_TIMESTAMP()} default): the most literal timestamp ordering there is.
 */
public final class CreationTimestampKeyRule extends FirstKeyPartRule {

    public static final RuleInfo RULE = new RuleInfo("creation-timestamp-key", "CreationTimestampKey", Severity.ERROR,
            SpannerGuides.TIMESTAMP_ORDERING,
            "The first key part is the time of the insert (a creation timestamp or a clock default), so every insert "
            + "goes to the end of the table.",
            "Key the table by @BitReversedSequence, @RandomUuid or a shard (@ShardId) and keep the creation time "
            + "as a later key part or a plain column.");

    /** Creates the rule. */
    public CreationTimestampKeyRule() {
        super(RULE);
    }

    @Override
    Optional<FirstKeyParts.Problem> problem(AdvisorInput input, FirstKeyParts.FirstKeyPart part) {
        return InsertTime.of(input, part.table(), part.column())
                .map(insertTime -> {
                    String attribute = FirstKeyParts.attributeOrColumn(part.facts());
                    return new FirstKeyParts.Problem("the first key part is " + insertTime + ", which only grows, so "
                            + "every insert goes to the end of the table: one split, one server",
                            "lead the key with @Id @ShardId(of = {\"" + attribute + "\", ...}, shards = 16) Long "
                            + "shardId declared before '" + attribute + "', or key the table by @BitReversedSequence / "
                            + "@RandomUuid and keep '" + attribute + "' as a plain column");
                });
    }
}
