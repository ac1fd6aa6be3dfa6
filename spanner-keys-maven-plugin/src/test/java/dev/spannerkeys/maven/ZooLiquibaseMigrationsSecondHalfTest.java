package dev.spannerkeys.maven;

/** {@link ZooLiquibaseMigrations} for the zoo models GoogleSQL can express at odd positions. */
class ZooLiquibaseMigrationsSecondHalfTest extends ZooLiquibaseMigrations {

    @Override
    int half() {
        return 1;
    }
}
