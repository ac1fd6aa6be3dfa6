package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The concert domain through the mutation write path on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlConcertWritePathTest extends ConcertWritePathContract {

    GoogleSqlConcertWritePathTest(EmulatorDatabase database) {
        super(database);
    }
}
