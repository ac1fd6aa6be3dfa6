package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.hibernate.mapping.MappingProblemException;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a start-up that failed on an entity mapping this library cannot use (a generator on the
 * wrong attribute type, an interleave Spanner would reject, ...) into Boot's "APPLICATION FAILED TO
 * START" report: the entity and attribute with what is wrong as the description, the library's fix
 * as the action. Registered in {@code META-INF/spring.factories}.
 */
final class MappingProblemFailureAnalyzer extends AbstractFailureAnalyzer<MappingProblemException> {

    @Override
    protected @Nullable FailureAnalysis analyze(Throwable rootFailure, MappingProblemException cause) {
        return new FailureAnalysis("The JPA mapping cannot be used with Cloud Spanner.\n\n    " + cause.where()
                + ":\n    " + cause.problem() + ".", "Fix: " + cause.fix() + ".", cause);
    }
}
