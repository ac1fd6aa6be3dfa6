package dev.spannerkeys.featurezoo;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulatorTest;

/** The feature zoo on a GoogleSQL database. */
@SpannerEmulatorTest
class GoogleSqlFeatureZooTest extends FeatureZooContract {

    @Override
    DatabaseDialect dialect() {
        return DatabaseDialect.GOOGLE_STANDARD_SQL;
    }
}
