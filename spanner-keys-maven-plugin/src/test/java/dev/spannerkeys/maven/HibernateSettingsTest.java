package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which keys of an application's properties reach Hibernate, and under which names. */
class HibernateSettingsTest {

    @Test
    void springBootKeysBecomeHibernateSettingsAndOtherKeysAreLeftOut(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("application.properties");
        Files.writeString(file, """
                spring.datasource.url=jdbc:cloudspanner:/projects/p/instances/i/databases/d
                spring.jpa.hibernate.naming.physical-strategy=com.example.Physical
                spring.jpa.properties.hibernate.default_schema=sales
                spring.jpa.properties.spanner.keys.advisor=fail
                hibernate.order_inserts=true
                jakarta.persistence.validation.mode=none
                server.port=8080
                """);
        Map<String, String> settings = HibernateSettings.resolve(file, Map.of("hibernate.default_schema", "crm"),
                name -> name.equals(HibernateSettings.BOOT_IMPLICIT_NAMING[0]));
        assertEquals(Map.of("hibernate.physical_naming_strategy", "com.example.Physical",
                "hibernate.implicit_naming_strategy", HibernateSettings.BOOT_IMPLICIT_NAMING[0],
                "hibernate.default_schema", "crm", "spanner.keys.advisor", "fail", "hibernate.order_inserts", "true",
                "jakarta.persistence.validation.mode", "none"), settings);
    }

    @Test
    void aPlainPropertiesFileGetsNoBootDefaults(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("hibernate.properties");
        Files.writeString(file, "hibernate.physical_naming_strategy=com.example.Physical\n");
        assertEquals(Map.of("hibernate.physical_naming_strategy", "com.example.Physical"),
                HibernateSettings.resolve(file, Map.of(), name -> true));
        assertEquals(Map.of("hibernate.implicit_naming_strategy", "com.example.Implicit"),
                HibernateSettings.resolve(null, Map.of("spring.jpa.hibernate.naming.implicit-strategy",
                        "com.example.Implicit"), name -> true));
    }
}
