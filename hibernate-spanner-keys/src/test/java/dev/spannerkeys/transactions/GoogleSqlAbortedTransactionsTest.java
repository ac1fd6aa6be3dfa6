package dev.spannerkeys.transactions;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Aborted transactions retried exactly once on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlAbortedTransactionsTest extends AbortedTransactionsContract {

    GoogleSqlAbortedTransactionsTest(EmulatorDatabase database) {
        super(database);
    }
}
