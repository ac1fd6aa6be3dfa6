package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.config.UnsupportedDialectException;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;

/**
 * Turns a start-up that failed on a Hibernate dialect this library cannot work with into Boot's
 * "APPLICATION FAILED TO START" report, in Boot's terms:
 *
 * <ul>
 *   <li>a stock dialect on a Spanner connection names the property that set it
 *       ({@code spring.jpa.database-platform} or {@code spring.jpa.properties.hibernate.dialect}) and
 *       says to remove it;</li>
 *   <li>a connection to another database (an embedded H2 that Boot started because no
 *       {@code spring.datasource.url} is set, for one) names that database and URL, and says how to point
 *       the application at Spanner or at the development emulator.</li>
 * </ul>
 *
 * Registered in {@code META-INF/spring.factories}.
 */
final class UnsupportedDialectFailureAnalyzer extends AbstractFailureAnalyzer<UnsupportedDialectException> {

    /** The properties through which a Boot application sets Hibernate's dialect, in the order Boot reads them. */
    static final String[] DIALECT_PROPERTIES = { "spring.jpa.properties.hibernate.dialect",
            "spring.jpa.database-platform" };

    private static final String EMULATOR_CLASS = "dev.spannerkeys.emulator.SpannerEmulator";

    private final Environment environment;

    UnsupportedDialectFailureAnalyzer(Environment environment) {
        this.environment = environment;
    }

    @Override
    protected @Nullable FailureAnalysis analyze(Throwable rootFailure, UnsupportedDialectException cause) {
        return cause.connectedToSpanner() ? stockDialect(cause) : otherDatabase(cause);
    }

    private FailureAnalysis stockDialect(UnsupportedDialectException cause) {
        String property = null;
        for (String candidate : DIALECT_PROPERTIES) {
            if (environment.containsProperty(candidate)) {
                property = candidate;
                break;
            }
        }
        String setBy = property == null ? "the Hibernate setting 'hibernate.dialect'" : "'" + property + "'";
        String description = "Hibernate is configured with the dialect " + cause.dialect() + " through " + setBy
                + ". It cannot create Spanner sequences with their options, key defaults, interleaved tables or "
                + "Spanner indexes, so the application would run on a schema other than the one its entities declare.";
        String action = "Remove " + setBy + ": the library selects its own dialect from the Spanner connection. "
                + "To name it explicitly, set it to " + SpannerKeysDialectSupport.GOOGLE_SQL_DIALECT + " (GoogleSQL) or "
                + SpannerKeysDialectSupport.POSTGRESQL_DIALECT + " (PostgreSQL).";
        return new FailureAnalysis(description, action, cause);
    }

    private FailureAnalysis otherDatabase(UnsupportedDialectException cause) {
        String database = cause.database() == null ? "a database that is not Cloud Spanner" : cause.database();
        String url = cause.databaseUrl() == null ? "" : " (" + cause.databaseUrl() + ")";
        boolean noUrl = !environment.containsProperty("spring.datasource.url");
        String description = "The application is connected to " + database + url + ", not to Cloud Spanner"
                + (noUrl ? ": 'spring.datasource.url' is not set, so Spring Boot started an embedded database" : "")
                + ". The entities use this library's keys and schema, which need a Spanner database.";
        boolean emulatorPresent = ClassUtils.isPresent(EMULATOR_CLASS, getClass().getClassLoader());
        String action = "Set 'spring.datasource.url' to your Spanner database "
                + "(jdbc:cloudspanner:/projects/PROJECT/instances/INSTANCE/databases/DATABASE), or for development use "
                + (emulatorPresent ? "the development emulator: remove 'spanner.keys.emulator.enabled=false' (or set it "
                        + "to true)"
                        : "the development emulator: add dev.spannerkeys:spanner-emulator as a development dependency "
                        + "(it is not on the class path; a packaged jar leaves it out) and run with "
                        + "spanner.keys.emulator.enabled=true")
                + ", or an emulator you started yourself (jdbc:cloudspanner://localhost:9010/projects/PROJECT/instances/"
                + "INSTANCE/databases/DATABASE;autoConfigEmulator=true).";
        return new FailureAnalysis(description, action, cause);
    }
}
