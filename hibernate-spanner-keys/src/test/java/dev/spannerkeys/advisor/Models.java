package dev.spannerkeys.advisor;

import dev.spannerkeys.internal.advisor.HotspotAdvisor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.CollidingKeys;
import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.internal.advisor.rules.AdvisorRule;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Test fixture: schema models and advisor inputs written in code, without Hibernate or a database.
 *
 * <pre>
 * AdvisorReport report = Models.googleSql()
 *         .table(Models.root("Visits", Models.asc("VisitedAt"), Models.key("VisitedAt", "TIMESTAMP")))
 *         .facts(TableFacts.of("Visits", "com.example.Visit")
 *                 .with(ColumnFacts.of("VisitedAt").withAttribute("visitedAt")))
 *         .report();
 * </pre>
 */
final class Models {

    private Models() {
    }

    /** A nullable column. */
    static ColumnDefinition col(String name, String type) {
        return ColumnDefinition.of(name, type);
    }

    /** A NOT NULL column, as key columns are. */
    static ColumnDefinition key(String name, String type) {
        return ColumnDefinition.of(name, type).notNull();
    }

    /** Ascending key parts. */
    static List<KeyPart> asc(String... columns) {
        return Arrays.stream(columns).map(KeyPart::ascending).toList();
    }

    /** A root table with the given key and columns. */
    static TableDefinition root(String name, List<KeyPart> primaryKey, ColumnDefinition... columns) {
        return TableDefinition.root(name, List.of(columns), primaryKey);
    }

    /** A table interleaved in {@code parent} ({@code INTERLEAVE IN PARENT ... ON DELETE CASCADE}). */
    static TableDefinition child(String name, String parent, List<KeyPart> primaryKey, ColumnDefinition... columns) {
        return root(name, primaryKey, columns).interleavedIn(Interleave.inParent(parent, OnDelete.CASCADE));
    }

    /** A plain, non-interleaved index. */
    static IndexDefinition index(String name, String table, KeyPart... columns) {
        return IndexDefinition.on(name, table, List.of(columns));
    }

    /** An index interleaved in {@code parent}. */
    static IndexDefinition interleavedIndex(String name, String table, String parent, KeyPart... columns) {
        return new IndexDefinition(name, table, List.of(columns), false, false, List.of(), Optional.of(parent));
    }

    /** A location with entity and attribute; pass null for the parts that are not known. */
    static Location at(String table, String entity, String column, String attribute) {
        return new Location(table, Optional.ofNullable(entity), Optional.ofNullable(column),
                Optional.ofNullable(attribute), Optional.empty());
    }

    /** The location of a whole table. */
    static Location atTable(String table, String entity) {
        return Location.ofTable(table, Optional.ofNullable(entity));
    }

    /** A builder for a GoogleSQL input. */
    static Builder googleSql() {
        return new Builder(SqlDialect.GOOGLE_STANDARD_SQL);
    }

    /** A builder for a PostgreSQL-dialect input. */
    static Builder postgreSql() {
        return new Builder(SqlDialect.POSTGRESQL);
    }

    /** The findings {@code rule} alone reports for {@code input}, in the order it reports them. */
    static List<Finding> check(AdvisorRule rule, AdvisorInput input) {
        List<Finding> findings = new ArrayList<>();
        rule.check(input, findings::add);
        return findings;
    }

    /** Asserts that {@code report} has exactly one finding of {@code ruleId} and returns it. */
    static Finding only(AdvisorReport report, String ruleId) {
        List<Finding> findings = report.findings(ruleId);
        if (findings.size() != 1) {
            fail("expected one " + ruleId + " finding, got " + findings.size() + ":\n" + report.toText());
        }
        return findings.get(0);
    }

    /** Asserts that {@code report} has no finding of {@code ruleId}. */
    static void none(AdvisorReport report, String ruleId) {
        assertTrue(report.findings(ruleId).isEmpty(), () -> "expected no " + ruleId + " finding:\n" + report.toText());
        assertTrue(report.suppressed().stream().noneMatch(s -> s.finding().ruleId().equals(ruleId)),
                () -> "expected no suppressed " + ruleId + " finding:\n" + report.toText());
    }

    /** Asserts rule id, severity and the full location of {@code finding}. */
    static void assertFinding(Finding finding, String ruleId, Severity severity, Location location) {
        assertEquals(ruleId, finding.ruleId(), finding::oneLine);
        assertEquals(severity, finding.severity(), finding::oneLine);
        assertEquals(location, finding.location(), finding::oneLine);
    }

    /** Asserts that {@code text} contains every one of {@code parts}. */
    static void assertContains(String text, String... parts) {
        for (String part : parts) {
            assertTrue(text.contains(part), () -> "expected <" + part + "> in:\n" + text);
        }
    }

    /** Asserts that {@code text} contains none of {@code parts}. */
    static void assertLacks(String text, String... parts) {
        for (String part : parts) {
            assertTrue(!text.contains(part), () -> "did not expect <" + part + "> in:\n" + text);
        }
    }

    /** Collects tables, indexes, sequences, mapping facts and migration results, then builds the input. */
    static final class Builder {

        private final SqlDialect dialect;
        private final List<TableDefinition> tables = new ArrayList<>();
        private final List<IndexDefinition> indexes = new ArrayList<>();
        private final List<SequenceDefinition> sequences = new ArrayList<>();
        private final Map<String, TableFacts> facts = new LinkedHashMap<>();
        private final List<CollidingKeys> collisions = new ArrayList<>();

        private Builder(SqlDialect dialect) {
            this.dialect = dialect;
        }

        Builder table(TableDefinition table) {
            tables.add(table);
            return this;
        }

        Builder index(IndexDefinition index) {
            indexes.add(index);
            return this;
        }

        Builder sequence(SequenceDefinition sequence) {
            sequences.add(sequence);
            return this;
        }

        Builder facts(TableFacts table) {
            facts.put(table.table(), table);
            return this;
        }

        Builder collision(CollidingKeys keys) {
            collisions.add(keys);
            return this;
        }

        SchemaModel model() {
            return new SchemaModel(tables, indexes, sequences);
        }

        AdvisorInput input() {
            return new AdvisorInput(model(), dialect, facts, collisions);
        }

        /** The standard advisor's report for the input. */
        AdvisorReport report() {
            return HotspotAdvisor.standard().advise(input());
        }
    }
}
