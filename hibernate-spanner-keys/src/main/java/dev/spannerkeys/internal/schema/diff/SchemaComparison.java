package dev.spannerkeys.internal.schema.diff;

import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.diff.SchemaDifference.Kind;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.SqlExpressions;
import dev.spannerkeys.internal.schema.live.SqlTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Lists every difference between a mapping's {@link SchemaModel} and a live {@link DatabaseSchema}.
 * Names compare without regard to case; types through {@link SqlTypes}; defaults, generated
 * expressions and checks through {@link SqlExpressions}, by text in GoogleSQL and, in a
 * PostgreSQL-dialect database (which reports expressions rewritten), by presence and by the sequence
 * a default draws from.
 *
 * <p>Per table: the primary key (columns, order, {@code DESC}), the interleaving (parent,
 * {@code ON DELETE}, parent constraint), each column (missing, unmapped, type, length, nullability,
 * default, generated expression) and the checks. Per index: table, key columns with their order,
 * {@code unique}, null filtering (only where an indexed column can be NULL, the only case where it
 * changes what the index holds; not for a PostgreSQL-dialect unique index, whose filter the emulator
 * does not report and whose NULLs never collide anyway), stored columns and the table it is
 * interleaved in. Per sequence:
 * start counter and skip range.
 *
 * <p>Identity columns: the mapping declares no options for them (JPA has no place for a skip range or a start
 * counter), so an identity on both sides is no difference, whatever options the database reports, and neither is
 * a missing {@code DEFAULT} where either side is an identity (a taken-over id draws from its sequence beside the
 * identity). A mapped identity column that the database has with neither an identity nor a default is a
 * difference ({@code identity}: every insert without a key would fail), reported only where the database reports
 * identity columns at all ({@link DatabaseSchema#reportsIdentityColumns()}): the emulator reports none, so there
 * an identity column reads like a plain one. Hidden columns are not compared: the emulator does not report them.
 */
public final class SchemaComparison {

    private final SchemaModel model;
    private final DatabaseSchema database;
    private final SqlDialect dialect;
    private final Set<String> otherSequences;
    private final List<SchemaDifference> differences = new ArrayList<>();

    private SchemaComparison(SchemaModel model, DatabaseSchema database, Set<String> otherSequences) {
        this.model = model;
        this.database = database;
        this.dialect = database.dialect();
        this.otherSequences = otherSequences.stream().map(SchemaComparison::key).collect(Collectors.toSet());
    }

    /**
     * The differences between {@code model} and {@code database}, tables first (in the model's
     * order), then indexes, then sequences.
     *
     * @param otherMappedSequences sequences the application maps outside the model (e.g. Hibernate's
     *     own sequence generators), which are therefore not reported as unmapped
     */
    public static List<SchemaDifference> compare(SchemaModel model, DatabaseSchema database,
            Set<String> otherMappedSequences) {
        SchemaComparison comparison = new SchemaComparison(model, database, otherMappedSequences);
        comparison.tables();
        comparison.indexes();
        comparison.sequences();
        return List.copyOf(comparison.differences);
    }

    private void tables() {
        for (TableDefinition table : model.tables()) {
            Optional<TableDefinition> existing = database.table(table.name());
            if (existing.isEmpty()) {
                add(Kind.TABLE_MISSING, table.name(), null, null, "PRIMARY KEY " + SchemaModel.describeKey(table.primaryKey()),
                        null);
            } else {
                table(table, existing.get());
            }
        }
        for (TableDefinition existing : database.tables()) {
            if (model.table(existing.name()).isEmpty()) {
                add(Kind.TABLE_UNMAPPED, existing.name(), null, null, null,
                        "PRIMARY KEY " + SchemaModel.describeKey(existing.primaryKey()));
            }
        }
    }

    private void table(TableDefinition mapped, TableDefinition existing) {
        String table = mapped.name();
        if (!sameKey(mapped.primaryKey(), existing.primaryKey())) {
            add(Kind.PRIMARY_KEY_CHANGED, table, null, "primary key", SchemaModel.describeKey(mapped.primaryKey()),
                    SchemaModel.describeKey(existing.primaryKey()));
        }
        if (!sameInterleave(mapped.interleave(), existing.interleave())) {
            add(Kind.INTERLEAVE_CHANGED, table, null, "interleaving", describe(mapped.interleave()),
                    describe(existing.interleave()));
        }
        for (ColumnDefinition column : mapped.columns()) {
            Optional<ColumnDefinition> actual = existing.column(column.name());
            if (actual.isEmpty()) {
                add(Kind.COLUMN_MISSING, table, column.name(), null, summary(column), null);
            } else {
                column(table, column, actual.get());
            }
        }
        for (ColumnDefinition column : existing.columns()) {
            if (mapped.column(column.name()).isEmpty()) {
                add(Kind.COLUMN_UNMAPPED, table, column.name(), null, null, summary(column));
            }
        }
        checks(mapped, existing);
    }

    private void column(String table, ColumnDefinition mapped, ColumnDefinition existing) {
        if (mapped.commitTimestamp() != existing.commitTimestamp()) {
            add(Kind.COLUMN_CHANGED, table, mapped.name(), "commit timestamp", commitTimestamp(mapped),
                    commitTimestamp(existing));
        }
        // PostgreSQL spells the difference as a type (spanner.commit_timestamp, timestamptz): reported once, above.
        boolean typeIsCommitTimestamp = mapped.commitTimestamp() != existing.commitTimestamp()
                && dialect == SqlDialect.POSTGRESQL;
        if (!typeIsCommitTimestamp && !SqlTypes.same(dialect, mapped.type(), existing.type())) {
            add(Kind.COLUMN_CHANGED, table, mapped.name(),
                    SqlTypes.differOnlyInLength(dialect, mapped.type(), existing.type()) ? "length" : "type",
                    mapped.type(), existing.type());
        }
        if (mapped.nullable() != existing.nullable()) {
            add(Kind.COLUMN_CHANGED, table, mapped.name(), "nullability", nullability(mapped), nullability(existing));
        }
        if (mapped.identity() && !existing.identity() && database.reportsIdentityColumns()
                && existing.defaultExpression().isEmpty() && existing.generatedExpression().isEmpty()) {
            // Only where the database reports identity columns: the emulator marks none, so there an identity
            // column reads like this one.
            add(Kind.COLUMN_CHANGED, table, mapped.name(), "identity",
                    mapped.identityOptions().orElseThrow().describe(dialect), "no identity and no default");
        }
        if (!mapped.identity() && !existing.identity()) {
            String expected = mapped.defaultExpression().orElse(null);
            String actual = existing.defaultExpression().orElse(null);
            if (!sameDefault(expected, actual)) {
                add(Kind.COLUMN_CHANGED, table, mapped.name(), "default", orNone(expected), orNone(actual));
            }
        }
        String expected = mapped.generatedExpression().orElse(null);
        String actual = existing.generatedExpression().orElse(null);
        if ((expected == null) != (actual == null) || (expected != null && !sameText(expected, actual))) {
            add(Kind.COLUMN_CHANGED, table, mapped.name(), "generated expression", orNone(expected), orNone(actual));
        }
    }

    /** Both absent, or drawing from the same sequence, or the same expression (where comparable). */
    private boolean sameDefault(String expected, String actual) {
        if (expected == null || actual == null) {
            return expected == null && actual == null;
        }
        if (SqlExpressions.sequenceOf(expected).isPresent() || SqlExpressions.sequenceOf(actual).isPresent()) {
            return SqlExpressions.sequenceOf(expected).equals(SqlExpressions.sequenceOf(actual));
        }
        return sameText(expected, actual);
    }

    /**
     * Whether two expressions are the same. A PostgreSQL-dialect database reports expressions
     * rewritten ({@code CAST(x AS varchar)} as {@code (x)::character varying}, {@code extract(epoch from t)}
     * as {@code "extract"('epoch'::text, t)}, extra parentheses), which no normalization matches
     * reliably to the mapping's text; there only presence is compared. GoogleSQL reports the text as
     * written.
     */
    private boolean sameText(String expected, String actual) {
        return dialect == SqlDialect.POSTGRESQL || SqlExpressions.same(expected, actual);
    }

    private void checks(TableDefinition mapped, TableDefinition existing) {
        List<CheckDefinition> expected = new ArrayList<>(mapped.checks());
        mapped.columns().forEach(column -> expected.addAll(column.checks()));
        List<CheckDefinition> unmatched = new ArrayList<>(existing.checks());
        List<CheckDefinition> byExpression = new ArrayList<>();
        for (CheckDefinition check : expected) {
            Optional<CheckDefinition> named = check.name().flatMap(name -> unmatched.stream()
                    .filter(actual -> actual.name().map(name::equalsIgnoreCase).orElse(false)).findFirst());
            if (named.isPresent()) {
                unmatched.remove(named.get());
                if (!sameText(check.expression(), named.get().expression())) {
                    add(Kind.CHECK_CHANGED, mapped.name(), check.name().get(), "condition", check.expression(),
                            named.get().expression());
                }
            } else {
                byExpression.add(check);
            }
        }
        for (CheckDefinition check : byExpression) {
            // In PostgreSQL, where conditions are not comparable, an unnamed check pairs with any remaining one.
            Optional<CheckDefinition> same = unmatched.stream()
                    .filter(actual -> SqlExpressions.same(check.expression(), actual.expression())).findFirst()
                    .or(() -> dialect == SqlDialect.POSTGRESQL ? unmatched.stream().findFirst() : Optional.empty());
            if (same.isPresent()) {
                unmatched.remove(same.get());
            } else {
                add(Kind.CHECK_MISSING, mapped.name(), check.name().orElse("(unnamed)"), null, check.expression(), null);
            }
        }
        for (CheckDefinition check : unmatched) {
            add(Kind.CHECK_UNMAPPED, mapped.name(), check.name().orElse("(unnamed)"), null, null, check.expression());
        }
    }

    private void indexes() {
        for (IndexDefinition index : model.indexes()) {
            Optional<IndexDefinition> existing = database.index(index.name());
            if (existing.isEmpty()) {
                add(Kind.INDEX_MISSING, index.table(), index.name(), null, SchemaModel.describeKey(index.columns()), null);
            } else {
                index(index, existing.get());
            }
        }
        for (IndexDefinition existing : database.indexes()) {
            Optional<TableDefinition> table = model.table(existing.table());
            if (model.index(existing.name()).isEmpty() && table.isPresent()) {
                add(Kind.INDEX_UNMAPPED, table.get().name(), existing.name(), null, null,
                        SchemaModel.describeKey(existing.columns()));
            }
        }
    }

    private void index(IndexDefinition mapped, IndexDefinition existing) {
        String table = mapped.table();
        String name = mapped.name();
        if (!mapped.table().equalsIgnoreCase(existing.table())) {
            add(Kind.INDEX_CHANGED, table, name, "table", mapped.table(), existing.table());
            return;
        }
        if (!sameKey(mapped.columns(), existing.columns())) {
            add(Kind.INDEX_CHANGED, table, name, "columns", SchemaModel.describeKey(mapped.columns()),
                    SchemaModel.describeKey(existing.columns()));
        }
        if (mapped.unique() != existing.unique()) {
            add(Kind.INDEX_CHANGED, table, name, "unique", String.valueOf(mapped.unique()), String.valueOf(existing.unique()));
        }
        if (mapped.nullFiltered() != existing.nullFiltered() && indexesNullableColumn(mapped)
                && !(dialect == SqlDialect.POSTGRESQL && mapped.unique())) {
            add(Kind.INDEX_CHANGED, table, name, "null filtered", String.valueOf(mapped.nullFiltered()),
                    String.valueOf(existing.nullFiltered()));
        }
        if (!names(mapped.storing()).equals(names(existing.storing()))) {
            add(Kind.INDEX_CHANGED, table, name, "storing", "(" + String.join(", ", mapped.storing()) + ")",
                    "(" + String.join(", ", existing.storing()) + ")");
        }
        String expectedParent = mapped.interleaveIn().orElse("none");
        String actualParent = existing.interleaveIn().orElse("none");
        if (!expectedParent.equalsIgnoreCase(actualParent)) {
            add(Kind.INDEX_CHANGED, table, name, "interleaved in", expectedParent, actualParent);
        }
    }

    /** NULL_FILTERED changes what an index holds only if one of its columns can be NULL. */
    private boolean indexesNullableColumn(IndexDefinition index) {
        TableDefinition table = model.table(index.table()).orElseThrow();
        return index.columns().stream()
                .anyMatch(part -> table.column(part.column()).map(ColumnDefinition::nullable).orElse(false));
    }

    private void sequences() {
        for (SequenceDefinition sequence : model.sequences()) {
            Optional<SequenceDefinition> existing = database.sequence(sequence.name());
            if (existing.isEmpty()) {
                add(Kind.SEQUENCE_MISSING, "", sequence.name(), null, sequence.describeOptions(), null);
                continue;
            }
            SequenceDefinition actual = existing.get();
            if (sequence.startCounter() != actual.startCounter()) {
                add(Kind.SEQUENCE_CHANGED, "", sequence.name(), "start counter", String.valueOf(sequence.startCounter()),
                        String.valueOf(actual.startCounter()));
            }
            if (sequence.skipRangeMin() != actual.skipRangeMin() || sequence.skipRangeMax() != actual.skipRangeMax()) {
                add(Kind.SEQUENCE_CHANGED, "", sequence.name(), "skip range", skipRange(sequence), skipRange(actual));
            }
        }
        for (SequenceDefinition existing : database.sequences()) {
            if (model.sequences().stream().noneMatch(sequence -> sequence.name().equalsIgnoreCase(existing.name()))
                    && !otherSequences.contains(key(existing.name()))) {
                add(Kind.SEQUENCE_UNMAPPED, "", existing.name(), null, null, existing.describeOptions());
            }
        }
    }

    private void add(Kind kind, String table, String object, String property, String expected, String actual) {
        differences.add(new SchemaDifference(kind, table, object, property, expected, actual));
    }

    static boolean sameKey(List<KeyPart> one, List<KeyPart> other) {
        if (one.size() != other.size()) {
            return false;
        }
        for (int i = 0; i < one.size(); i++) {
            if (!one.get(i).column().equalsIgnoreCase(other.get(i).column()) || one.get(i).order() != other.get(i).order()) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameInterleave(Optional<Interleave> one, Optional<Interleave> other) {
        if (one.isEmpty() || other.isEmpty()) {
            return one.isEmpty() && other.isEmpty();
        }
        return one.get().parentTable().equalsIgnoreCase(other.get().parentTable())
                && one.get().parentConstraint() == other.get().parentConstraint()
                && one.get().onDelete() == other.get().onDelete();
    }

    /** {@code INTERLEAVE IN PARENT Singers ON DELETE CASCADE}, {@code INTERLEAVE IN Singers}, {@code not interleaved}. */
    static String describe(Optional<Interleave> interleave) {
        if (interleave.isEmpty()) {
            return "not interleaved";
        }
        Interleave value = interleave.get();
        return value.parentConstraint()
                ? "INTERLEAVE IN PARENT " + value.parentTable() + " ON DELETE "
                        + (value.onDelete() == OnDelete.CASCADE ? "CASCADE" : "NO ACTION")
                : "INTERLEAVE IN " + value.parentTable();
    }

    private String summary(ColumnDefinition column) {
        StringBuilder text = new StringBuilder(column.type());
        if (!column.nullable()) {
            text.append(" NOT NULL");
        }
        column.defaultExpression().ifPresent(expression -> text.append(" DEFAULT (").append(expression).append(')'));
        column.generatedExpression().ifPresent(expression -> text.append(" AS (").append(expression).append(") STORED"));
        column.identityOptions().ifPresent(identity -> text.append(' ').append(identity.describe(dialect)));
        if (column.commitTimestamp()) {
            text.append(" (commit timestamp)");
        }
        return text.toString();
    }

    private static String commitTimestamp(ColumnDefinition column) {
        return column.commitTimestamp() ? "takes commit timestamps" : "does not take commit timestamps";
    }

    private static String nullability(ColumnDefinition column) {
        return column.nullable() ? "nullable" : "NOT NULL";
    }

    private static String orNone(String value) {
        return value == null ? "none" : value;
    }

    private static String skipRange(SequenceDefinition sequence) {
        return sequence.hasSkipRange() ? "[" + sequence.skipRangeMin() + ", " + sequence.skipRangeMax() + "]" : "none";
    }

    private static Set<String> names(List<String> names) {
        Set<String> set = new TreeSet<>();
        names.forEach(name -> set.add(key(name)));
        return set;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
