package dev.spannerkeys.hibernate.mapping;

import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import java.util.Objects;
import org.hibernate.MappingException;

/**
 * A bootstrap error about the mapping, in this library's one form: where (entity and attribute),
 * what is wrong and the fix. Its message is {@code "<where>: <problem>. Fix: <fix>"}; the parts are
 * kept so that tools (a Spring Boot failure analyzer, an IDE) can show them apart.
 *
 * <p>Created by {@link MappingProblems}. A subtype of Hibernate's {@link MappingException}, so
 * code that catches Hibernate's exception keeps working.
 */
public final class MappingProblemException extends MappingException {

    private static final long serialVersionUID = 1L;

    private final String where;
    private final String problem;
    private final String fix;

    /**
     * @param where the entity and attribute (or table, column, index) the problem is about
     * @param problem what is wrong, without the location
     * @param fix how to correct it
     */
    public MappingProblemException(String where, String problem, String fix) {
        super(Objects.requireNonNull(where, "where") + ": " + Objects.requireNonNull(problem, "problem") + ". Fix: "
                + Objects.requireNonNull(fix, "fix"));
        this.where = where;
        this.problem = problem;
        this.fix = fix;
    }

    /** The entity and attribute (or table, column, index) the problem is about. */
    public String where() {
        return where;
    }

    /** What is wrong, without the location. */
    public String problem() {
        return problem;
    }

    /** How to correct it. */
    public String fix() {
        return fix;
    }
}
