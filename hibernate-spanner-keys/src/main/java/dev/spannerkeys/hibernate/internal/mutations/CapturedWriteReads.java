package dev.spannerkeys.hibernate.internal.mutations;

import dev.spannerkeys.hibernate.mutations.DmlFallbacks;
import dev.spannerkeys.internal.jdbc.StatementWatch;
import java.io.Serializable;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import org.hibernate.SessionEventListener;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.jdbc.mutation.spi.MutationExecutorService;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.event.service.spi.EventListenerRegistry;
import org.hibernate.event.spi.AutoFlushEvent;
import org.hibernate.event.spi.AutoFlushEventListener;
import org.hibernate.event.spi.EventType;
import org.hibernate.event.spi.FlushEvent;
import org.hibernate.event.spi.FlushEventListener;
import org.hibernate.event.spi.InitializeCollectionEvent;
import org.hibernate.event.spi.InitializeCollectionEventListener;
import org.hibernate.event.spi.LoadEvent;
import org.hibernate.event.spi.LoadEventListener;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.persister.collection.CollectionPersister;
import org.hibernate.persister.entity.EntityPersister;

/**
 * Keeps reads in a transaction from missing the rows the same transaction captured as mutations: a
 * buffered mutation is invisible to SQL until the commit, so before a read of a table with captured
 * writes, those writes run as the DML Hibernate would have executed (with the captured writes they
 * depend on, see {@link TransactionWrites#executeRelatedAsDml}), and the read sees them. Captured writes
 * to tables the read does not touch stay mutations. Each such write is counted by {@link DmlFallbacks}
 * and in the {@code spanner.keys.writes} metric with the reason {@value DmlReason#BEFORE_READ}.
 *
 * <p>Where the tables a read touches are known, only those count:
 * <ul>
 *   <li>a query (HQL, criteria, a native query with declared query spaces, a bulk update or delete):
 *       Hibernate's automatic flush names its query spaces;</li>
 *   <li>{@code find}, {@code getReference} and proxy initialization of an entity that is not in the
 *       persistence context: the entity's tables;</li>
 *   <li>a lazy collection's initialization: the collection's tables.</li>
 * </ul>
 * Where they are not, every captured write runs as DML before the next statement: a native query
 * without declared query spaces (Hibernate flushes the whole session for it), any statement of a
 * {@code StatelessSession}, which has no automatic flush, and a statement the application runs on the
 * session's JDBC connection outside Hibernate ({@link SessionStatements}; not the driver's {@code SET} and
 * {@code SHOW} statements). A transaction that only writes keeps all its writes as mutations.
 *
 * <p>Registered as an {@link Integrator} in {@code META-INF/services}; stateless, one instance per
 * session factory.
 */
public final class CapturedWriteReads implements Integrator, AutoFlushEventListener, LoadEventListener,
        InitializeCollectionEventListener, FlushEventListener {

    /** For {@link java.util.ServiceLoader}. */
    public CapturedWriteReads() {
    }

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext,
            SessionFactoryImplementor sessionFactory) {
        if (!(sessionFactory.getServiceRegistry().requireService(MutationExecutorService.class)
                instanceof MutationWritingExecutorService)) {
            return;
        }
        EventListenerRegistry listeners = sessionFactory.getEventListenerRegistry();
        // After Hibernate's own auto flush, whose writes this may have to run as DML; before its load,
        // which reads the database.
        listeners.appendListeners(EventType.AUTO_FLUSH, (AutoFlushEventListener) this);
        listeners.prependListeners(EventType.LOAD, (LoadEventListener) this);
        listeners.prependListeners(EventType.INIT_COLLECTION, (InitializeCollectionEventListener) this);
        listeners.appendListeners(EventType.FLUSH, (FlushEventListener) this);
    }

    @Override
    public void onAutoFlush(AutoFlushEvent event) {
        TransactionWrites writes = TransactionWrites.of(event.getSession());
        if (writes == null) {
            return;
        }
        writes.readPrepared();
        if (writes.hasCaptured()) {
            Set<String> spaces = event.getQuerySpaces();
            // No query spaces: a native query whose tables nobody declared, which may read any table.
            boolean known = spaces != null && !spaces.isEmpty();
            service(event.getSession()).executeCapturedReadBy(event.getSession(), writes, known ? spaces : null,
                    known ? "a query of " + spaces : "a native query without declared query spaces",
                    DmlReason.BEFORE_READ);
        }
    }

    @Override
    public void onLoad(LoadEvent event, LoadType loadType) {
        SharedSessionContractImplementor session = event.getSession();
        TransactionWrites writes = TransactionWrites.of(session);
        if (writes == null) {
            return;
        }
        writes.readPrepared();
        if (!writes.hasCaptured()) {
            return;
        }
        EntityPersister persister = session.getFactory().getMappingMetamodel()
                .getEntityDescriptor(event.getEntityClassName());
        if (session.getPersistenceContextInternal()
                .getEntity(session.generateEntityKey(event.getEntityId(), persister)) != null) {
            return; // found in the persistence context: no read
        }
        List<String> tables = new ArrayList<>();
        for (Serializable space : persister.getQuerySpaces()) {
            tables.add(space.toString());
        }
        service(session).executeCapturedReadBy(session, writes, tables,
                "a load of " + persister.getEntityName(), DmlReason.BEFORE_READ);
    }

    @Override
    public void onInitializeCollection(InitializeCollectionEvent event) {
        SharedSessionContractImplementor session = event.getSession();
        TransactionWrites writes = TransactionWrites.of(session);
        if (writes == null) {
            return;
        }
        writes.readPrepared();
        if (!writes.hasCaptured() || event.getCollection().wasInitialized()) {
            return;
        }
        CollectionPersister persister = event.getCollectionPersister();
        service(session).executeCapturedReadBy(session, writes, List.of(persister.getCollectionSpaces()),
                "a load of " + persister.getRole(), DmlReason.BEFORE_READ);
    }

    @Override
    public void onFlush(FlushEvent event) {
        TransactionWrites writes = TransactionWrites.of(event.getSession());
        if (writes != null) {
            // A full flush may precede a native query whose tables nobody declared: the statement
            // after it, unless a query or load names its tables first, reads everything captured.
            writes.unknownReadMayFollow();
        }
    }

    /**
     * The watch of one session's JDBC statements, as a listener of the statements Hibernate prepares and as the
     * {@link StatementWatch} of the session's connection ({@link WatchingConnectionProvider}), which tells it of the
     * statements the application runs on that connection itself.
     */
    static SessionStatements statementsOf(SharedSessionContractImplementor session, TransactionWrites writes) {
        return new SessionStatements(session, writes);
    }

    /**
     * Before a statement Hibernate prepares for the session that is not one of the transaction's writes, runs the
     * captured writes as DML where the statement's tables are not known (any statement of a StatelessSession, the
     * first after a full flush). Before a statement the application runs on the session's connection outside
     * Hibernate (a {@code doWork}, Spring's {@code JdbcTemplate} in the same transaction), which may read any table,
     * runs every captured write as DML, except for the driver's statements about the connection's settings
     * ({@code SET}, {@code SHOW}, {@code RESET}). A commit or rollback run on the connection outside Hibernate goes
     * through {@link TransactionWrites#endedOutside}.
     */
    static final class SessionStatements implements SessionEventListener, StatementWatch {

        private static final long serialVersionUID = 1L;

        private final transient SharedSessionContractImplementor session;
        private final transient TransactionWrites writes;
        /** Whether Hibernate is preparing one of its own statements for the session right now. */
        private transient boolean preparing;

        private SessionStatements(SharedSessionContractImplementor session, TransactionWrites writes) {
            this.session = session;
            this.writes = writes;
        }

        @Override
        public void jdbcPrepareStatementStart() {
            writes.statementStarting();
            if (writes.unknownReadNext(session.isStateless())) {
                service(session).executeCapturedReadBy(session, writes, null,
                        session.isStateless() ? "a statement of the same StatelessSession"
                                : "a native query without declared query spaces", DmlReason.BEFORE_READ);
            }
            // Set after the captured writes ran: their statements end their own preparation.
            preparing = true;
        }

        @Override
        public void jdbcPrepareStatementEnd() {
            preparing = false;
        }

        @Override
        public boolean preparingOwnStatement() {
            return preparing;
        }

        @Override
        public void beforeStatement(String sql) {
            if (writes.outsideStatementMustSeeCaptured()) {
                service(session).executeCapturedReadBy(session, writes, null, OUTSIDE_STATEMENT,
                        DmlReason.BEFORE_JDBC_STATEMENT);
            }
        }

        @Override
        public <T> T transactionEnd(boolean commit, Action<T> end) throws SQLException {
            return writes.endedOutside(commit, end);
        }
    }

    /** What reads, for the reason {@link DmlFallbacks} counts, when the application's own JDBC statement does. */
    static final String OUTSIDE_STATEMENT = "a statement the application ran on the session's JDBC connection"
            + " (Session.doWork, Spring's JdbcTemplate or another JDBC client in the same transaction)";

    private static MutationWritingExecutorService service(SharedSessionContractImplementor session) {
        return (MutationWritingExecutorService) session.getFactory().getServiceRegistry()
                .requireService(MutationExecutorService.class);
    }

    /** Whether {@code table}, as mutations name it, is one of {@code spaces}, as Hibernate names query spaces. */
    static boolean isIn(String table, Collection<String> spaces) {
        String name = bare(table);
        for (String space : spaces) {
            if (bare(space).equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    /** A table name without quotes and without a schema or catalog. */
    private static String bare(String table) {
        String name = table.replace("`", "").replace("\"", "");
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(dot + 1);
    }
}
