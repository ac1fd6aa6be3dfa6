package dev.spannerkeys.hibernate.internal;

import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import dev.spannerkeys.internal.schema.SqlDialect;
import org.hibernate.dialect.Dialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolver;

/**
 * Selects {@link SpannerKeysDialect} or {@link SpannerKeysPostgreSQLDialect} from the JDBC
 * connection's product name, so users set no {@code hibernate.dialect}. Registered in
 * {@code META-INF/services}; Hibernate consults discovered resolvers before its standard one.
 */
public final class SpannerKeysDialectResolver implements DialectResolver {

    static final String GOOGLE_SQL_PRODUCT = "Google Cloud Spanner";
    static final String POSTGRESQL_PRODUCT = "Google Cloud Spanner PostgreSQL";

    @Override
    public Dialect resolveDialect(DialectResolutionInfo info) {
        String product = info.getDatabaseName();
        if (GOOGLE_SQL_PRODUCT.equals(product)) {
            return new SpannerKeysDialect(info);
        }
        if (POSTGRESQL_PRODUCT.equals(product)) {
            return new SpannerKeysPostgreSQLDialect(info);
        }
        return null;
    }

    /**
     * The library's dialect for a database of the given SQL dialect: {@link SpannerKeysDialect} or
     * {@link SpannerKeysPostgreSQLDialect}. For setting {@code hibernate.dialect} where Hibernate cannot
     * ask the database, e.g. when writing DDL scripts offline.
     */
    public static Class<? extends Dialect> dialectClass(SqlDialect dialect) {
        return switch (dialect) {
            case GOOGLE_STANDARD_SQL -> SpannerKeysDialect.class;
            case POSTGRESQL -> SpannerKeysPostgreSQLDialect.class;
        };
    }
}
