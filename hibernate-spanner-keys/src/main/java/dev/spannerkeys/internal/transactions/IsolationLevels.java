package dev.spannerkeys.internal.transactions;

import java.sql.Connection;

/**
 * The two isolation levels Spanner has, and the one message for a level it lacks, wherever it is asked for:
 * {@code hibernate.connection.isolation} ({@link TransactionSettings#requireSupportedIsolation}) and
 * Spring's {@code @Transactional(isolation = ...)} (the starter). The Spanner JDBC driver refuses every
 * other level with "Only isolation levels TRANSACTION_SERIALIZABLE and TRANSACTION_REPEATABLE_READ are
 * supported", which Spring reports as "Could not open JPA EntityManager for transaction".
 */
public final class IsolationLevels {

    /** How to fix a setting that names a level Spanner lacks. */
    public static final String FIX_FOR_SETTING = "remove the setting for SERIALIZABLE (Spanner's default), or set it to "
            + "REPEATABLE_READ (see docs/transactions.md)";

    /** How to fix a Spring transaction that names a level Spanner lacks. */
    public static final String FIX_FOR_TRANSACTION = "remove the isolation (Isolation.DEFAULT is Spanner's SERIALIZABLE) "
            + "or use Isolation.REPEATABLE_READ or Isolation.SERIALIZABLE (see docs/transactions.md)";

    private IsolationLevels() {
    }

    /** Whether a Spanner connection takes the JDBC level {@code level}. */
    public static boolean supported(int level) {
        return level == Connection.TRANSACTION_SERIALIZABLE || level == Connection.TRANSACTION_REPEATABLE_READ;
    }

    /** The name of a JDBC level: {@code READ_COMMITTED}, {@code SERIALIZABLE}, ... */
    public static String name(int level) {
        return switch (level) {
            case Connection.TRANSACTION_NONE -> "NONE";
            case Connection.TRANSACTION_READ_UNCOMMITTED -> "READ_UNCOMMITTED";
            case Connection.TRANSACTION_READ_COMMITTED -> "READ_COMMITTED";
            case Connection.TRANSACTION_REPEATABLE_READ -> "REPEATABLE_READ";
            case Connection.TRANSACTION_SERIALIZABLE -> "SERIALIZABLE";
            default -> "level " + level;
        };
    }

    /** Why the level named {@code levelName} cannot be had on Spanner. */
    public static String problem(String levelName) {
        return "Spanner has no " + levelName + " isolation; it runs read-write transactions SERIALIZABLE (its default) "
                + "or REPEATABLE_READ, and read-only transactions read one consistent snapshot";
    }
}
