package dev.spannerkeys.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.hibernate.generator.Generator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package rules of docs/architecture.md, checked on the compiled library: no cycles between
 * packages, the algorithms free of Hibernate, no package larger than a reader can take in.
 */
class PackageStructureTest {

    private static JavaClasses library;

    @BeforeAll
    static void importLibrary() {
        library = LibraryClasses.get();
    }

    /**
     * One slice per package of the library, a public package and its internal twin
     * ({@code hibernate.config} and {@code hibernate.internal.config}) counted as one: they are one concern
     * split by visibility (docs/api.md), and may call each other.
     */
    private static final SliceAssignment PACKAGE_WITH_ITS_INTERNAL_TWIN = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass type) {
            String packageName = type.getPackageName();
            if (!packageName.startsWith("dev.spannerkeys.")) {
                return SliceIdentifier.ignore();
            }
            String concern = (packageName + ".").replace(".internal.", ".");
            return SliceIdentifier.of(concern.substring("dev.spannerkeys.".length(), concern.length() - 1));
        }

        @Override
        public String getDescription() {
            return "packages of dev.spannerkeys, each with its internal twin";
        }
    };

    /**
     * The annotations name their generators in {@code @IdGeneratorType}, as Hibernate's own
     * annotations do: that binding is how Hibernate finds the implementation, not a use of it, so it
     * is the one dependency the cycle rule ignores.
     */
    @Test
    void packagesHaveNoCycles() {
        slices().assignedFrom(PACKAGE_WITH_ITS_INTERNAL_TWIN).should().beFreeOfCycles()
                .ignoreDependency(resideInAPackage("dev.spannerkeys.annotations"),
                        describe("an identifier generator", (JavaClass type) -> type.isAssignableTo(Generator.class)))
                .check(library);
    }

    @Test
    void algorithmsDoNotDependOnHibernateOrJpa() {
        noClasses().that().resideInAnyPackage("dev.spannerkeys.keys..", "dev.spannerkeys.internal.schema..",
                        "dev.spannerkeys.advisor..")
                .should().dependOnClassesThat().resideInAnyPackage("org.hibernate..", "jakarta.persistence..",
                        "dev.spannerkeys.hibernate..")
                .check(library);
    }

    @Test
    void jdbcSerializationDoesNotDependOnHibernate() {
        noClasses().that().resideInAPackage("dev.spannerkeys.jdbc..")
                .should().dependOnClassesThat().resideInAnyPackage("org.hibernate..", "jakarta.persistence..",
                        "dev.spannerkeys.hibernate..")
                .check(library);
    }

    @Test
    void annotationsHoldNoLogic() {
        noClasses().that().resideInAPackage("dev.spannerkeys.annotations")
                .should().dependOnClassesThat().resideInAnyPackage("dev.spannerkeys.keys..", "dev.spannerkeys.internal.schema..",
                        "dev.spannerkeys.advisor..", "dev.spannerkeys.hibernate.config..",
                        "dev.spannerkeys.hibernate.internal.model..", "dev.spannerkeys.hibernate.internal.schematool..")
                .check(library);
    }

    /** Micrometer is optional: one package refers to it, and it is loaded only when a registry is configured. */
    @Test
    void onlyTheMicrometerPackageDependsOnMicrometer() {
        noClasses().that().resideOutsideOfPackage("dev.spannerkeys.hibernate.internal.metrics.micrometer")
                .should().dependOnClassesThat().resideInAnyPackage("io.micrometer..")
                .check(library);
    }

    /**
     * Each of this library's annotations is read in exactly one place, its reader in
     * {@code hibernate.mapping}: only the reader calls the annotation's attribute methods, and besides
     * the reader only the generator Hibernate hands the annotation to (named in
     * {@code @IdGeneratorType}) refers to the annotation type at all, and passes it to the reader.
     */
    @Test
    void eachAnnotationHasOneReader() {
        Map<String, String> readers = Map.ofEntries(
                Map.entry("CommitTimestamp", "dev.spannerkeys.hibernate.internal.mapping.CommitTimestampDeclaration"),
                Map.entry("BitReversedSequence", "dev.spannerkeys.hibernate.internal.mapping.SequenceDeclaration"),
                Map.entry("RandomUuid", "dev.spannerkeys.hibernate.internal.mapping.RandomUuidDeclaration"),
                Map.entry("ShardId", "dev.spannerkeys.hibernate.internal.mapping.ShardIdDeclaration"),
                Map.entry("Interleaved", "dev.spannerkeys.hibernate.internal.mapping.InterleavedDeclaration"),
                Map.entry("Descending", "dev.spannerkeys.hibernate.internal.mapping.KeyAttributes"),
                Map.entry("SpannerIndex", "dev.spannerkeys.hibernate.internal.mapping.SpannerIndexDeclaration"),
                Map.entry("SpannerIndexes", "dev.spannerkeys.hibernate.internal.mapping.SpannerIndexDeclaration"),
                Map.entry("SuppressAdvisorRule", "dev.spannerkeys.hibernate.internal.mapping.SuppressionDeclaration"),
                Map.entry("SuppressAdvisorRules", "dev.spannerkeys.hibernate.internal.mapping.SuppressionDeclaration"));
        List<JavaClass> annotations = library.stream()
                .filter(type -> type.getPackageName().equals("dev.spannerkeys.annotations") && type.isAnnotation())
                .toList();
        assertEquals(readers.keySet(), annotations.stream().map(JavaClass::getSimpleName).collect(Collectors.toSet()),
                "every public annotation has a reader named here");
        for (JavaClass annotation : annotations) {
            String reader = readers.get(annotation.getSimpleName());
            Set<String> attributeReaders = annotation.getMethodCallsToSelf().stream()
                    .map(call -> topLevel(call.getOriginOwner()).getName())
                    .filter(owner -> !owner.equals(annotation.getName()))
                    .collect(Collectors.toCollection(TreeSet::new));
            // A container (@SpannerIndexes) is read through its repeatable; @Descending has no attributes.
            boolean hasAttributesToRead = !annotation.getMethods().isEmpty()
                    && !Set.of("SpannerIndexes", "SuppressAdvisorRules").contains(annotation.getSimpleName());
            assertEquals(hasAttributesToRead ? Set.of(reader) : Set.of(), attributeReaders,
                    annotation.getSimpleName() + "'s attributes are read by " + attributeReaders + ", only " + reader + " may");
            Set<String> users = annotation.getDirectDependenciesToSelf().stream()
                    .map(dependency -> topLevel(dependency.getOriginClass()))
                    .filter(origin -> !origin.getPackageName().equals("dev.spannerkeys.annotations"))
                    .filter(origin -> !origin.isAssignableTo(Generator.class))
                    .map(JavaClass::getName)
                    .collect(Collectors.toCollection(TreeSet::new));
            // KeyAnnotationPlacement checks where the generator annotations stand (presence only, no attributes).
            assertTrue(Set.of(reader, "dev.spannerkeys.hibernate.internal.mapping.KeyAnnotationPlacement").containsAll(users),
                    annotation.getSimpleName() + " is used by " + users + ", only by " + reader
                    + " (and the generator Hibernate hands it to)");
        }
    }

    /**
     * Annotations are looked up by reflection only in {@code hibernate.mapping}, where the field and
     * the getter of an attribute are both searched; the entity scanner of the offline tool, which looks
     * for {@code @Entity} classes before any mapping exists, is the one exception.
     */
    @Test
    void annotationsAreLookedUpOnlyInTheMappingPackage() {
        Set<String> lookups = Set.of("getAnnotation", "getAnnotations", "getAnnotationsByType", "getDeclaredAnnotation",
                "getDeclaredAnnotations", "getDeclaredAnnotationsByType", "isAnnotationPresent");
        noClasses().that().resideOutsideOfPackages("dev.spannerkeys.hibernate.mapping",
                        "dev.spannerkeys.hibernate.internal.mapping")
                .and().doNotHaveFullyQualifiedName("dev.spannerkeys.hibernate.internal.offline.EntityScanner")
                .should().callMethodWhere(describe("an annotation lookup", call ->
                        lookups.contains(call.getTarget().getName())
                        && call.getTarget().getOwner().getPackageName().startsWith("java.lang")))
                .check(library);
    }

    private static JavaClass topLevel(JavaClass type) {
        JavaClass current = type;
        while (current.getEnclosingClass().isPresent()) {
            current = current.getEnclosingClass().get();
        }
        return current;
    }

    @Test
    void noPackageHasMoreThanTwentyTopLevelTypes() {
        Map<String, Long> sizes = library.stream()
                .filter(type -> type.isTopLevelClass() && !type.getSimpleName().equals("package-info"))
                .collect(Collectors.groupingBy(JavaClass::getPackageName, TreeMap::new, Collectors.counting()));
        assertTrue(sizes.size() >= 10, "packages found: " + sizes);
        sizes.forEach((pkg, count) -> assertTrue(count <= 20, pkg + " has " + count + " top-level types"));
    }

    /**
     * The same rule for the {@code spanner-emulator} module, whose classes are on this module's test
     * class path (that module cannot run the check itself: the test fixtures depend on it).
     */
    @Test
    void noEmulatorModulePackageHasMoreThanTwentyTopLevelTypes() {
        Map<String, Long> sizes = emulatorModuleClasses().stream()
                .filter(type -> type.isTopLevelClass() && !type.getSimpleName().equals("package-info"))
                .collect(Collectors.groupingBy(JavaClass::getPackageName, TreeMap::new, Collectors.counting()));
        assertTrue(sizes.containsKey(SpannerEmulator.class.getPackageName()), "packages found: " + sizes);
        sizes.forEach((pkg, count) -> assertTrue(count <= 20, pkg + " has " + count + " top-level types"));
    }

    /** The emulator module's internals do not depend on its public package: the dependency goes one way. */
    @Test
    void theEmulatorModulesInternalsDoNotDependOnItsPublicPackage() {
        JavaClasses emulator = emulatorModuleClasses();
        noClasses().that().resideInAPackage("dev.spannerkeys.emulator.internal..")
                .should().dependOnClassesThat().resideInAPackage("dev.spannerkeys.emulator")
                .check(emulator);
    }

    /**
     * The emulator module's main classes, from its classes folder or its jar: a reactor build that runs
     * {@code verify} puts the module's jar on this module's class path, a {@code test} build its folder.
     */
    private static JavaClasses emulatorModuleClasses() {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackagesOf(SpannerEmulator.class);
    }

    @Test
    void dialectNamesInMessagesAreTheDialectClasses() {
        assertEquals(SpannerKeysDialect.class.getName(), SpannerKeysDialectSupport.GOOGLE_SQL_DIALECT);
        assertEquals(SpannerKeysPostgreSQLDialect.class.getName(), SpannerKeysDialectSupport.POSTGRESQL_DIALECT);
    }
}
