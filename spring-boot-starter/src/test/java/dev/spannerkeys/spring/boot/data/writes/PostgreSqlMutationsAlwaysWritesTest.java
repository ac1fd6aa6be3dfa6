package dev.spannerkeys.spring.boot.data.writes;

import dev.spannerkeys.spring.boot.data.RepositoryWritesContract;
import org.springframework.test.context.TestPropertySource;

/** Repository writes on a PostgreSQL-dialect database, write mode {@code mutations-always}. */
@TestPropertySource(properties = { "spanner.keys.emulator.dialect=postgresql", "spanner.keys.write-mode=mutations-always" })
class PostgreSqlMutationsAlwaysWritesTest extends RepositoryWritesContract {
}
