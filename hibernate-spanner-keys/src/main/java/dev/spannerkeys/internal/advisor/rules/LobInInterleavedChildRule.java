package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import java.util.function.Consumer;

/**
 * A {@code @Lob} attribute in an interleaved table: its large values are stored in the parent's
 * split with every child row. Right if they are read with the parent; if they are rarely read, they
 * make every read of the row tree larger. Informational: the access pattern decides.
 */
public final class LobInInterleavedChildRule extends ColumnRule {

    public static final RuleInfo RULE = new RuleInfo("lob-in-interleaved-child", "LobInInterleavedChild", Severity.INFO,
            SpannerGuides.LOCALITY_TRADE_OFF,
            "An interleaved table holds a large (@Lob) column.",
            "If the column is rarely read with its parent, move it to an entity of its own that is not interleaved.");

    /** Creates the rule. */
    public LobInInterleavedChildRule() {
        super(RULE, Scope.ALL_COLUMNS);
    }

    @Override
    void judge(AdvisorInput input, Column column, Consumer<Finding> findings) {
        if (!column.table().isInterleaved() || !column.facts().lob()) {
            return;
        }
        String parent = column.table().interleave().get().parentTable();
        findings.accept(Finding.of(RULE, column.location(),
                "a @Lob column in a table interleaved in " + parent + ": its large values share the "
                + "split of every " + parent + " row tree, which is right only if they are read together",
                "if '" + FirstKeyParts.attributeOrColumn(column.facts()) + "' is rarely read with its parent, move "
                + "it to an entity of its own that is not interleaved (e.g. @OneToOne(fetch = LAZY)); "
                + "otherwise keep it"));
    }
}
