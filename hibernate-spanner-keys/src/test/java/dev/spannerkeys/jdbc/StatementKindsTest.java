package dev.spannerkeys.jdbc;

import dev.spannerkeys.internal.jdbc.DatabaseKeys;
import dev.spannerkeys.internal.jdbc.StatementKinds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StatementKindsTest {

    @Test
    void queriesAndClientSideStatementsAreReads() {
        assertTrue(StatementKinds.isRead("SELECT 1"));
        assertTrue(StatementKinds.isRead("  select * from t"));
        assertTrue(StatementKinds.isRead("@{FORCE_INDEX=i} SELECT * FROM t"));
        assertTrue(StatementKinds.isRead("/* a comment */ -- another\n (SELECT 1) UNION ALL (SELECT 2)"));
        assertTrue(StatementKinds.isRead("# GoogleSQL comment\nWITH x AS (SELECT 1) SELECT * FROM x"));
        assertTrue(StatementKinds.isRead("SET AUTOCOMMIT_DML_MODE = 'TRANSACTIONAL'"));
        assertTrue(StatementKinds.isRead("SHOW VARIABLE READ_TIMESTAMP"));
        assertTrue(StatementKinds.isRead("BEGIN TRANSACTION"));
    }

    @Test
    void everythingElseIsAWrite() {
        assertFalse(StatementKinds.isRead("INSERT INTO t (id) VALUES (1)"));
        assertFalse(StatementKinds.isRead("insert into t (id) values (1) then return id"));
        assertFalse(StatementKinds.isRead("UPDATE t SET x = 1 WHERE true"));
        assertFalse(StatementKinds.isRead("DELETE FROM t WHERE true"));
        assertFalse(StatementKinds.isRead("CREATE TABLE t (id INT64) PRIMARY KEY (id)"));
        assertFalse(StatementKinds.isRead("WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x"));
        assertFalse(StatementKinds.isRead("RUN BATCH"));
        assertFalse(StatementKinds.isRead("COMMIT"));
        assertFalse(StatementKinds.isRead(""));
        assertFalse(StatementKinds.isRead(null));
    }

    @Test
    void firstKeywordSkipsHintsCommentsAndParentheses() {
        assertEquals("SELECT", StatementKinds.firstKeyword("@{a=b}/*c*/((select 1))"));
        assertEquals("", StatementKinds.firstKeyword("/* unterminated"));
    }

    @Test
    void databaseKeyIgnoresPropertiesAndKeepsTheHost() {
        String key = DatabaseKeys.fromUrl(
                "jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d;autoConfigEmulator=true");
        assertEquals("127.0.0.1:9010/projects/p/instances/i/databases/d", key);
        assertEquals(key, DatabaseKeys.fromUrl(
                "jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d;numChannels=3;autoConfigEmulator=true"));
        assertEquals(key, DatabaseKeys.fromUrl("cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d"));
        assertFalse(key.equals(DatabaseKeys.fromUrl(
                "jdbc:cloudspanner://127.0.0.1:9011/projects/p/instances/i/databases/d")));
        assertThrows(IllegalArgumentException.class, () -> DatabaseKeys.fromUrl("jdbc:postgresql://h/d"));
    }
}
