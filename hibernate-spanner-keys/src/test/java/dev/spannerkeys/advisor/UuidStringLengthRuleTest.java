package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.child;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.none;
import static dev.spannerkeys.advisor.Models.only;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code uuid-string-length}: a UUID key stored as a string whose length is not 36. */
class UuidStringLengthRuleTest {

    private static AdvisorReport report(Models.Builder builder, String type) {
        return builder
                .table(root("Accounts", asc("AccountId"), key("AccountId", type), col("Name", "STRING(100)")))
                .facts(TableFacts.of("Accounts", "com.example.Account")
                        .with(ColumnFacts.of("AccountId").withAttribute("id").withSource(ValueSource.RANDOM_UUID).asUuid()))
                .report();
    }

    @Test
    void hibernatesDefaultLengthIsAWarning() {
        Finding finding = only(report(Models.googleSql(), "STRING(255)"), "uuid-string-length");
        assertFinding(finding, "uuid-string-length", Severity.WARNING,
                at("Accounts", "com.example.Account", "AccountId", "id"));
        assertEquals("the key holds UUIDs but is stored as STRING(255) (length 255); the canonical text form is "
                + "exactly 36 characters", finding.message());
        assertContains(finding.fix(), "declare @Column(length = 36) on 'id' (STRING(36))", "@RandomUuid",
                "@RandomUuid(storage = UuidStorage.BYTES16)");
        assertEquals(SpannerGuides.UUID_STORAGE, finding.rule().guide());
    }

    @Test
    void tooShortIsAnErrorBecauseInsertsFail() {
        Finding finding = only(report(Models.googleSql(), "STRING(32)"), "uuid-string-length");
        assertFinding(finding, "uuid-string-length", Severity.ERROR,
                at("Accounts", "com.example.Account", "AccountId", "id"));
        assertContains(finding.message(), "stored as STRING(32) (length 32)", "a 36-character UUID does not fit, so inserts fail");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "GOOGLE | STRING(MAX)              | WARNING | no length limit",
        "PG     | varchar(255)             | WARNING | length 255",
        "PG     | character varying(40)    | WARNING | length 40",
        "PG     | character varying        | WARNING | no length limit",
        "PG     | varchar                  | WARNING | no length limit",
        "PG     | text                     | WARNING | no length limit",
        "PG     | char(35)                 | ERROR   | length 35",
        "PG     | character                | ERROR   | length 1"})
    void stringTypesOfBothDialects(String dialect, String type, Severity severity, String declared) {
        Models.Builder builder = dialect.equals("PG") ? Models.postgreSql() : Models.googleSql();
        Finding finding = only(report(builder, type), "uuid-string-length");
        assertEquals(severity, finding.severity());
        assertContains(finding.message(), "stored as " + type + " (" + declared + ")");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"GOOGLE | STRING(36)", "PG | varchar(36)", "PG | character varying(36)",
        "PG | char(36)", "GOOGLE | BYTES(16)", "PG | bytea"})
    void thirtySixCharactersOrBytesAreFine(String dialect, String type) {
        none(report(dialect.equals("PG") ? Models.postgreSql() : Models.googleSql(), type), "uuid-string-length");
    }

    @Test
    void aStringKeyThatHoldsNoUuidIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("Accounts", asc("Login"), key("Login", "STRING(255)")))
                .facts(TableFacts.of("Accounts", "com.example.Account").with(ColumnFacts.of("Login").withAttribute("login")))
                .report();
        none(report, "uuid-string-length");
    }

    @Test
    void aUuidInANonKeyColumnIsFine() {
        AdvisorReport report = Models.googleSql()
                .table(root("Accounts", asc("AccountId"), key("AccountId", "STRING(36)"), col("ExternalId", "STRING(255)")))
                .facts(TableFacts.of("Accounts", "com.example.Account")
                        .with(ColumnFacts.of("AccountId").withAttribute("id").asUuid())
                        .with(ColumnFacts.of("ExternalId").withAttribute("externalId").asUuid()))
                .report();
        none(report, "uuid-string-length");
    }

    @Test
    void everyKeyPartIsCheckedNotOnlyTheFirst() {
        AdvisorReport report = Models.googleSql()
                .table(root("Accounts", asc("AccountId"), key("AccountId", "STRING(36)")))
                .table(child("Sessions", "Accounts", asc("AccountId", "SessionId"), key("AccountId", "STRING(36)"),
                        key("SessionId", "STRING(255)")))
                .facts(TableFacts.of("Accounts", "com.example.Account")
                        .with(ColumnFacts.of("AccountId").withAttribute("id").asUuid()))
                .facts(TableFacts.of("Sessions", "com.example.Session")
                        .with(ColumnFacts.of("AccountId").withAttribute("accountId").asUuid())
                        .with(ColumnFacts.of("SessionId").withAttribute("sessionId").asUuid()))
                .report();
        assertFinding(only(report, "uuid-string-length"), "uuid-string-length", Severity.WARNING,
                at("Sessions", "com.example.Session", "SessionId", "sessionId"));
    }
}
