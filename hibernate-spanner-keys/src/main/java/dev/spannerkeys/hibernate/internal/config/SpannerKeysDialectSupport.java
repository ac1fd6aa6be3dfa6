package dev.spannerkeys.hibernate.internal.config;

import dev.spannerkeys.hibernate.config.UnsupportedDialectException;
import dev.spannerkeys.internal.schema.CommitTimestampAttributes;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.Map;
import org.hibernate.MappingException;
import org.hibernate.boot.Metadata;
import org.hibernate.cfg.JdbcSettings;
import org.hibernate.cfg.SchemaToolingSettings;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.SpannerDialect;
import org.hibernate.dialect.SpannerPostgreSQLDialect;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.internal.util.config.ConfigurationHelper;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.tool.schema.Action;

/**
 * What this library's dialects export: which SQL dialect they speak, the schema model and the naming
 * of a persistence unit. The generators refuse to start on any other dialect, because a stock dialect
 * would silently drop the sequence options and column defaults.
 *
 * <p>The public dialects do not implement this contract themselves (their signatures would show internal
 * types): each holds an implementation and hands it out through its table exporter, which
 * {@link #of(Dialect)} looks up.
 */
public interface SpannerKeysDialectSupport {

    /** Implemented by the table exporter of this library's dialects: the way from a dialect to its support. */
    interface Carrier {

        /** The support of the dialect that owns this exporter. */
        SpannerKeysDialectSupport dialectSupport();
    }

    /**
     * The support of {@code dialect} when it is one of this library's dialects (or a subclass), otherwise
     * {@code null}.
     */
    static SpannerKeysDialectSupport of(Dialect dialect) {
        return dialect != null && dialect.getTableExporter() instanceof Carrier carrier ? carrier.dialectSupport() : null;
    }

    /** The class name of this library's GoogleSQL dialect, for {@code hibernate.dialect}. */
    String GOOGLE_SQL_DIALECT = "dev.spannerkeys.hibernate.SpannerKeysDialect";

    /** The class name of this library's PostgreSQL-dialect dialect, for {@code hibernate.dialect}. */
    String POSTGRESQL_DIALECT = "dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect";

    /** The SQL dialect of the database. */
    SqlDialect sqlDialect();

    /**
     * The Spanner schema this dialect exports for {@code metadata}: the model the DDL is printed
     * from, for tools (such as the advisor) that inspect it. Built and validated on first use.
     *
     * @throws MappingException if the mapping breaks a schema rule, naming entity, attribute and fix
     */
    SchemaModel schemaModel(Metadata metadata);

    /**
     * Which mapped attribute each commit-timestamp column holds, filled when a session factory of this
     * dialect starts, so that a refused read of a pending commit timestamp names the attribute.
     */
    CommitTimestampAttributes commitTimestampAttributes();

    /**
     * How {@code metadata}'s persistence unit renders database names: the names the DDL of
     * {@link #schemaModel} is printed with, for tools that query the schema.
     */
    DatabaseNaming naming(Metadata metadata);

    /**
     * The SQL dialect of {@code dialect}, or a bootstrap error explaining how to select one of this
     * library's dialects.
     *
     * @param dialect the configured Hibernate dialect
     * @param where the entity and attribute, for the message
     */
    static SqlDialect require(Dialect dialect, String where) {
        return require(dialect, where, null);
    }

    /**
     * The SQL dialect of {@code dialect}, or a bootstrap error ({@link UnsupportedDialectException})
     * explaining how to select one of this library's dialects, or, when the connection is not to
     * Spanner at all, naming the database it reached and how to reach Spanner.
     *
     * @param dialect the configured Hibernate dialect
     * @param where the entity and attribute, for the message
     * @param registry the persistence unit's services, for the connection's database; may be {@code null}
     */
    static SqlDialect require(Dialect dialect, String where, ServiceRegistry registry) {
        SpannerKeysDialectSupport supported = of(dialect);
        if (supported != null) {
            return supported.sqlDialect();
        }
        if (metamodelOnly(dialect, registry)) {
            // Nothing of the generator reaches a database in such a unit: any dialect's DDL would do.
            return SqlDialect.GOOGLE_STANDARD_SQL;
        }
        throw UnsupportedDialectException.of(dialect, where,
                "which cannot create Spanner sequences with their options or key defaults", registry);
    }

    /**
     * Whether the persistence unit is booted for its metamodel only: Hibernate may not touch JDBC at bootstrap
     * ({@code hibernate.boot.allow_jdbc_metadata_access=false}), no schema action is set, and the dialect is no
     * Spanner dialect at all. That is how Spring Data JPA's AOT repository processing boots Hibernate at build
     * time (a placeholder dialect and a connection provider that has no connection), to derive its queries. Such
     * a unit never creates a schema nor writes a row, so the library takes no part in it (its generators, schema
     * checks and start-up draws stand aside) instead of refusing the dialect; it does its work when the
     * application starts on Spanner. A unit that reaches a database, or creates a schema, is judged as before.
     *
     * @param dialect the persistence unit's dialect
     * @param registry its services, for the settings; {@code null}: not metamodel-only
     */
    static boolean metamodelOnly(Dialect dialect, ServiceRegistry registry) {
        if (registry == null || of(dialect) != null || dialect instanceof SpannerDialect
                || dialect instanceof SpannerPostgreSQLDialect) {
            return false;
        }
        Map<String, Object> settings = registry.requireService(ConfigurationService.class).getSettings();
        if (ConfigurationHelper.getBoolean(JdbcSettings.ALLOW_METADATA_ON_BOOT, settings, true)) {
            return false;
        }
        Object jpaAction = settings.get(SchemaToolingSettings.JAKARTA_HBM2DDL_DATABASE_ACTION);
        Action action = jpaAction != null ? Action.interpretJpaSetting(jpaAction)
                : Action.interpretHbm2ddlSetting(settings.get(SchemaToolingSettings.HBM2DDL_AUTO));
        return action == Action.NONE;
    }
}
