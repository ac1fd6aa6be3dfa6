package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import dev.spannerkeys.internal.transactions.IsolationLevels;
import dev.spannerkeys.internal.transactions.TransactionRequests;
import dev.spannerkeys.internal.transactions.TransactionRequests.Request;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import java.sql.SQLException;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.datasource.ConnectionHandle;
import org.springframework.orm.jpa.JpaDialect;
import org.springframework.transaction.IllegalTransactionStateException;
import org.springframework.transaction.InvalidIsolationLevelException;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.TransactionException;

/**
 * The application's {@link JpaDialect} (Hibernate's, from Boot's vendor adapter), with two checks before a Spring
 * transaction begins that name the transaction's method:
 * <ul>
 *   <li>an isolation level Spanner lacks ({@code READ_COMMITTED}, {@code READ_UNCOMMITTED}) is refused with
 *       {@link InvalidIsolationLevelException}, instead of the driver's refusal wrapped in "Could not open JPA
 *       EntityManager for transaction"; {@code REPEATABLE_READ} and {@code SERIALIZABLE} reach the connection;</li>
 *   <li>a read-write transaction that begins while a stale read is asked for ({@code @StaleRead},
 *       {@code SpannerReads.withMaxStaleness}) is refused with {@link IllegalTransactionStateException}.</li>
 * </ul>
 * Everything else is the wrapped dialect's.
 */
final class SpannerJpaDialect implements JpaDialect {

    private final JpaDialect delegate;

    SpannerJpaDialect(JpaDialect delegate) {
        this.delegate = delegate;
    }

    /** The dialect this one wraps. */
    JpaDialect delegate() {
        return delegate;
    }

    @Override
    public @Nullable Object beginTransaction(EntityManager entityManager, TransactionDefinition definition)
            throws PersistenceException, SQLException, TransactionException {
        int isolation = definition.getIsolationLevel();
        if (isolation != TransactionDefinition.ISOLATION_DEFAULT && !IsolationLevels.supported(isolation)) {
            String level = IsolationLevels.name(isolation);
            throw new InvalidIsolationLevelException("@Transactional(isolation = " + level + ") on " + name(definition)
                    + ": " + IsolationLevels.problem(level) + ". Fix: " + IsolationLevels.FIX_FOR_TRANSACTION);
        }
        Request asked = TransactionRequests.current();
        if (asked.staleness() != null && !definition.isReadOnly()) {
            throw new IllegalTransactionStateException(asked.origin() + " asks for a stale read (" + asked.staleness()
                    + "), but " + name(definition) + " begins a read-write transaction, which Spanner never runs stale."
                    + " Fix: @Transactional(readOnly = true) on " + name(definition) + ", or call it outside the stale read");
        }
        return delegate.beginTransaction(entityManager, definition);
    }

    private static String name(TransactionDefinition definition) {
        String name = definition.getName();
        return name == null ? "the transaction" : name;
    }

    @Override
    public @Nullable Object prepareTransaction(EntityManager entityManager, boolean readOnly, @Nullable String name)
            throws PersistenceException {
        return delegate.prepareTransaction(entityManager, readOnly, name);
    }

    @Override
    public void cleanupTransaction(@Nullable Object transactionData) {
        delegate.cleanupTransaction(transactionData);
    }

    @Override
    public @Nullable ConnectionHandle getJdbcConnection(EntityManager entityManager, boolean readOnly)
            throws PersistenceException, SQLException {
        return delegate.getJdbcConnection(entityManager, readOnly);
    }

    @Override
    public void releaseJdbcConnection(ConnectionHandle conHandle, EntityManager entityManager)
            throws PersistenceException, SQLException {
        delegate.releaseJdbcConnection(conHandle, entityManager);
    }

    @Override
    public @Nullable DataAccessException translateExceptionIfPossible(RuntimeException ex) {
        return delegate.translateExceptionIfPossible(ex);
    }
}
