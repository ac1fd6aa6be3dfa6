package dev.spannerkeys.hibernate;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Pessimistic locks as {@code @{LOCK_SCANNED_RANGES=...}} on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlPessimisticLocksTest extends PessimisticLocksContract {

    GoogleSqlPessimisticLocksTest(EmulatorDatabase database) {
        super(database);
    }

    @Override
    String hint(String ranges) {
        return "@{LOCK_SCANNED_RANGES=" + ranges + "}";
    }
}
