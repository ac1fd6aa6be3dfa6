package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.emulator.EmulatorNotFoundException;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysHibernateAutoConfiguration;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysHibernatePropertiesCustomizer;
import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.jdbc.autoconfigure.JdbcConnectionDetails;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * The {@code spanner-emulator} module is an optional dependency of the starter: an application that
 * does not add it (its production build) gets everything else the starter does, and the development
 * emulator simply is not there.
 */
@ExtendWith(OutputCaptureExtension.class)
class WithoutEmulatorModuleTest {

    /** Hides every class of the {@code spanner-emulator} module, as in an application without it. */
    private static final String EMULATOR_MODULE_PACKAGE = "dev.spannerkeys.emulator";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerKeysHibernateAutoConfiguration.class,
                    SpannerEmulatorAutoConfiguration.class, MissingEmulatorModuleAutoConfiguration.class))
            .withClassLoader(new FilteredClassLoader(EMULATOR_MODULE_PACKAGE));

    @Test
    void theConditionsNameTheModulesClassesAsTheyAre() {
        assertThat(SpannerEmulatorAutoConfiguration.SPANNER_EMULATOR_CLASS).isEqualTo(SpannerEmulator.class.getName());
        assertThat(EmulatorNotFoundFailureAnalyzer.EMULATOR_NOT_FOUND_EXCEPTION)
                .isEqualTo(EmulatorNotFoundException.class.getName());
        assertThat(SpannerEmulator.class.getPackageName()).isEqualTo(EMULATOR_MODULE_PACKAGE);
    }

    @Test
    void theEmulatorBacksOffAndTheRestOfTheStarterWorks(CapturedOutput output) {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true", "spanner.keys.emulator.dialect=postgresql",
                "spanner.keys.advisor=fail", "spanner.keys.jdbc.batch-size=50").run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(SpannerEmulatorAutoConfiguration.class);
                    assertThat(context).doesNotHaveBean(JdbcConnectionDetails.class);
                    assertThat(context).doesNotHaveBean(EmulatorSchemaCreation.class);

                    assertThat(context).hasSingleBean(SpannerKeysHibernatePropertiesCustomizer.class);
                    SpannerKeysProperties properties = context.getBean(SpannerKeysProperties.class);
                    assertThat(properties.getAdvisor()).isEqualTo(AdvisorMode.FAIL);
                    Map<String, Object> settings = new HashMap<>();
                    context.getBean(SpannerKeysHibernatePropertiesCustomizer.class).customize(settings);
                    assertThat(settings).containsEntry("hibernate.jdbc.batch_size", "50")
                            .containsEntry("spanner.keys.advisor", "fail")
                            .doesNotContainKey("hibernate.hbm2ddl.auto");
                });
        assertThat(output).contains(MissingEmulatorModuleAutoConfiguration.WARNING);
    }

    @Test
    void theWarningComesBeforeAFailureItExplains(CapturedOutput output) {
        runner.withPropertyValues("spanner.keys.emulator.enabled=true")
                .withBean("needsADatabase", String.class, () -> {
                    throw new IllegalStateException("no database");
                })
                .run(context -> assertThat(context).hasFailed());
        assertThat(output).contains(MissingEmulatorModuleAutoConfiguration.WARNING);
    }

    @Test
    void saysNothingWhenTheEmulatorIsNotAskedFor(CapturedOutput output) {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(SpannerKeysHibernatePropertiesCustomizer.class);
        });
        runner.withPropertyValues("spanner.keys.emulator.enabled=true",
                "spring.datasource.url=jdbc:cloudspanner:/projects/p/instances/i/databases/d")
                .run(context -> assertThat(context).hasNotFailed());
        assertThat(output).doesNotContain(MissingEmulatorModuleAutoConfiguration.WARNING);
    }

    @Test
    void theWarningIsOnlyForTheModulesAbsence(CapturedOutput output) {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(MissingEmulatorModuleAutoConfiguration.class))
                .withPropertyValues("spanner.keys.emulator.enabled=true")
                .run(context -> assertThat(context).doesNotHaveBean(MissingEmulatorModuleAutoConfiguration.class));
        assertThat(output).doesNotContain(MissingEmulatorModuleAutoConfiguration.WARNING);
    }

    /**
     * Boot instantiates every registered failure analyzer whenever a start fails, also in applications
     * without the module. Here the analyzer is loaded by a class loader that cannot see the module at
     * all (a {@link FilteredClassLoader} only hides classes from lookups by name, not from the linking
     * of classes its parent defines).
     */
    @Test
    void theFailureAnalyzerLoadsAndAnalysesWithoutTheModule() throws Exception {
        ClassLoader withoutModule = new WithoutModuleClassLoader(getClass().getClassLoader());
        Class<?> type = Class.forName(EmulatorNotFoundFailureAnalyzer.class.getName(), true, withoutModule);
        assertThat(type.getClassLoader()).isSameAs(withoutModule);
        Constructor<?> constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        FailureAnalyzer analyzer = (FailureAnalyzer) constructor.newInstance();

        assertThat(analyzer.analyze(new IllegalStateException("something else"))).isNull();

        // The module's exception, thrown where the module is present, is still recognised by name.
        EmulatorNotFoundException notFound = new EmulatorNotFoundException("Tried: nothing");
        FailureAnalysis analysis = analyzer.analyze(new IllegalStateException("bean creation", notFound));
        assertThat(analysis).isNotNull();
        assertThat(analysis.getCause()).isSameAs(notFound);
        assertThat(analysis.getDescription()).contains("Tried: nothing");
    }

    /** Defines the analyzer itself, so that its references resolve here, and refuses the module's classes. */
    private static final class WithoutModuleClassLoader extends ClassLoader {

        private static final String DEFINED_HERE = EmulatorNotFoundFailureAnalyzer.class.getName();

        WithoutModuleClassLoader(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.startsWith(EMULATOR_MODULE_PACKAGE + ".")) {
                    throw new ClassNotFoundException(name + " (the spanner-emulator module is absent)");
                }
                if (!name.equals(DEFINED_HERE)) {
                    return super.loadClass(name, resolve);
                }
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    try (InputStream bytecode = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                        if (bytecode == null) {
                            throw new ClassNotFoundException(name);
                        }
                        byte[] bytes = bytecode.readAllBytes();
                        loaded = defineClass(name, bytes, 0, bytes.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
