package dev.spannerkeys.internal.schema.live;

import static dev.spannerkeys.internal.schema.SqlDialect.GOOGLE_STANDARD_SQL;
import static dev.spannerkeys.internal.schema.SqlDialect.POSTGRESQL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The spellings Hibernate prints and the ones INFORMATION_SCHEMA reports (emulator 1.5.28) meet. */
class SqlTypesTest {

    @Test
    void googleSqlTypesCompareWithoutCaseAndBlanks() {
        assertTrue(SqlTypes.same(GOOGLE_STANDARD_SQL, "string(max)", "STRING(MAX)"));
        assertTrue(SqlTypes.same(GOOGLE_STANDARD_SQL, "ARRAY<string(100)>", "ARRAY<STRING(100)>"));
        assertTrue(SqlTypes.same(GOOGLE_STANDARD_SQL, "int64", "INT64"));
        assertFalse(SqlTypes.same(GOOGLE_STANDARD_SQL, "ARRAY<string(100)>", "ARRAY<STRING(50)>"));
        assertTrue(SqlTypes.differOnlyInLength(GOOGLE_STANDARD_SQL, "ARRAY<string(100)>", "ARRAY<STRING(50)>"));
        assertTrue(SqlTypes.differOnlyInLength(GOOGLE_STANDARD_SQL, "string(60)", "STRING(MAX)"));
        assertFalse(SqlTypes.differOnlyInLength(GOOGLE_STANDARD_SQL, "string(36)", "INT64"));
        assertTrue(SqlTypes.isArray(GOOGLE_STANDARD_SQL, "array<int64>"));
        assertFalse(SqlTypes.isArray(GOOGLE_STANDARD_SQL, "bytes(16)"));
    }

    @Test
    void postgreSqlSynonymsMeetTheInformationSchemaNames() {
        assertEquals("character varying(255)", SqlTypes.normalize(POSTGRESQL, "varchar(255)"));
        assertEquals("character varying", SqlTypes.normalize(POSTGRESQL, "text"));
        assertEquals("bigint", SqlTypes.normalize(POSTGRESQL, "int8"));
        assertEquals("boolean", SqlTypes.normalize(POSTGRESQL, "bool"));
        assertEquals("double precision", SqlTypes.normalize(POSTGRESQL, "float8"));
        assertEquals("real", SqlTypes.normalize(POSTGRESQL, "float4"));
        assertEquals("timestamp with time zone", SqlTypes.normalize(POSTGRESQL, "timestamp(6) with time zone"));
        assertEquals("timestamp with time zone", SqlTypes.normalize(POSTGRESQL, "timestamptz"));
        assertEquals("numeric", SqlTypes.normalize(POSTGRESQL, "numeric(38,2)"));
        assertEquals("character varying(100)[]", SqlTypes.normalize(POSTGRESQL, "varchar(100) array"));
        assertEquals("character varying(100)[]", SqlTypes.normalize(POSTGRESQL, "character varying(100)[]"));
        assertEquals("bigint[]", SqlTypes.normalize(POSTGRESQL, "bigint array"));
        assertTrue(SqlTypes.differOnlyInLength(POSTGRESQL, "varchar(100) array", "character varying(50)[]"));
        assertTrue(SqlTypes.differOnlyInLength(POSTGRESQL, "varchar(255)", "character varying"));
        assertTrue(SqlTypes.isArray(POSTGRESQL, "varchar(100) array"));
    }
}
