package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.function.Consumer;

/**
 * A {@code @ShardId} shard count outside a sane range. Too few shards leave each shard's tail a
 * hotspot that takes a large share of all writes; too many make every read across shards (the
 * newest rows of the whole table, a time range) visit that many key ranges. Outside 2 to 4,096 the
 * generator itself refuses the count.
 */
public final class ShardCountRule extends ColumnRule {

    /** Fewer shards than this still send a third or more of all writes to one place. */
    static final int SANE_MIN = 4;
    /** More shards than this make each cross-shard read visit thousands of ranges. */
    static final int SANE_MAX = 2048;
    /** The range {@code @ShardId} accepts at all. */
    static final int MIN = 2;
    static final int MAX = 4096;

    public static final RuleInfo RULE = new RuleInfo("shard-count", "ShardCount", Severity.WARNING, SpannerGuides.SHARDS,
            "A @ShardId shard count is outside " + SANE_MIN + " to " + SANE_MAX + ".",
            "Choose a few times the number of nodes: @ShardId(shards = 16) is a common start.");

    /** Creates the rule. */
    public ShardCountRule() {
        super(RULE, Scope.ALL_COLUMNS);
    }

    @Override
    void judge(AdvisorInput input, Column column, Consumer<Finding> findings) {
        if (column.facts().shards().isEmpty()) {
            return;
        }
        int shards = column.facts().shards().getAsInt();
        Location location = column.location();
        if (shards < MIN || shards > MAX) {
            findings.accept(new Finding(RULE, Severity.ERROR, location, "shards = " + shards
                    + " is not a shard count @ShardId accepts (" + MIN + " to " + MAX + ")",
                    "use @ShardId(shards = 16), or a few times the number of nodes"));
        } else if (shards < SANE_MIN) {
            findings.accept(new Finding(RULE, Severity.WARNING, location, "shards = " + shards
                    + " spreads inserts over only " + shards + " write points: each shard's end still takes 1/"
                    + shards + " of all writes",
                    "use @ShardId(shards = 16) or more, a few times the number of nodes"));
        } else if (shards > SANE_MAX) {
            findings.accept(new Finding(RULE, Severity.INFO, location, "shards = " + shards
                    + ": every read across shards (newest rows, a time range) visits " + shards + " key ranges",
                    "use fewer shards (a few times the number of nodes) unless the write rate needs "
                    + shards + " write points"));
        }
    }
}
