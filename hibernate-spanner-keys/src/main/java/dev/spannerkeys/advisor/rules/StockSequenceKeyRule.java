package dev.spannerkeys.advisor.rules;

import dev.spannerkeys.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;

/**
 * The first key part comes from a stock {@code @GeneratedValue(strategy = SEQUENCE | AUTO | IDENTITY)}.
 * On Spanner every sequence and identity column is {@code bit_reversed_positive}, so these keys are
 * spread and cause no hotspot; this informational rule says so, and points out what the stock
 * generators lack: one sequence round trip per insert, and no skip range or start counter to keep
 * new keys away from migrated ones.
 */
public final class StockSequenceKeyRule extends FirstKeyPartRule {

    public static final RuleInfo RULE = new RuleInfo("stock-sequence-key", "StockSequenceKey", Severity.INFO,
            SpannerGuides.SEQUENTIAL_MIGRATION,
            "The first key part comes from a stock sequence or identity column: bit-reversed by Spanner, "
            + "but fetched one value per insert and without skip range or start counter.",
            "Use @BitReversedSequence, which fetches a pool of values per round trip and takes a skip range "
            + "and start counter.");

    /** Creates the rule. */
    public StockSequenceKeyRule() {
        super(RULE);
    }

    @Override
    Optional<FirstKeyParts.Problem> problem(AdvisorInput input, FirstKeyParts.FirstKeyPart part) {
        ColumnFacts facts = part.facts();
        if (facts.source() != ValueSource.DATABASE_SEQUENCE && facts.source() != ValueSource.IDENTITY) {
            return Optional.empty();
        }
        return Optional.of(new FirstKeyParts.Problem("the key comes from " + facts.source().description()
                + "; Spanner bit-reverses it, so there is no hotspot, but every insert fetches its own value in a "
                + "separate round trip and migrated keys are not protected by a skip range or start counter",
                "use @BitReversedSequence(name = \"" + FirstKeyParts.sequenceName(part.table(), facts)
                + "\") on '" + FirstKeyParts.attributeToFix(facts) + "' instead of @GeneratedValue"));
    }
}
