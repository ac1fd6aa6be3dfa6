package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Mutations into {@code @Interleaved} tables on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlInterleavedWritePathTest extends InterleavedWritePathContract {

    GoogleSqlInterleavedWritePathTest(EmulatorDatabase database) {
        super(database);
    }
}
