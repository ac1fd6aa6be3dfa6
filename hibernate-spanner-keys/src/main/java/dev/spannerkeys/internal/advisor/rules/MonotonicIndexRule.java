package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A non-interleaved secondary index whose first column keeps increasing (a timestamp, a creation
 * or update time, a counter): Spanner stores an index like a table keyed by its columns, so every
 * write to the base table writes the index at its end. Descending order does not help; leading
 * with a shard or interleaving the index does.
 */
public final class MonotonicIndexRule implements AdvisorRule {

    public static final RuleInfo RULE = new RuleInfo("monotonic-index", "MonotonicIndex", Severity.WARNING,
            SpannerGuides.MONOTONIC_INDEX,
            "A non-interleaved index is led by a column whose value keeps increasing.",
            "Lead the index with a shard column, or interleave it (@SpannerIndex(interleaveIn = ...)) with the "
            + "parent's key first.");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        for (IndexDefinition index : input.model().indexes()) {
            if (index.interleaveIn().isPresent()) {
                continue;
            }
            Optional<TableDefinition> table = input.model().table(index.table());
            if (table.isEmpty()) {
                continue;
            }
            String column = index.columns().get(0).column();
            Optional<String> why = whyIncreasing(input, table.get(), column);
            if (why.isPresent()) {
                TableFacts facts = input.facts(table.get().name());
                String columns = String.join(", ", index.columns().stream()
                        .map(part -> "\"" + part.column() + (part.isDescending() ? " DESC" : "") + "\"").toList());
                findings.accept(Finding.of(RULE, facts.location(column).withIndex(index.name()),
                        "the index is not interleaved and its first column " + column + " keeps increasing ("
                        + why.get() + "), so every write lands at the end of the index: one split, one server",
                        "lead it with a shard: @SpannerIndex(name = \"" + index.name() + "\", columns = {\"shardId\", "
                        + columns + "}) on a table with a @ShardId column, or interleave it in a parent whose key "
                        + "it starts with: @SpannerIndex(..., columns = {<parent key>, " + columns
                        + "}, interleaveIn = Parent.class)"));
            }
        }
    }

    /**
     * Why {@code column} of {@code table} keeps increasing with inserts (from its value source or its
     * type), in words for the message; empty if nothing says it does.
     */
    private static Optional<String> whyIncreasing(AdvisorInput input, TableDefinition table, String column) {
        ColumnFacts facts = input.column(table, column);
        if (facts.source().increasing()) {
            return Optional.of("its value is " + facts.source().description());
        }
        if (facts.source() == ValueSource.SHARD) {
            return Optional.empty();
        }
        Optional<String> insertTime = InsertTime.of(input, table, column);
        if (insertTime.isPresent()) {
            return Optional.of("its value is " + insertTime.get());
        }
        String type = input.sqlType(table, column);
        if (ColumnTypes.isTime(type)) {
            return Optional.of("it is a " + ColumnTypes.timeKind(type) + " column");
        }
        return Optional.empty();
    }
}
