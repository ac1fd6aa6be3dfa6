package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The mutation write path on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlMutationWritePathTest extends MutationWritePathContract {

    PostgreSqlMutationWritePathTest(EmulatorDatabase database) {
        super(database);
    }
}
