package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The driver's SQL statements inside transactions, in every write mode, on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlDriverStatementsTest extends DriverStatementsContract {

    PostgreSqlDriverStatementsTest(EmulatorDatabase database) {
        super(database);
    }
}
