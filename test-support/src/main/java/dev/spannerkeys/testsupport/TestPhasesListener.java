package dev.spannerkeys.testsupport;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Tells {@link TestPhases} which top-level test class runs, and writes its timings to
 * {@code target/test-phases/} when the JVM's tests end. Registered with the JUnit Platform through
 * {@code META-INF/services}, so every module whose tests have this module on their class path has it;
 * it does nothing unless {@value TestPhases#PROPERTY} is {@code true}.
 */
public final class TestPhasesListener implements TestExecutionListener {

    /** Created by the JUnit Platform's service loader. */
    public TestPhasesListener() {
    }

    @Override
    public void executionStarted(TestIdentifier identifier) {
        topLevelClass(identifier).ifPresent(TestPhases::classStarted);
    }

    @Override
    public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
        if (topLevelClass(identifier).isPresent()) {
            TestPhases.classFinished();
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        TestPhases.write(Path.of("target", "test-phases"));
    }

    /** The class of a container for a top-level class (not a nested one, not a method). */
    private static Optional<String> topLevelClass(TestIdentifier identifier) {
        if (!TestPhases.enabled() || !identifier.isContainer()) {
            return Optional.empty();
        }
        return identifier.getSource().filter(ClassSource.class::isInstance).map(ClassSource.class::cast)
                .map(ClassSource::getClassName).filter(name -> !name.contains("$"));
    }
}
