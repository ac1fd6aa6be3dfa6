package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Mutations into {@code @Interleaved} tables on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlInterleavedWritePathTest extends InterleavedWritePathContract {

    PostgreSqlInterleavedWritePathTest(EmulatorDatabase database) {
        super(database);
    }
}
