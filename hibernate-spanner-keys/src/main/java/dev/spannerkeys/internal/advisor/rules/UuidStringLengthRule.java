package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * A UUID key column stored as a string whose length is not 36: shorter cannot hold the canonical
 * form (inserts fail), longer or unbounded costs nothing in storage but lets malformed values in
 * and hides the intent; Hibernate's default for a String is 255.
 */
public final class UuidStringLengthRule implements AdvisorRule {

    static final int UUID_LENGTH = 36;

    public static final RuleInfo RULE = new RuleInfo("uuid-string-length", "UuidStringLength", Severity.WARNING,
            SpannerGuides.UUID_STORAGE,
            "A UUID key is stored as a string whose length is not 36.",
            "Declare the length 36 (@Column(length = 36)), use @RandomUuid (STRING(36)), or store 16 bytes "
            + "(@RandomUuid(storage = BYTES16) on a java.util.UUID).");

    @Override
    public RuleInfo info() {
        return RULE;
    }

    @Override
    public void check(AdvisorInput input, Consumer<Finding> findings) {
        for (TableDefinition table : input.model().tables()) {
            for (KeyPart part : table.primaryKey()) {
                ColumnFacts facts = input.column(table, part.column());
                if (!facts.uuid()) {
                    continue;
                }
                String type = input.sqlType(table, part.column());
                OptionalLong length = ColumnTypes.stringLength(type);
                if (length.isEmpty() || length.getAsLong() == UUID_LENGTH) {
                    continue;
                }
                boolean tooShort = length.getAsLong() < UUID_LENGTH;
                String declared = length.getAsLong() == ColumnTypes.UNBOUNDED ? "no length limit" : "length "
                        + length.getAsLong();
                findings.accept(new Finding(RULE, tooShort ? Severity.ERROR : Severity.WARNING,
                        input.facts(table.name()).location(part.column()),
                        "the key holds UUIDs but is stored as " + type + " (" + declared + "); "
                        + (tooShort ? "a 36-character UUID does not fit, so inserts fail"
                                : "the canonical text form is exactly 36 characters"),
                        "declare @Column(length = 36) on '" + FirstKeyParts.attributeToFix(facts)
                        + "' (STRING(36)), or use @RandomUuid, or store the 16 bytes: java.util.UUID with "
                        + "@RandomUuid(storage = UuidStorage.BYTES16)"));
            }
        }
    }
}
