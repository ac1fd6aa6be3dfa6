package dev.spannerkeys.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaType;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The public API promise of docs/api.md, checked on the compiled library: a type users may touch
 * (public, outside every {@code internal} package) shows no internal type in what users see of it:
 * its supertypes, and the types of its public and protected fields, methods and constructors
 * (parameters, results, type arguments, declared exceptions).
 */
class PublicApiTest {

    private static JavaClasses library;

    @BeforeAll
    static void importLibrary() {
        library = LibraryClasses.get();
    }

    @Test
    void publicApiSignaturesExposeNoInternalType() {
        assertEquals(List.of(), internalTypesExposed(library),
                "public API types must not show internal types: move the type out of the internal package, "
                        + "or hide it behind a public interface");
    }

    /** Each exposure as "api member -> internal type", sorted; empty when the API is clean. */
    static List<String> internalTypesExposed(JavaClasses classes) {
        Set<String> exposures = new TreeSet<>();
        for (JavaClass type : classes) {
            if (!isPublicApi(type)) {
                continue;
            }
            Stream.concat(type.getSuperclass().stream(), type.getInterfaces().stream())
                    .forEach(supertype -> record(exposures, type.getName(), supertype));
            for (JavaField field : type.getFields()) {
                if (visibleToUsers(type, field)) {
                    record(exposures, field.getFullName(), field.getType());
                }
            }
            for (JavaCodeUnit codeUnit : type.getCodeUnits()) {
                if (!visibleToUsers(type, codeUnit) || codeUnit.getModifiers().contains(JavaModifier.SYNTHETIC)
                        || codeUnit.getModifiers().contains(JavaModifier.BRIDGE)) {
                    continue;
                }
                record(exposures, codeUnit.getFullName(), codeUnit.getReturnType());
                codeUnit.getParameterTypes().forEach(parameter -> record(exposures, codeUnit.getFullName(), parameter));
                codeUnit.getExceptionTypes().forEach(thrown -> record(exposures, codeUnit.getFullName(), thrown));
            }
        }
        return List.copyOf(exposures);
    }

    /** Public, outside internal packages, and reachable: every enclosing class public too. */
    private static boolean isPublicApi(JavaClass type) {
        if (isInternal(type) || type.isAnonymousClass() || type.isLocalClass()) {
            return false;
        }
        for (JavaClass current = type; current != null; current = current.getEnclosingClass().orElse(null)) {
            if (!current.getModifiers().contains(JavaModifier.PUBLIC)) {
                return false;
            }
        }
        return true;
    }

    /** Public members, and protected ones of a class users can extend. */
    private static boolean visibleToUsers(JavaClass owner, JavaMember member) {
        Set<JavaModifier> modifiers = member.getModifiers();
        return modifiers.contains(JavaModifier.PUBLIC)
                || (modifiers.contains(JavaModifier.PROTECTED) && !owner.getModifiers().contains(JavaModifier.FINAL));
    }

    private static void record(Set<String> exposures, String where, JavaType shown) {
        for (JavaClass involved : shown.getAllInvolvedRawTypes()) {
            JavaClass base = involved.isArray() ? involved.getBaseComponentType() : involved;
            if (isInternal(base)) {
                exposures.add(where + " -> " + base.getName());
            }
        }
    }

    /**
     * The convention of docs/api.md: one of this library's packages named {@code internal}, or inside
     * one. (Hibernate's own internal types, which an overridden dialect method may show, are Hibernate's.)
     */
    static boolean isInternal(JavaClass type) {
        String packageName = type.getPackageName();
        return packageName.startsWith("dev.spannerkeys.")
                && (packageName.endsWith(".internal") || packageName.contains(".internal."));
    }
}
