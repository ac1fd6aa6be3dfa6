package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * A UUID key column stored as a string whose length is not 36: shorter cannot hold the canonical
 * form (inserts fail), longer or unbounded costs nothing in storage but lets malformed values in
 * and hides the intent; Hibernate's default for a String is 255.
 */
public final class UuidStringLengthRule extends ColumnRule {

    static final int UUID_LENGTH = 36;

    public static final RuleInfo RULE = new RuleInfo("uuid-string-length", "UuidStringLength", Severity.WARNING,
            SpannerGuides.UUID_STORAGE,
            "A UUID key is stored as a string whose length is not 36.",
            "Declare the length 36 (@Column(length = 36)), use @RandomUuid (STRING(36)), or store 16 bytes "
            + "(@RandomUuid(storage = BYTES16) on a java.util.UUID).");

    /** Creates the rule. */
    public UuidStringLengthRule() {
        super(RULE, Scope.KEY_PARTS);
    }

    @Override
    void judge(AdvisorInput input, Column key, Consumer<Finding> findings) {
        if (!key.facts().uuid()) {
            return;
        }
        String type = input.sqlType(key.table(), key.name());
        OptionalLong length = ColumnTypes.stringLength(type);
        if (length.isEmpty() || length.getAsLong() == UUID_LENGTH) {
            return;
        }
        boolean tooShort = length.getAsLong() < UUID_LENGTH;
        String declared = length.getAsLong() == ColumnTypes.UNBOUNDED ? "no length limit" : "length "
                + length.getAsLong();
        findings.accept(new Finding(RULE, tooShort ? Severity.ERROR : Severity.WARNING, key.location(),
                "the key holds UUIDs but is stored as " + type + " (" + declared + "); "
                + (tooShort ? "a 36-character UUID does not fit, so inserts fail"
                        : "the canonical text form is exactly 36 characters"),
                "declare @Column(length = 36) on '" + FirstKeyParts.attributeToFix(key.facts())
                + "' (STRING(36)), or use @RandomUuid, or store the 16 bytes: java.util.UUID with "
                + "@RandomUuid(storage = UuidStorage.BYTES16)"));
    }
}
