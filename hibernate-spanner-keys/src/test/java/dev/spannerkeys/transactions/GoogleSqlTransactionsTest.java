package dev.spannerkeys.transactions;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Spanner transactions from JPA/Hibernate on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlTransactionsTest extends TransactionsContract {

    GoogleSqlTransactionsTest(EmulatorDatabase database) {
        super(database);
    }

    @Override
    String slowQuery() {
        // About three million rows, seconds of work for the emulator: a 1 s deadline fires first on a fast machine too.
        String numbers = IntStream.rangeClosed(1, 1200).mapToObj(Integer::toString).collect(Collectors.joining(","));
        return "SELECT COUNT(*) FROM UNNEST([" + numbers + "]) a CROSS JOIN UNNEST([" + numbers + "]) b"
                + " CROSS JOIN UNNEST([1, 2]) c";
    }

    @Override
    String forceIndexHint(String index) {
        return "counters@{FORCE_INDEX=" + index + "}";
    }
}
