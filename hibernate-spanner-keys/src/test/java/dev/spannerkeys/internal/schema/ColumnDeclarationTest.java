package dev.spannerkeys.internal.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** User-written column definitions: one column accepted and split, anything more refused. */
class ColumnDeclarationTest {

    private static final SqlDialect GOOGLE = SqlDialect.GOOGLE_STANDARD_SQL;
    private static final SqlDialect POSTGRES = SqlDialect.POSTGRESQL;

    @Test
    void splitsTypeNullabilityDefaultAndGeneratedExpression() {
        ColumnDeclaration plain = ColumnDeclaration.parse("STRING(36)", GOOGLE);
        assertEquals(new ColumnDeclaration("STRING(36)", false, Optional.empty(), Optional.empty()), plain);
        ColumnDeclaration full = ColumnDeclaration.parse("string(36) not null default (GENERATE_UUID())", GOOGLE);
        assertEquals("string(36)", full.type());
        assertTrue(full.notNull());
        assertEquals(Optional.of("GENERATE_UUID()"), full.defaultExpression());
        ColumnDeclaration generated = ColumnDeclaration.parse("INT64 AS (MOD(FARM_FINGERPRINT(Name), 16)) STORED", GOOGLE);
        assertEquals(Optional.of("MOD(FARM_FINGERPRINT(Name), 16)"), generated.generatedExpression());
        assertFalse(generated.notNull());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "ARRAY<STRING(MAX)>|ARRAY<STRING(MAX)>",
            "ARRAY< INT64 >|ARRAY<INT64>",
            "NUMERIC|NUMERIC",
            "STRING (100)|STRING(100)",
            "JSON|JSON"})
    void acceptsGoogleSqlTypes(String text, String type) {
        assertEquals(type, ColumnDeclaration.parse(text, GOOGLE).type());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "character varying(255)|character varying(255)",
            "varchar(36)[]|varchar(36)[]",
            "timestamp with time zone|timestamp with time zone",
            "double precision|double precision",
            "jsonb|jsonb"})
    void acceptsPostgreSqlTypes(String text, String type) {
        assertEquals(type, ColumnDeclaration.parse(text, POSTGRES).type());
    }

    @Test
    void acceptsPostgreSqlDefaultsAndGeneratedColumns() {
        ColumnDeclaration sequenceDefault = ColumnDeclaration.parse("bigint not null default nextval('seq')", POSTGRES);
        assertEquals(Optional.of("nextval('seq')"), sequenceDefault.defaultExpression());
        ColumnDeclaration generated = ColumnDeclaration.parse(
                "bigint generated always as (mod(spanner.farm_fingerprint(name), 16)) stored", POSTGRES);
        assertEquals(Optional.of("mod(spanner.farm_fingerprint(name), 16)"), generated.generatedExpression());
    }

    @Test
    void stringLiteralsMayHoldAnything() {
        ColumnDeclaration declaration = ColumnDeclaration.parse("STRING(20) DEFAULT ('a, b; -- c /* d')", GOOGLE);
        assertEquals(Optional.of("'a, b; -- c /* d'"), declaration.defaultExpression());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "STRING(10), Injected INT64",
            "STRING(10)) , Extra INT64 (",
            "INT64 NOT NULL, CONSTRAINT FK FOREIGN KEY (Id) REFERENCES Other (Id)",
            "INT64 REFERENCES Other (Id)",
            "INT64 CHECK (Id > 0)",
            "INT64 NOT NULL DEFAULT (1)) , Extra INT64 DEFAULT ((1)",
            "INT64; DROP TABLE Singers",
            "INT64 -- NOT NULL",
            "INT64 /* hidden */",
            "INT64 # comment",
            "STRING(10) DEFAULT ('unclosed)",
            "INT64 PRIMARY KEY",
            "INT64 OPTIONS (allow_commit_timestamp = true)",
            "INT64 NOT NULL NOT NULL",
            "INT64 DEFAULT (1) AS (2) STORED",
            "",
            "NOT NULL",
            "(SELECT 1)"})
    void refusesAnythingButOneColumn(String text) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ColumnDeclaration.parse(text, GOOGLE));
        assertTrue(refused.getMessage().contains("is refused"), refused.getMessage());
        assertTrue(refused.getMessage().contains("exactly one column type"), refused.getMessage());
    }

    @Test
    void refusesTheOtherDialectsTypeNamingIt() {
        IllegalArgumentException inPostgres = assertThrows(IllegalArgumentException.class,
                () -> ColumnDeclaration.parse("STRING(36)", POSTGRES));
        assertTrue(inPostgres.getMessage().contains("STRING(36) is a GoogleSQL type, but this database speaks PostgreSQL"),
                inPostgres.getMessage());
        IllegalArgumentException inGoogle = assertThrows(IllegalArgumentException.class,
                () -> ColumnDeclaration.parse("varchar(36)", GOOGLE));
        assertTrue(inGoogle.getMessage().contains("is a PostgreSQL type, but this database speaks GoogleSQL"),
                inGoogle.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ColumnDeclaration.parse("VARCHAR2(10)", GOOGLE));
    }
}
