package dev.spannerkeys.transactions;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Aborted transactions retried exactly once on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlAbortedTransactionsTest extends AbortedTransactionsContract {

    PostgreSqlAbortedTransactionsTest(EmulatorDatabase database) {
        super(database);
    }
}
