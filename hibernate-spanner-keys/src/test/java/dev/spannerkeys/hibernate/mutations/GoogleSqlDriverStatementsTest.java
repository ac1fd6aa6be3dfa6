package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The driver's SQL statements inside transactions, in every write mode, on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlDriverStatementsTest extends DriverStatementsContract {

    GoogleSqlDriverStatementsTest(EmulatorDatabase database) {
        super(database);
    }
}
