package dev.spannerkeys.spring.boot.jpa;

import org.junit.jupiter.api.Tag;
import org.springframework.boot.test.context.SpringBootTest;

/** A commit timestamp saved and queried in one transaction, in write mode {@code dml} (the context of {@link DmlSaveNewEntitiesTest}). */
@SpringBootTest(classes = JpaTestApplication.class, properties = {"spanner.keys.emulator.enabled=true",
        "spanner.keys.write-mode=dml", "spring.main.banner-mode=off", "logging.level.root=WARN"})
@Tag("emulator")
class DmlCommitTimestampRepositoryTest extends CommitTimestampRepositoryContract {

    @Override
    String author() {
        return "dml";
    }
}
