package dev.spannerkeys.spring.boot.jpa;

import org.junit.jupiter.api.Tag;
import org.springframework.boot.test.context.SpringBootTest;

/** New entities saved without a read first, in write mode {@code mutations-always}. */
@SpringBootTest(classes = JpaTestApplication.class, properties = {"spanner.keys.emulator.enabled=true",
        "spanner.keys.write-mode=mutations-always", "spring.main.banner-mode=off", "logging.level.root=WARN"})
@Tag("emulator")
class MutationsAlwaysSaveNewEntitiesTest extends SaveNewEntitiesContract {

    @Override
    boolean writesMutations() {
        return true;
    }
}
