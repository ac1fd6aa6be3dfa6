package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;

/**
 * The first key part of a table is filled by a generator that hands out increasing numbers: a
 * stock {@code @GeneratedValue(strategy = TABLE)} or Hibernate's {@code increment}. Every insert
 * then goes to the end of the table. (Stock {@code SEQUENCE}, {@code AUTO} and {@code IDENTITY} draw
 * from Spanner's bit-reversed sequences and are reported by {@link StockSequenceKeyRule} instead.)
 */
public final class SequentialKeyRule extends FirstKeyPartRule {

    public static final RuleInfo RULE = new RuleInfo("sequential-key", "SequentialKey", Severity.ERROR, SpannerGuides.SEQUENCES,
            "The first key part is filled by a generator that hands out increasing numbers.",
            "Use @BitReversedSequence on a numeric @Id, or @RandomUuid on a String/UUID @Id.");

    /** Creates the rule. */
    public SequentialKeyRule() {
        super(RULE);
    }

    @Override
    Optional<FirstKeyParts.Problem> problem(AdvisorInput input, FirstKeyParts.FirstKeyPart part) {
        ColumnFacts facts = part.facts();
        if (facts.source() != ValueSource.TABLE_COUNTER && facts.source() != ValueSource.INCREMENT
                && facts.source() != ValueSource.SEQUENCE_COUNTER) {
            return Optional.empty();
        }
        if (facts.source() == ValueSource.SEQUENCE_COUNTER) {
            return Optional.of(new FirstKeyParts.Problem("the first key part is filled by "
                    + facts.source().description() + ", so every insert goes to the end of the table",
                    "keep it where the order is the point (Envers revisions: the library suppresses this finding with "
                    + "the reason); for a key whose order means nothing use @BitReversedSequence(name = \""
                    + FirstKeyParts.sequenceName(part.table(), facts) + "\")"));
        }
        return Optional.of(new FirstKeyParts.Problem("the first key part is filled by " + facts.source().description()
                + ", so every insert goes to the end of the table: one split, one server takes all writes",
                "replace the generator on '" + FirstKeyParts.attributeToFix(facts)
                + "' with @BitReversedSequence(name = \"" + FirstKeyParts.sequenceName(part.table(), facts)
                + "\") (numeric keys spread over the whole INT64 range), or use @RandomUuid for a String/UUID key"));
    }
}
