package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Rejected writes raise the same exception in every write mode, on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlWriteErrorsTest extends WriteErrorsContract {

    GoogleSqlWriteErrorsTest(EmulatorDatabase database) {
        super(database);
    }
}
