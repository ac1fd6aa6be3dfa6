package dev.spannerkeys.hibernate.config;

import java.util.Objects;
import org.hibernate.MappingException;

/**
 * A {@code spanner.keys.*} setting with a value the library does not accept, refused while the
 * session factory is built, before anything reaches the database. The message has the form of every
 * bootstrap error of this library: {@code "Setting '<name>' = '<value>': <problem>. Fix: <fix>"}.
 *
 * <p>A subtype of Hibernate's {@link MappingException}, like the library's mapping errors, so that
 * code (and the Spring Boot starter's failure analysis) that handles those handles these too.
 */
public final class InvalidSettingException extends MappingException {

    private static final long serialVersionUID = 1L;

    private final String setting;
    private final String value;
    private final String problem;
    private final String fix;

    /**
     * @param setting the setting's name, e.g. {@code spanner.keys.write-mode}
     * @param value the value it was given, as text
     * @param problem what is wrong with the value
     * @param fix how to correct it
     */
    public InvalidSettingException(String setting, Object value, String problem, String fix) {
        super("Setting '" + Objects.requireNonNull(setting, "setting") + "' = '" + value + "': "
                + Objects.requireNonNull(problem, "problem") + ". Fix: " + Objects.requireNonNull(fix, "fix"));
        this.setting = setting;
        this.value = String.valueOf(value);
        this.problem = problem;
        this.fix = fix;
    }

    /** The setting's name. */
    public String setting() {
        return setting;
    }

    /** The refused value, as text. */
    public String value() {
        return value;
    }

    /** What is wrong with the value. */
    public String problem() {
        return problem;
    }

    /** How to correct it. */
    public String fix() {
        return fix;
    }
}
