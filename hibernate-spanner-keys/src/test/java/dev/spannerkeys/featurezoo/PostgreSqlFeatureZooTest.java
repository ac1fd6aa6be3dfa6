package dev.spannerkeys.featurezoo;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The feature zoo on a PostgreSQL-dialect database. */
@SpannerEmulatorTest
class PostgreSqlFeatureZooTest extends FeatureZooContract {

    @Override
    DatabaseDialect dialect() {
        return DatabaseDialect.POSTGRESQL;
    }
}
