package dev.spannerkeys.jdbc;

import dev.spannerkeys.internal.jdbc.AbortedTransactions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import org.junit.jupiter.api.Test;

/** The setting's values, which URLs each mode serializes, and which errors count as "run it again". */
class TransactionSerializationTest {

    static final String EMULATOR = "jdbc:cloudspanner://127.0.0.1:9010/projects/p/instances/i/databases/d"
            + ";autoConfigEmulator=true";
    static final String CLOUD = "jdbc:cloudspanner:/projects/p/instances/i/databases/d";

    @Test
    void parsesTheSettingValues() {
        assertEquals(TransactionSerialization.AUTO, TransactionSerialization.parse(null));
        assertEquals(TransactionSerialization.AUTO, TransactionSerialization.parse(" "));
        assertEquals(TransactionSerialization.ON, TransactionSerialization.parse("ON"));
        assertEquals(TransactionSerialization.OFF, TransactionSerialization.parse("false"));
        assertEquals("auto", TransactionSerialization.AUTO.settingValue());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TransactionSerialization.parse("sometimes"));
        assertTrue(e.getMessage().contains("auto, on or off"), e.getMessage());
    }

    @Test
    void autoSerializesEmulatorUrlsOnlyAndOnEverySpannerUrl() {
        if (System.getenv("SPANNER_EMULATOR_HOST") == null) {
            assertFalse(TransactionSerialization.AUTO.appliesTo(CLOUD));
            assertFalse(SerializedConnections.targetsEmulator(CLOUD));
        }
        assertTrue(TransactionSerialization.AUTO.appliesTo(EMULATOR));
        assertTrue(TransactionSerialization.AUTO.appliesTo(EMULATOR.replace(";autoConfigEmulator=true",
                ";usePlainText=true")));
        assertTrue(TransactionSerialization.AUTO.appliesTo(EMULATOR.substring("jdbc:".length())),
                "as the driver's connection reports its URL");
        assertTrue(TransactionSerialization.ON.appliesTo(CLOUD));
        assertFalse(TransactionSerialization.ON.appliesTo("jdbc:h2:mem:test"));
        assertFalse(TransactionSerialization.AUTO.appliesTo("jdbc:h2:mem:test;autoConfigEmulator=true"));
        assertFalse(TransactionSerialization.OFF.appliesTo(EMULATOR));
    }

    @Test
    void abortedAndInvalidatedTransactionsBecomeRollbackExceptions() {
        SQLException aborted = new SQLException("ABORTED: Transaction 7 aborted due to active transaction 6", null, 10);
        SQLException translated = AbortedTransactions.translate(aborted);
        SQLTransactionRollbackException rollback = assertInstanceOf(SQLTransactionRollbackException.class, translated);
        assertEquals("40001", rollback.getSQLState());
        assertEquals(10, rollback.getErrorCode());
        assertSame(aborted, rollback.getCause());
        assertTrue(rollback.getMessage().endsWith(aborted.getMessage()));

        assertInstanceOf(SQLTransactionRollbackException.class, AbortedTransactions.translate(
                new SQLException("NOT_FOUND: Transaction not found", null, 5)));
        assertInstanceOf(SQLTransactionRollbackException.class, AbortedTransactions.translate(
                new SQLException("FAILED_PRECONDITION: Invalid transaction ID", null, 9)));

        // A missing parent row (NOT_FOUND) or a duplicate key is the application's error, not a turn to retry.
        SQLException missingParent = new SQLException("NOT_FOUND: Parent row for row [1,2] in table Albums is missing",
                null, 5);
        assertSame(missingParent, AbortedTransactions.translate(missingParent));
        SQLException duplicate = new SQLException("ALREADY_EXISTS: Row [1] in table Singers already exists", null, 6);
        assertSame(duplicate, AbortedTransactions.translate(duplicate));
    }
}
