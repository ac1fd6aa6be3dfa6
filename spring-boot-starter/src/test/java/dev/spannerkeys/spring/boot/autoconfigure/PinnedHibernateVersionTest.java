package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import org.hibernate.Version;
import org.junit.jupiter.api.Test;

/**
 * Boot's dependency management pins its own Hibernate version; this build must test against the
 * version the parent pom pins (the one the library is built and tested with), not Boot's.
 */
class PinnedHibernateVersionTest {

    @Test
    void hibernateOnTheTestClassPathIsTheVersionTheParentPins() {
        String pinned = System.getProperty("spanner.keys.test.pinned-hibernate-version");
        assertThat(pinned).as("set by the surefire configuration in this module's pom").isNotBlank();
        assertThat(Version.getVersionString()).isEqualTo(pinned);
    }
}
