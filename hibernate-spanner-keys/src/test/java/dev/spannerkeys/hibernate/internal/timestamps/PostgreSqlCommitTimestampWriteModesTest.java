package dev.spannerkeys.hibernate.internal.timestamps;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Commit timestamps in every write mode, on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlCommitTimestampWriteModesTest extends CommitTimestampWriteModesContract {

    PostgreSqlCommitTimestampWriteModesTest(EmulatorDatabase database) {
        super(database);
    }
}
