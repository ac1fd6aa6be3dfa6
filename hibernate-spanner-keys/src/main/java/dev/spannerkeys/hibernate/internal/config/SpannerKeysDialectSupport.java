package dev.spannerkeys.hibernate.internal.config;

import dev.spannerkeys.hibernate.config.UnsupportedDialectException;
import dev.spannerkeys.internal.schema.CommitTimestampAttributes;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import org.hibernate.MappingException;
import org.hibernate.boot.Metadata;
import org.hibernate.dialect.Dialect;
import org.hibernate.service.ServiceRegistry;

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
        throw UnsupportedDialectException.of(dialect, where,
                "which cannot create Spanner sequences with their options or key defaults", registry);
    }
}
