package dev.spannerkeys.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import dev.spannerkeys.emulator.DatabaseDialect;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The JUnit Platform, as Surefire starts it, discovers one class of a {@link SampledByDialect} contract per sample
 * and both with {@code -Dzoo.sample=every}; classes without the annotation stay whatever the sample.
 */
class SampledByDialectFilterTest {

    private final String sampleBefore = System.getProperty(TestSample.PROPERTY);
    private final String testBefore = System.getProperty("test");

    @AfterEach
    void restoreTheProperties() {
        restore(TestSample.PROPERTY, sampleBefore);
        restore("test", testBefore);
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    @Test
    void theCoveringSampleTakesTheContractsCoverDialectAndTheRestTheOther() {
        System.clearProperty("test");
        assertEquals(Set.of("GoogleSqlShelfTest", "PostgreSqlPlainTest"), discovered("cover"));
        assertEquals(Set.of("PostgreSqlShelfTest", "PostgreSqlPlainTest"), discovered("rest"));
        assertEquals(Set.of("GoogleSqlShelfTest", "PostgreSqlShelfTest", "PostgreSqlPlainTest"), discovered("every"));
    }

    @Test
    void aClassThatSurefiresTestPropertyNamesRunsWhateverTheSample() {
        System.setProperty("test", "GoogleSqlShelfTest");
        assertEquals(Set.of("GoogleSqlShelfTest", "PostgreSqlShelfTest", "PostgreSqlPlainTest"), discovered("rest"));
        System.setProperty("test", "**/*ShelfTest.java#holdsBooks, Other*");
        assertEquals(Set.of("GoogleSqlShelfTest", "PostgreSqlShelfTest", "PostgreSqlPlainTest"), discovered("cover"));
        System.setProperty("test", "dev.spannerkeys.testsupport.PostgreSqlShelf?est");
        assertEquals(Set.of("GoogleSqlShelfTest", "PostgreSqlShelfTest", "PostgreSqlPlainTest"), discovered("cover"));
        System.setProperty("test", "PostgreSqlShelf");
        assertEquals(Set.of("GoogleSqlShelfTest", "PostgreSqlPlainTest"), discovered("cover"));
    }

    @Test
    void aContractClassWhoseNameDoesNotSayItsDialectIsAnError() {
        System.setProperty(TestSample.PROPERTY, "rest");
        RuntimeException error = assertThrows(RuntimeException.class,
                () -> LauncherFactory.create().discover(request(ShelfOnSomeDialect.class)));
        assertTrue(messages(error).contains("ShelfOnSomeDialect runs a contract marked @SampledByDialect"), messages(error));
    }

    @Test
    void anUnknownSampleIsAnError() {
        System.setProperty(TestSample.PROPERTY, "half");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, TestSample::current);
        assertEquals("-Dzoo.sample=half: expected cover (the default), rest or every", error.getMessage());
    }

    private static Set<String> discovered(String sample) {
        System.setProperty(TestSample.PROPERTY, sample);
        TestPlan plan = LauncherFactory.create().discover(request(GoogleSqlShelfTest.class, PostgreSqlShelfTest.class,
                PostgreSqlPlainTest.class));
        Set<String> classes = new TreeSet<>();
        plan.getRoots().forEach(root -> plan.getDescendants(root).stream()
                .filter(TestIdentifier::isContainer)
                .forEach(container -> container.getSource().filter(ClassSource.class::isInstance)
                        .ifPresent(source -> classes.add(((ClassSource) source).getJavaClass().getSimpleName()))));
        return classes;
    }

    private static LauncherDiscoveryRequest request(Class<?>... classes) {
        return LauncherDiscoveryRequestBuilder.request()
                .selectors(java.util.Arrays.stream(classes).map(testClass -> selectClass(testClass)).toList())
                .build();
    }

    private static String messages(Throwable error) {
        StringBuilder messages = new StringBuilder();
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            messages.append(cause.getMessage()).append('\n');
        }
        return messages.toString();
    }

    /** A dialect contract; its classes are discovered here, never run (nested, so Surefire leaves them alone). */
    @SampledByDialect(cover = DatabaseDialect.GOOGLE_STANDARD_SQL)
    abstract static class ShelfContract {
        @Test
        void holdsBooks() {
        }
    }

    static class GoogleSqlShelfTest extends ShelfContract {
    }

    static class PostgreSqlShelfTest extends ShelfContract {
    }

    static class ShelfOnSomeDialect extends ShelfContract {
    }

    /** Not a contract: every sample takes it. */
    static class PostgreSqlPlainTest {
        @Test
        void standsAlone() {
        }
    }
}
