package dev.spannerkeys.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;

/**
 * docs/spring-boot.md cannot drift from the code: its properties table matches the generated
 * metadata (names and defaults), every {@code spanner.keys.*} name it mentions exists, and the
 * Hibernate versions it names are the ones the builds use.
 */
class SpringBootGuideTest {

    private static final String PROPERTIES_HEADING = "## Properties";
    /** A row of the properties table: | `name` | default | description | */
    private static final Pattern ROW = Pattern.compile("\\| `(spanner\\.keys\\.[a-z.-]+)` \\| ([^|]*) \\| ([^|]*) \\|");
    private static final Pattern PROPERTY_NAME = Pattern.compile("spanner\\.keys\\.[a-z][a-z.-]*[a-z]");

    private static List<String> guide() throws IOException {
        String path = System.getProperty("spanner.keys.test.properties-doc");
        assertThat(path).as("set by the surefire configuration in this module's pom").isNotBlank();
        return Files.readAllLines(Path.of(path));
    }

    private static Map<String, String[]> propertiesTable() throws IOException {
        List<String> lines = guide();
        int start = lines.indexOf(PROPERTIES_HEADING);
        assertThat(start).as("the guide has a '%s' section", PROPERTIES_HEADING).isNotNegative();
        Map<String, String[]> rows = new LinkedHashMap<>();
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            Matcher row = ROW.matcher(line.strip());
            if (row.matches()) {
                rows.put(row.group(1), new String[] {row.group(2).strip(), row.group(3).strip()});
            }
        }
        return rows;
    }

    /** JSON numbers arrive as doubles; the guide writes whole numbers without a fraction. */
    private static String render(Object value) {
        if (value instanceof Number number && number.doubleValue() == Math.rint(number.doubleValue())) {
            return String.valueOf(number.longValue());
        }
        return String.valueOf(value);
    }

    @Test
    void thePropertiesTableListsEveryPropertyWithItsDefault() throws IOException {
        Map<String, Map<String, Object>> metadata = ConfigurationMetadataTest.metadata();
        Map<String, String[]> table = propertiesTable();
        assertThat(table.keySet()).containsExactlyInAnyOrderElementsOf(metadata.keySet());
        table.forEach((name, cells) -> {
            Object defaultValue = metadata.get(name).get("defaultValue");
            if (defaultValue == null) {
                assertThat(cells[0]).as("default of %s", name).doesNotContain("`");
            } else {
                assertThat(cells[0]).as("default of %s", name).isEqualTo("`" + render(defaultValue) + "`");
            }
            assertThat(cells[1]).as("description of %s", name).isNotBlank();
        });
    }

    @Test
    void everyPropertyNamedInTheGuideExists() throws IOException {
        TreeSet<String> named = new TreeSet<>();
        for (String line : guide()) {
            Matcher name = PROPERTY_NAME.matcher(line);
            while (name.find()) {
                named.add(name.group());
            }
        }
        assertThat(named).isNotEmpty().isSubsetOf(ConfigurationMetadataTest.metadata().keySet());
    }

    /**
     * The version the parent pom sets, read from the pom itself: a build may override the property on the
     * command line (CI's Java 25 leg does), and the guide names the default.
     */
    private static String libraryHibernateDefault() throws IOException {
        Path guide = Path.of(System.getProperty("spanner.keys.test.properties-doc"));
        String parentPom = Files.readString(guide.getParent().getParent().resolve("pom.xml"));
        Matcher version = Pattern.compile("<hibernate-orm\\.version>([^<]+)</hibernate-orm\\.version>").matcher(parentPom);
        assertThat(version.find()).as("the parent pom sets hibernate-orm.version").isTrue();
        return version.group(1);
    }

    @Test
    void theHibernateVersionsTheGuideNamesAreTheOnesTheBuildsUse() throws IOException {
        String text = String.join("\n", guide());
        String bootHibernate = System.getProperty("spanner.keys.test.boot-hibernate-version");
        String libraryHibernate = libraryHibernateDefault();
        String boot = System.getProperty("spanner.keys.test.spring-boot-version");
        assertThat(SpringBootVersion.getVersion()).isEqualTo(boot);
        assertThat(text).contains("Spring Boot " + boot + " manages Hibernate ORM " + bootHibernate)
                .contains("from " + bootHibernate + " on")
                .contains("Its own build uses **" + libraryHibernate + "**")
                .contains("built and tested with Boot's " + bootHibernate)
                .contains("the library brings " + libraryHibernate);
    }
}
