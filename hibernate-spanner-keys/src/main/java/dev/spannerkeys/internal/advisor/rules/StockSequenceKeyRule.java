package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.Optional;

/**
 * The first key part comes from a stock {@code @GeneratedValue(strategy = SEQUENCE | AUTO | IDENTITY)}.
 * Reported only where the library left Hibernate's generator in place
 * ({@code spanner.keys.generated-values=stock}): by default such ids are taken over and drawn from a pooled
 * bit-reversed sequence. The library creates every stock sequence and identity column
 * {@code bit_reversed_positive} in both dialects, so these keys are spread and cause no hotspot; this
 * informational rule says so, and points out what the stock generators lack: one sequence round trip per
 * insert, and no skip range or start counter to keep new keys away from migrated ones.
 */
public final class StockSequenceKeyRule extends FirstKeyPartRule {

    public static final RuleInfo RULE = new RuleInfo("stock-sequence-key", "StockSequenceKey", Severity.INFO,
            SpannerGuides.SEQUENTIAL_MIGRATION,
            "The first key part comes from a stock sequence or identity column: bit-reversed by Spanner, "
            + "but fetched one value per insert and without skip range or start counter.",
            "Leave spanner.keys.generated-values at take-over (the default), or use @BitReversedSequence: both "
            + "fetch a pool of values per round trip and keep a skip range.");

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
                + ", created bit_reversed_positive, so there is no hotspot, but every insert fetches its own value "
                + "in a separate round trip and migrated keys are not protected by a skip range or start counter",
                "remove spanner.keys.generated-values=stock, so that the library takes the id over, or use "
                + "@BitReversedSequence(name = \"" + FirstKeyParts.sequenceName(part.table(), facts)
                + "\") on '" + FirstKeyParts.attributeToFix(facts) + "' instead of @GeneratedValue"));
    }
}
