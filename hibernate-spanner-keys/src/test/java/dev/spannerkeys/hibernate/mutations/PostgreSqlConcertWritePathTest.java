package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The concert domain through the mutation write path on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlConcertWritePathTest extends ConcertWritePathContract {

    PostgreSqlConcertWritePathTest(EmulatorDatabase database) {
        super(database);
    }
}
