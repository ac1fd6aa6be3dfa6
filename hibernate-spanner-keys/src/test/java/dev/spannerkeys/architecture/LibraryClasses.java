package dev.spannerkeys.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.spannerkeys.hibernate.SpannerKeysDialect;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** The library's compiled classes, imported once per test JVM for every architecture test (an import takes seconds). */
final class LibraryClasses {

    private static JavaClasses library;

    private LibraryClasses() {
    }

    /** The library's own classes only, not the emulator module's or the tests' on the test class path. */
    static synchronized JavaClasses get() {
        if (library == null) {
            try {
                Path classes = Path.of(SpannerKeysDialect.class.getProtectionDomain().getCodeSource().getLocation().toURI());
                library = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPath(classes);
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        return library;
    }
}
