package dev.spannerkeys.hibernate;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** Pessimistic locks as {@code /*@ LOCK_SCANNED_RANGES=... *}{@code /} on a PostgreSQL-dialect database. */
@SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
class PostgreSqlPessimisticLocksTest extends PessimisticLocksContract {

    PostgreSqlPessimisticLocksTest(EmulatorDatabase database) {
        super(database);
    }

    @Override
    String hint(String ranges) {
        return "/*@ LOCK_SCANNED_RANGES=" + ranges + " */";
    }
}
