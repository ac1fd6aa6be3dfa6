package dev.spannerkeys.spring.boot.data.writes;

import dev.spannerkeys.spring.boot.data.RepositoryWritesContract;
import org.springframework.test.context.TestPropertySource;

/** Repository writes on a GoogleSQL database, write mode {@code mutations-always}. */
@TestPropertySource(properties = { "spanner.keys.emulator.dialect=google-standard-sql", "spanner.keys.write-mode=mutations-always" })
class GoogleSqlMutationsAlwaysWritesTest extends RepositoryWritesContract {
}
