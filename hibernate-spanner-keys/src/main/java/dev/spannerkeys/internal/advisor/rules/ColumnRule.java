package dev.spannerkeys.internal.advisor.rules;

import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.RuleInfo;
import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.List;
import java.util.function.Consumer;

/**
 * A rule that judges one column at a time: every key part of every table, or every column. A
 * subclass says what is wrong with one column; the loop over the tables, the column's facts and the
 * finding's location are here, once. (A rule about the first key part that decides where rows go
 * extends {@link FirstKeyPartRule} instead.)
 */
public abstract class ColumnRule implements AdvisorRule {

    /** Which columns of each table the rule judges. */
    enum Scope {
        /** The primary key's columns, in key order. */
        KEY_PARTS,
        /** Every column. */
        ALL_COLUMNS
    }

    /** One column of one table, what the mapping says about it, and where a finding about it points. */
    record Column(TableDefinition table, String name, ColumnFacts facts, Location location) {
    }

    private final RuleInfo info;
    private final Scope scope;

    ColumnRule(RuleInfo info, Scope scope) {
        this.info = info;
        this.scope = scope;
    }

    @Override
    public final RuleInfo info() {
        return info;
    }

    @Override
    public final void check(AdvisorInput input, Consumer<Finding> findings) {
        for (TableDefinition table : input.model().tables()) {
            for (String name : columnNames(table)) {
                judge(input, new Column(table, name, input.column(table, name),
                        input.facts(table.name()).location(name)), findings);
            }
        }
    }

    private List<String> columnNames(TableDefinition table) {
        return scope == Scope.KEY_PARTS
                ? table.primaryKey().stream().map(KeyPart::column).toList()
                : table.columns().stream().map(ColumnDefinition::name).toList();
    }

    /** Reports what is wrong with {@code column} to {@code findings}, if anything. */
    abstract void judge(AdvisorInput input, Column column, Consumer<Finding> findings);
}
