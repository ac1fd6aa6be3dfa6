package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The mutation write path on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlMutationWritePathTest extends MutationWritePathContract {

    GoogleSqlMutationWritePathTest(EmulatorDatabase database) {
        super(database);
    }
}
