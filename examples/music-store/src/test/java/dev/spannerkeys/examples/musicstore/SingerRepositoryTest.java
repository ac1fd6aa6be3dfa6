package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The repository on the development emulator: the lookup by last name the index serves. No property
 * is needed: with {@code spanner-emulator} on the test class path and no database configured, the
 * emulator is the database, as an embedded one would be.
 */
@SpringBootTest
@Tag("emulator")
@Tag("smoke")
class SingerRepositoryTest {

    @Autowired
    SingerRepository singers;

    @Test
    void findsSingersByLastNameOnly() {
        Singer wanted = singers.save(new Singer("Ada", "Okafor"));
        singers.save(new Singer("Ada", "Okonkwo"));
        assertThat(singers.findByLastName("Okafor"))
                .extracting(Singer::getSingerId, Singer::getFirstName)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(wanted.getSingerId(), "Ada"));
    }
}
