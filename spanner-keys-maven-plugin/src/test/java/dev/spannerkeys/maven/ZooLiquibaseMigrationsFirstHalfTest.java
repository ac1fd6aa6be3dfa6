package dev.spannerkeys.maven;

/** {@link ZooLiquibaseMigrations} for the zoo models GoogleSQL can express at even positions. */
class ZooLiquibaseMigrationsFirstHalfTest extends ZooLiquibaseMigrations {

    @Override
    int half() {
        return 0;
    }
}
