package dev.spannerkeys.advisor.rules;

import dev.spannerkeys.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The first key part of a table is filled by a generator that hands out increasing numbers: a
 * stock {@code @GeneratedValue(strategy = TABLE)} or Hibernate's {@code increment}. Every insert
 * then goes to the end of the table. (Stock {@code SEQUENCE}, {@code AUTO} and {@code IDENTITY} draw
 * from Spanner's bit-reversed sequences and are reported by {@link StockSequenceKeyRule} instead.)
 */
public final class SequentialKeyRule implements AdvisorRule {

    public static final RuleInfo RULE = new RuleInfo("sequential-key", "SequentialKey", Severity.ERROR, SpannerGuides.SEQUENCES,
            "The first key part is filled by a generator that hands out increasing numbers.",
            "Use @BitReversedSequence on a numeric @Id, or @RandomUuid on a String/UUID @Id.");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        FirstKeyParts.report(input, RULE, findings, part -> {
            ColumnFacts facts = part.facts();
            if (facts.source() != ValueSource.TABLE_COUNTER && facts.source() != ValueSource.INCREMENT) {
                return Optional.empty();
            }
            return Optional.of(new FirstKeyParts.Problem("the first key part is filled by " + facts.source().description()
                    + ", so every insert goes to the end of the table: one split, one server takes all writes",
                    "replace the generator on '" + FirstKeyParts.attributeToFix(facts)
                    + "' with @BitReversedSequence(name = \"" + FirstKeyParts.sequenceName(part.table(), facts)
                    + "\") (numeric keys spread over the whole INT64 range), or use @RandomUuid for a String/UUID key"));
        });
    }
}
