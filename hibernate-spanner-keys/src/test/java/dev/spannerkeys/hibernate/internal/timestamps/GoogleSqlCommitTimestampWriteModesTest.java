package dev.spannerkeys.hibernate.internal.timestamps;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Commit timestamps in every write mode, on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlCommitTimestampWriteModesTest extends CommitTimestampWriteModesContract {

    GoogleSqlCommitTimestampWriteModesTest(EmulatorDatabase database) {
        super(database);
    }
}
