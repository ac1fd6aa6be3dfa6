package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Rejected writes raise the same exception in every write mode, on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlWriteErrorsTest extends WriteErrorsContract {

    PostgreSqlWriteErrorsTest(EmulatorDatabase database) {
        super(database);
    }
}
