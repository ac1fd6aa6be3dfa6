package dev.spannerkeys.spring.boot.jpa;

import org.junit.jupiter.api.Tag;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A commit timestamp saved and queried in one transaction, in write mode {@code mutations-at-commit} (the
 * context of {@link MutationsAtCommitSaveNewEntitiesTest}).
 */
@SpringBootTest(classes = JpaTestApplication.class, properties = {"spanner.keys.emulator.enabled=true",
        "spanner.keys.write-mode=mutations-at-commit", "spring.main.banner-mode=off", "logging.level.root=WARN"})
@Tag("emulator")
class MutationsAtCommitCommitTimestampRepositoryTest extends CommitTimestampRepositoryContract {

    @Override
    String author() {
        return "mutations-at-commit";
    }
}
