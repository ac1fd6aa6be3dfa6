package dev.spannerkeys.hibernate;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** {@link SafeUpdateContract} on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlSafeUpdateTest extends SafeUpdateContract {

    @Override
    DatabaseDialect dialect() {
        return DatabaseDialect.POSTGRESQL;
    }
}
