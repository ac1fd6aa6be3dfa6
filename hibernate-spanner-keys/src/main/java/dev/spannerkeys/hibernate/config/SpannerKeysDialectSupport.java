package dev.spannerkeys.hibernate.config;

import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SqlDialect;
import org.hibernate.MappingException;
import org.hibernate.boot.Metadata;
import org.hibernate.dialect.Dialect;
import org.hibernate.service.ServiceRegistry;

/**
 * Marks the dialects that export this library's schema objects, and tells which SQL dialect they
 * speak. The generators refuse to start on any other dialect, because a stock dialect would
 * silently drop the sequence options and column defaults.
 */
public interface SpannerKeysDialectSupport {

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
        if (dialect instanceof SpannerKeysDialectSupport supported) {
            return supported.sqlDialect();
        }
        throw UnsupportedDialectException.of(dialect, where,
                "which cannot create Spanner sequences with their options or key defaults", registry);
    }
}
