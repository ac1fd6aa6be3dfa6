package dev.spannerkeys.maven;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The Hibernate settings the goals bootstrap with, so the DDL offline is the DDL the application
 * creates at run time: read from a {@code .properties} file (an application's own, Spring Boot's
 * {@code application.properties} included) and from the {@code <hibernateProperties>} map, which
 * wins.
 *
 * <p>Keys taken from the file: {@code hibernate.*}, {@code jakarta.persistence.*},
 * {@code spanner.keys.*}; the same with Spring Boot's {@code spring.jpa.properties.} prefix (stripped);
 * and Spring Boot's {@code spring.jpa.hibernate.naming.physical-strategy} and
 * {@code implicit-strategy}, as Hibernate's naming settings. Other keys (a data source, a server
 * port) say nothing about the schema and are left out. A file with {@code spring.} keys is a Spring
 * Boot application's: unless it names strategies itself, Boot's default naming applies, as it does
 * at run time.
 */
final class HibernateSettings {

    static final String PHYSICAL_NAMING = "hibernate.physical_naming_strategy";
    static final String IMPLICIT_NAMING = "hibernate.implicit_naming_strategy";
    /** Spring Boot's default physical naming, Hibernate's class. */
    static final String BOOT_PHYSICAL_NAMING = "org.hibernate.boot.model.naming.CamelCaseToUnderscoresNamingStrategy";
    /** Spring Boot's default implicit naming: Boot 4's class, then Boot 3's. */
    static final String[] BOOT_IMPLICIT_NAMING = {"org.springframework.boot.hibernate.SpringImplicitNamingStrategy",
        "org.springframework.boot.orm.jpa.hibernate.SpringImplicitNamingStrategy"};

    private static final String SPRING_JPA_PROPERTIES = "spring.jpa.properties.";
    private static final Map<String, String> SPRING_KEYS = Map.of(
            "spring.jpa.hibernate.naming.physical-strategy", PHYSICAL_NAMING,
            "spring.jpa.hibernate.naming.implicit-strategy", IMPLICIT_NAMING);

    private HibernateSettings() {
    }

    /**
     * The settings from {@code file} (may be null) and {@code overrides}, in that order.
     *
     * @param loadable whether a class name is on the project's class path, for Boot's default naming
     * @throws IOException if the file cannot be read
     */
    static Map<String, String> resolve(Path file, Map<String, String> overrides, Predicate<String> loadable)
            throws IOException {
        Map<String, String> settings = new TreeMap<>();
        if (file != null) {
            Properties properties = new Properties();
            try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                properties.load(reader);
            }
            boolean springBoot = false;
            for (String key : properties.stringPropertyNames()) {
                String value = properties.getProperty(key).strip();
                springBoot |= key.startsWith("spring.");
                String setting = hibernateKey(key);
                if (setting != null) {
                    settings.put(setting, value);
                }
            }
            if (springBoot) {
                settings.putIfAbsent(PHYSICAL_NAMING, BOOT_PHYSICAL_NAMING);
                if (!settings.containsKey(IMPLICIT_NAMING)) {
                    for (String candidate : BOOT_IMPLICIT_NAMING) {
                        if (loadable.test(candidate)) {
                            settings.put(IMPLICIT_NAMING, candidate);
                            break;
                        }
                    }
                }
            }
        }
        if (overrides != null) {
            overrides.forEach((key, value) -> {
                String setting = hibernateKey(key);
                settings.put(setting != null ? setting : key, value == null ? "" : value.strip());
            });
        }
        return settings;
    }

    /** The Hibernate setting a property key stands for, or null if it is not one. */
    static String hibernateKey(String key) {
        String mapped = SPRING_KEYS.get(key);
        if (mapped != null) {
            return mapped;
        }
        String stripped = key.startsWith(SPRING_JPA_PROPERTIES) ? key.substring(SPRING_JPA_PROPERTIES.length()) : key;
        return stripped.startsWith("hibernate.") || stripped.startsWith("jakarta.persistence.")
                || stripped.startsWith("spanner.keys.") ? stripped : null;
    }
}
