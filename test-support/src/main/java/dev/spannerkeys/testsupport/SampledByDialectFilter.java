package dev.spannerkeys.testsupport;

import dev.spannerkeys.emulator.DatabaseDialect;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

/**
 * Leaves out of a run the dialect class of each {@link SampledByDialect} contract that this run's {@link TestSample}
 * does not take. Registered with the JUnit Platform through {@code META-INF/services}, so every module whose tests
 * have this module on their class path has it; without such contracts it keeps everything.
 */
public final class SampledByDialectFilter implements PostDiscoveryFilter {

    /** The class-name prefix of each dialect's class of a contract. */
    private static final Map<String, DatabaseDialect> PREFIXES = Map.of(
            "GoogleSql", DatabaseDialect.GOOGLE_STANDARD_SQL,
            "PostgreSql", DatabaseDialect.POSTGRESQL);

    private final TestSample sample = TestSample.current();

    /** Created by the JUnit Platform's service loader. */
    public SampledByDialectFilter() {
    }

    @Override
    public FilterResult apply(TestDescriptor descriptor) {
        Optional<Class<?>> testClass = descriptor.getSource().flatMap(SampledByDialectFilter::javaClass);
        if (testClass.isEmpty()) {
            return FilterResult.included("not a test class or method");
        }
        SampledByDialect contract = testClass.get().getAnnotation(SampledByDialect.class);
        if (contract == null) {
            return FilterResult.included("not a dialect contract");
        }
        DatabaseDialect dialect = dialectOf(testClass.get());
        if (namedByTheBuild(testClass.get())) {
            return FilterResult.included("named by -Dtest");
        }
        boolean covering = dialect == contract.cover();
        return sample.takes(covering)
                ? FilterResult.included(dialect + " is in the " + sample + " sample")
                : FilterResult.excluded(dialect + " is left to the other sample (-D" + TestSample.PROPERTY
                        + "=every runs both)");
    }

    /**
     * Whether Surefire's {@code -Dtest} (which reaches its test JVMs as a system property) names the class, by its
     * simple name or a pattern of it ({@code GoogleSqlTransactionsTest}, {@code *TransactionsTest#method}, a path or
     * a qualified name): a class a contributor names runs whatever the sample, so that naming it never runs zero tests.
     */
    static boolean namedByTheBuild(Class<?> testClass) {
        String selection = System.getProperty("test", "");
        for (String pattern : selection.split(",")) {
            String classPattern = pattern.strip().split("#", 2)[0].replaceFirst("\\.(java|class)$", "");
            String simpleName = classPattern.substring(Math.max(classPattern.lastIndexOf('/'), classPattern.lastIndexOf('.')) + 1);
            if (!simpleName.isEmpty() && testClass.getSimpleName().matches(
                    Pattern.quote(simpleName).replace("*", "\\E.*\\Q").replace("?", "\\E.\\Q"))) {
                return true;
            }
        }
        return false;
    }

    private static DatabaseDialect dialectOf(Class<?> testClass) {
        String name = testClass.getSimpleName();
        return PREFIXES.entrySet().stream().filter(prefix -> name.startsWith(prefix.getKey())).map(Map.Entry::getValue)
                .findFirst().orElseThrow(() -> new IllegalStateException(testClass.getName() + " runs a contract marked "
                        + "@SampledByDialect, so its name must say its dialect: start it with GoogleSql or PostgreSql"));
    }

    private static Optional<Class<?>> javaClass(TestSource source) {
        if (source instanceof ClassSource classSource) {
            return Optional.of(classSource.getJavaClass());
        }
        if (source instanceof MethodSource methodSource) {
            return Optional.of(methodSource.getJavaClass());
        }
        return Optional.empty();
    }
}
