package dev.spannerkeys.spring.boot.data;

import org.springframework.test.context.TestPropertySource;

/** The {@code @DataJpaTest} surface on a PostgreSQL-dialect database. */
@TestPropertySource(properties = "spanner.keys.emulator.dialect=postgresql")
class SpringDataSlicePostgreSqlTest extends SpringDataSliceContract {
}
