package dev.spannerkeys.spring.boot.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.testsupport.CountingSpannerDriver;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A Spring Data repository method with {@code @Lock(PESSIMISTIC_WRITE)} on the emulator: it reads its row
 * through Spanner's lock hint (the emulator rejects {@code FOR UPDATE}), and the change made while the
 * row is locked commits.
 */
@SpringBootTest(classes = JpaTestApplication.class,
        properties = { "spanner.keys.emulator.enabled=true", "spring.main.banner-mode=off", "logging.level.root=WARN" })
@Tag("emulator")
class LockingRepositoryOnEmulatorTest {

    @Autowired
    BandRepository bands;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void aLockRepositoryMethodReadsItsRowThroughTheLockHint() {
        Long id = bands.save(new Band("Locked Up")).getBandId();
        CountingSpannerDriver.reset();

        transactions.executeWithoutResult(status -> {
            Band band = bands.findLockedByBandId(id).orElseThrow();
            assertThat(band.getName()).isEqualTo("Locked Up");
            jdbc.update("UPDATE band SET name = ? WHERE band_id = ?", "Unlocked", id);
        });

        assertThat(CountingSpannerDriver.reads()).anyMatch(sql -> sql.startsWith("@{LOCK_SCANNED_RANGES=exclusive} select"))
                .noneMatch(sql -> sql.toLowerCase(java.util.Locale.ROOT).contains("for update"));
        assertThat(jdbc.queryForObject("SELECT name FROM band WHERE band_id = ?", String.class, id)).isEqualTo("Unlocked");
    }
}
