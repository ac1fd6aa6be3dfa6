package dev.spannerkeys.spring.boot.transactions;

import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Spanner transactions through Spring on a PostgreSQL-dialect database. */
class PostgreSqlSpringTransactionsTest extends SpringTransactionsContract {

    @Override
    String dialect() {
        return "postgresql";
    }

    @Override
    String slowQuery() {
        // About three million rows, seconds of work for the emulator: a 1 s deadline fires first on a fast machine too.
        String numbers = IntStream.rangeClosed(1, 1200).mapToObj(Integer::toString).collect(Collectors.joining(","));
        return "select count(*) from unnest(array[" + numbers + "]) a cross join unnest(array[" + numbers + "]) b"
                + " cross join unnest(array[1, 2]) c";
    }
}
