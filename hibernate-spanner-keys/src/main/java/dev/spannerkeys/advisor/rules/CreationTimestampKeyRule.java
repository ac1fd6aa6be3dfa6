package dev.spannerkeys.advisor.rules;

import dev.spannerkeys.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The first key part is filled with the time of the insert ({@code @CreationTimestamp} or
 * {@code @CurrentTimestamp} where a mapping allows it, or a {@code CURRENT_TIMESTAMP()} /
 * {@code PENDING_COMMIT_TIMESTAMP()} default): the most literal timestamp ordering there is.
 */
public final class CreationTimestampKeyRule implements AdvisorRule {

    public static final RuleInfo RULE = new RuleInfo("creation-timestamp-key", "CreationTimestampKey", Severity.ERROR,
            SpannerGuides.TIMESTAMP_ORDERING,
            "The first key part is the time of the insert (a creation timestamp or a clock default), so every insert "
            + "goes to the end of the table.",
            "Key the table by @BitReversedSequence, @RandomUuid or a shard (@ShardId) and keep the creation time "
            + "as a later key part or a plain column.");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        for (FirstKeyParts.FirstKeyPart part : FirstKeyParts.of(input)) {
            ColumnFacts facts = input.column(part.table(), part.column());
            Optional<String> insertTime = InsertTime.of(input, part.table(), part.column());
            if (insertTime.isPresent()) {
                String attribute = FirstKeyParts.attributeOrColumn(facts);
                findings.accept(Finding.of(RULE, input.facts(part.table().name()).location(part.column()),
                        "the first key part is " + insertTime.get() + ", which only grows, so every "
                        + "insert goes to the end of the table: one split, one server",
                        "lead the key with @Id @ShardId(of = {\"" + attribute + "\", ...}, shards = 16) Long shardId "
                        + "declared before '" + attribute + "', or key the table by @BitReversedSequence / "
                        + "@RandomUuid and keep '" + attribute + "' as a plain column"));
            }
        }
    }
}
