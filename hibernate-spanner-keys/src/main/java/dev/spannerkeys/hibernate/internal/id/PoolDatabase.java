package dev.spannerkeys.hibernate.internal.id;

import java.sql.Connection;
import java.sql.SQLException;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.engine.jdbc.connections.spi.MultiTenantConnectionProvider;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.id.IdentifierGenerationException;

/**
 * The database a pool draws from: the one database of a session factory, or, with multi-tenancy by database
 * (a {@link MultiTenantConnectionProvider}), the database of one tenant. A row is written to the database of its
 * session's tenant, and its key column's default draws from the sequence in that database: its id must come from
 * that sequence too, or it can equal a key the default hands out to another writer there.
 *
 * <p>Multi-tenancy by a discriminator column ({@code @TenantId}) keeps every tenant in one database, with one
 * sequence: one pool, whatever the session's tenant.
 *
 * @param tenant the tenant whose database this is; {@code null} for the session factory's one database
 * @param access the connections to the database, usable without a session (for refills in the background)
 */
record PoolDatabase(Object tenant, JdbcConnectionAccess access) {

    /** The key of the session factory's one database, among tenants' identifiers (which are never null). */
    static final Object ONE_DATABASE = new Object() {
        @Override
        public String toString() {
            return "the session factory's database";
        }
    };

    /** The key under which the pool of {@code session}'s database is kept: its tenant, or the one database. */
    static Object keyOf(SharedSessionContractImplementor session) {
        if (!session.getFactory().getSessionFactoryOptions().isMultiTenancyEnabled()) {
            return ONE_DATABASE;
        }
        Object tenant = session.getTenantIdentifierValue();
        if (tenant == null) {
            // Hibernate itself refuses to open such a session; never draw from a database the row may not go to.
            throw new IdentifierGenerationException("A session without a tenant identifier asked for an id, but the"
                    + " session factory has a database per tenant (a MultiTenantConnectionProvider): the database its"
                    + " row goes to, and the sequence to draw from, are unknown. Open the session for a tenant.");
        }
        return tenant;
    }

    /** The database kept under {@code key} ({@link #keyOf}). */
    static PoolDatabase of(SessionFactoryImplementor factory, Object key) {
        if (key == ONE_DATABASE) {
            return new PoolDatabase(null, factory.getJdbcServices().getBootstrapJdbcConnectionAccess());
        }
        @SuppressWarnings("unchecked")
        MultiTenantConnectionProvider<Object> provider = factory.getServiceRegistry()
                .requireService(MultiTenantConnectionProvider.class);
        return new PoolDatabase(key, new TenantConnections(provider, key));
    }

    /** Whether a session factory of this database may have others: multi-tenancy by database. */
    static boolean databasePerTenant(SessionFactoryImplementor factory) {
        return factory.getSessionFactoryOptions().isMultiTenancyEnabled();
    }

    /** The key this database's pool is kept under. */
    Object key() {
        return tenant == null ? ONE_DATABASE : tenant;
    }

    /** For messages after a sequence's name: nothing for the one database, else whose database it is. */
    String describe() {
        return tenant == null ? "" : " in the database of tenant '" + tenant + "'";
    }

    /** A tenant's connections, as Hibernate gives them to the tenant's sessions, without a session. */
    private record TenantConnections(MultiTenantConnectionProvider<Object> provider, Object tenant)
            implements JdbcConnectionAccess {

        @Override
        public Connection obtainConnection() throws SQLException {
            return provider.getConnection(tenant);
        }

        @Override
        public void releaseConnection(Connection connection) throws SQLException {
            provider.releaseConnection(tenant, connection);
        }

        @Override
        public boolean supportsAggressiveRelease() {
            return provider.supportsAggressiveRelease();
        }
    }
}
