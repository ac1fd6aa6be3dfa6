package dev.spannerkeys.spring.boot.transactions;

import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Spanner transactions through Spring on a GoogleSQL database. */
class GoogleSqlSpringTransactionsTest extends SpringTransactionsContract {

    @Override
    String dialect() {
        return "google-standard-sql";
    }

    @Override
    String slowQuery() {
        // About three million rows, seconds of work for the emulator: a 1 s deadline fires first on a fast machine too.
        String numbers = IntStream.rangeClosed(1, 1200).mapToObj(Integer::toString).collect(Collectors.joining(","));
        return "SELECT COUNT(*) FROM UNNEST([" + numbers + "]) a CROSS JOIN UNNEST([" + numbers + "]) b"
                + " CROSS JOIN UNNEST([1, 2]) c";
    }
}
