package dev.spannerkeys.hibernate;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** {@link SafeUpdateContract} on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlSafeUpdateTest extends SafeUpdateContract {

    @Override
    DatabaseDialect dialect() {
        return DatabaseDialect.GOOGLE_STANDARD_SQL;
    }
}
