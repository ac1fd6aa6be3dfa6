package dev.spannerkeys.hibernate.internal;

import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.config.UnsupportedDialectException;
import dev.spannerkeys.hibernate.internal.mapping.InterleavedDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.KeyAttributes;
import dev.spannerkeys.hibernate.internal.mapping.SpannerIndexDeclaration;
import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.internal.transactions.TransactionSettings;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.boot.Metadata;
import org.hibernate.cfg.MultiTenancySettings;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.dialect.Dialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.mapping.PersistentClass;

/**
 * Checks the Spanner schema of a persistence unit while its session factory is built, whatever the
 * schema action (even {@code none}): a key, interleave or index that Spanner would reject, or that
 * could not be changed later, fails the bootstrap with entity, attribute and fix. Registered in
 * {@code META-INF/services}.
 *
 * <p>A default lock timeout ({@code jakarta.persistence.lock.timeout}), which Spanner cannot honour, is
 * refused here too (see {@link LockHint}), and so is an isolation level Spanner lacks
 * ({@code hibernate.connection.isolation}).
 *
 * <p>With a dialect that is not one of this library's, schema annotations would be silently
 * ignored, so their presence fails the bootstrap too; except in a persistence unit built for its metamodel
 * only (Spring Data's AOT processing, see {@link SpannerKeysDialectSupport#metamodelOnly}), which never
 * creates a schema: that is logged.
 */
public final class SpannerKeysIntegrator implements Integrator {

    private static final System.Logger LOG = System.getLogger("dev.spannerkeys.hibernate");

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        Dialect dialect = sessionFactory.getJdbcServices().getDialect();
        SpannerKeysDialectSupport support = SpannerKeysDialectSupport.of(dialect);
        if (support != null) {
            LockHint.requireNoLockTimeoutSetting(sessionFactory.getProperties());
            requireNoTenantSchemaMapper(sessionFactory);
            TransactionSettings.requireSupportedIsolation(sessionFactory.getProperties());
            support.schemaModel(metadata);
            return;
        }
        if (SpannerKeysDialectSupport.metamodelOnly(dialect, sessionFactory.getServiceRegistry())) {
            LOG.log(System.Logger.Level.INFO, () -> "Persistence unit '" + sessionFactory.getName() + "' is built for its"
                    + " metamodel only (no JDBC access at bootstrap, no schema action, dialect "
                    + dialect.getClass().getName() + ", as Spring Data's AOT processing builds it): hibernate-spanner-keys"
                    + " checks the schema and draws keys when the application starts on Spanner");
            return;
        }
        List<String> annotated = annotatedEntities(metadata);
        if (!annotated.isEmpty()) {
            throw UnsupportedDialectException.of(dialect, "Entities " + annotated
                    + " use @Interleaved, @SpannerIndex or @Descending", "which ignores them",
                    sessionFactory.getServiceRegistry());
        }
    }

    /**
     * Refuses Hibernate's schema-per-tenant mapping ({@code hibernate.multi_tenant.schema_mapper}): it switches the
     * schema of each session's connection, and Spanner's JDBC connections accept only the default schema
     * ({@code Connection.setSchema} fails for any other), so every session of the factory would fail to open.
     */
    private static void requireNoTenantSchemaMapper(SessionFactoryImplementor sessionFactory) {
        Object mapper = sessionFactory.getSessionFactoryOptions().getTenantSchemaMapper();
        if (mapper != null) {
            throw new InvalidSettingException(MultiTenancySettings.MULTI_TENANT_SCHEMA_MAPPER, mapper.getClass().getName(),
                    "Spanner's JDBC connections cannot switch schema (Connection.setSchema accepts only the default "
                            + "schema), so every session would fail to open",
                    "give each tenant a database of its own (a MultiTenantConnectionProvider), or keep the tenants in "
                            + "one schema with a @TenantId column");
        }
    }

    private static List<String> annotatedEntities(Metadata metadata) {
        List<String> annotated = new ArrayList<>();
        for (PersistentClass entity : metadata.getEntityBindings()) {
            Class<?> type = entity.getMappedClass();
            if (type != null && (InterleavedDeclaration.of(type).isPresent()
                    || !SpannerIndexDeclaration.of(type).isEmpty() || KeyAttributes.declaresDescending(type))) {
                annotated.add(entity.getEntityName());
            }
        }
        return annotated;
    }
}
