package dev.spannerkeys.hibernate.internal.advisor;

import dev.spannerkeys.hibernate.advisor.HotspotAdvisorException;
import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.internal.advisor.input.CollidingKeys;
import dev.spannerkeys.internal.advisor.HotspotAdvisor;
import dev.spannerkeys.advisor.report.Severity;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.tool.schema.Action;
import org.hibernate.tool.schema.spi.SchemaManagementToolCoordinator.ActionGrouping;

/**
 * Runs the hotspot advisor once per session factory, while it is built and before any schema action
 * touches the database, as {@link SpannerKeysSettings#ADVISOR} says: {@code warn} (default) logs the
 * report, {@code fail} throws {@link HotspotAdvisorException} when it has an error, {@code off} does
 * nothing. With schema action {@code update} or {@code validate} the database is there to read, so
 * the migration check also compares existing keys with each {@code @BitReversedSequence}.
 *
 * <p>Only runs with this library's dialects (the advisor reads their schema model). Registered in
 * {@code META-INF/services}; the report is logged through {@link System.Logger} (java.util.logging unless
 * the application routes it elsewhere) under the name {@code dev.spannerkeys.advisor}.
 */
public final class HotspotAdvisorIntegrator implements Integrator {

    private static final Logger LOG = System.getLogger("dev.spannerkeys.advisor");

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        Map<String, Object> settings = bootstrapContext.getServiceRegistry().requireService(ConfigurationService.class)
                .getSettings();
        AdvisorMode mode = AdvisorMode.parse(settings.get(SpannerKeysSettings.ADVISOR));
        SpannerKeysDialectSupport dialect = SpannerKeysDialectSupport.of(sessionFactory.getJdbcServices().getDialect());
        if (mode == AdvisorMode.OFF || dialect == null) {
            return;
        }
        long start = System.nanoTime();
        AdvisorReport report;
        try {
            AdvisorInput input = MappingFacts.read(metadata, dialect.schemaModel(metadata), dialect.sqlDialect());
            if (readsDatabase(metadata, settings)) {
                input = input.withCollisions(collisions(sessionFactory, dialect.naming(metadata), input));
            }
            report = HotspotAdvisor.standard().advise(input);
        } catch (RuntimeException e) {
            if (mode == AdvisorMode.FAIL) {
                throw e;
            }
            // In warn mode an advisor that cannot read a mapping must not stop the application.
            LOG.log(Level.WARNING, "Spanner key advisor could not run: " + e, e);
            return;
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (mode == AdvisorMode.FAIL && report.has(Severity.ERROR)) {
            throw new HotspotAdvisorException(report);
        }
        if (report.isEmpty()) {
            LOG.log(Level.INFO, "Spanner key advisor: no findings ({0} ms)", millis);
            return;
        }
        Level level = report.has(Severity.WARNING) ? Level.WARNING : Level.INFO;
        LOG.log(level, report.toText() + "(" + millis + " ms; " + SpannerKeysSettings.ADVISOR
                + "=fail refuses to start on errors, =off skips the advisor)");
    }

    /** Whether the schema action reads an existing database: update or validate. */
    private static boolean readsDatabase(Metadata metadata, Map<String, Object> settings) {
        for (ActionGrouping grouping : ActionGrouping.interpret(metadata, settings)) {
            if (grouping.databaseAction() == Action.UPDATE || grouping.databaseAction() == Action.VALIDATE) {
                return true;
            }
        }
        return false;
    }

    private static List<CollidingKeys> collisions(SessionFactoryImplementor sessionFactory, DatabaseNaming naming,
            AdvisorInput input) {
        JdbcConnectionAccess access = sessionFactory.getJdbcServices().getBootstrapJdbcConnectionAccess();
        try {
            Connection connection = access.obtainConnection();
            boolean autoCommit = connection.getAutoCommit();
            try {
                // Single-use reads: no read-write transaction that the emulator would serialize.
                connection.setAutoCommit(true);
                return MigrationCheck.run(connection, naming, input);
            } finally {
                connection.setAutoCommit(autoCommit);
                access.releaseConnection(connection);
            }
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "Spanner key advisor: the migration check could not read the existing keys ("
                    + e.getMessage() + "); existing keys were not compared with the @BitReversedSequence sequences");
            return List.of();
        }
    }

    @Override
    public void disintegrate(SessionFactoryImplementor sessionFactory,
            org.hibernate.service.spi.SessionFactoryServiceRegistry serviceRegistry) {
        // Nothing to release: the advisor keeps no state.
    }
}
