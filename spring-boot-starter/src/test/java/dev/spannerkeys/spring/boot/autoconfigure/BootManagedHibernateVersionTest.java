package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import org.hibernate.Version;
import org.junit.jupiter.api.Test;

/**
 * Applications with Boot's dependency management get the Hibernate version Boot manages, and need
 * no pin: the starter's tests run on exactly that version, not on the one the library's own build
 * uses. When Boot is upgraded, this fails until the starter's {@code spring-boot.hibernate.version}
 * (and the guide) name Boot's new version.
 */
class BootManagedHibernateVersionTest {

    @Test
    void hibernateOnTheTestClassPathIsTheVersionSpringBootManages() {
        String managed = System.getProperty("spanner.keys.test.boot-hibernate-version");
        assertThat(managed).as("set by the surefire configuration in this module's pom").isNotBlank();
        assertThat(Version.getVersionString()).isEqualTo(managed);
    }
}
