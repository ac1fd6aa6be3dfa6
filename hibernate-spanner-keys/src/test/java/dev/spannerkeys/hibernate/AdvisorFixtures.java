package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.List;

/** Test fixture: runs the advisor on entity classes offline and asserts on its findings. */
final class AdvisorFixtures {

    private AdvisorFixtures() {
    }

    /** The GoogleSQL report for {@code entities}. */
    static AdvisorReport report(Class<?>... entities) {
        return OfflineSchemaTool.forClasses(entities).dialects(SqlDialect.GOOGLE_STANDARD_SQL).run().report();
    }

    /** The report for {@code entities} in {@code dialect}. */
    static AdvisorReport report(SqlDialect dialect, Class<?>... entities) {
        return OfflineSchemaTool.forClasses(entities).dialects(dialect).run().report();
    }

    /** Asserts exactly one finding of {@code rule}, whose text contains every fragment, and returns it. */
    static Finding assertOne(AdvisorReport report, String rule, String... fragments) {
        List<Finding> findings = report.findings(rule);
        assertEquals(1, findings.size(), () -> "expected one " + rule + " finding in:\n" + report.toText());
        Finding finding = findings.get(0);
        String text = finding.oneLine() + " Fix: " + finding.fix();
        for (String fragment : fragments) {
            assertTrue(text.contains(fragment), () -> "expected '" + fragment + "' in: " + text);
        }
        return finding;
    }

    /** Asserts no finding of {@code rule}. */
    static void assertNone(AdvisorReport report, String rule) {
        assertTrue(report.findings(rule).isEmpty(), () -> "expected no " + rule + " finding in:\n" + report.toText());
    }
}
