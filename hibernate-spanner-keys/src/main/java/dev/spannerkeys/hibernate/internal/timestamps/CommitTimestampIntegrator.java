package dev.spannerkeys.hibernate.internal.timestamps;

import dev.spannerkeys.internal.schema.CommitTimestamps;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import org.hibernate.HibernateException;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.event.service.spi.EventListenerRegistry;
import org.hibernate.event.spi.EventType;
import org.hibernate.event.spi.PostInsertEvent;
import org.hibernate.event.spi.PostInsertEventListener;
import org.hibernate.event.spi.PostUpdateEvent;
import org.hibernate.event.spi.PostUpdateEventListener;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.metamodel.mapping.AttributeMapping;
import org.hibernate.metamodel.mapping.SelectableMapping;
import org.hibernate.persister.entity.EntityPersister;

/**
 * Registers the listener that guards commit-timestamp writes (found through {@code META-INF/services}):
 * an insert or update of an entity with {@code @CommitTimestamp} attributes made outside the commit flush
 * runs as DML, which cannot carry the commit timestamp, so it fails the transaction instead of storing
 * another value. Entities without such a column cost one map look-up per write.
 */
public final class CommitTimestampIntegrator implements Integrator {

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        Listener listener = new Listener();
        EventListenerRegistry registry = sessionFactory.getEventListenerRegistry();
        registry.appendListeners(EventType.POST_INSERT, listener);
        registry.appendListeners(EventType.POST_UPDATE, listener);
    }

    /** Finds the attributes a write set to the pending commit timestamp, per entity and kind of write. */
    private static final class Listener implements PostInsertEventListener, PostUpdateEventListener {

        private static final long serialVersionUID = 1L;

        private final transient Map<String, List<AttributeMapping>> onInsert = new ConcurrentHashMap<>();
        private final transient Map<String, List<AttributeMapping>> onUpdate = new ConcurrentHashMap<>();

        @Override
        public void onPostInsert(PostInsertEvent event) {
            List<AttributeMapping> written = onInsert.computeIfAbsent(event.getPersister().getEntityName(),
                    name -> committed(event.getPersister(), true));
            if (!written.isEmpty()) {
                requireCommitFlush(event.getSession(), event.getPersister(), "inserted");
            }
        }

        @Override
        public void onPostUpdate(PostUpdateEvent event) {
            List<AttributeMapping> written = onUpdate.computeIfAbsent(event.getPersister().getEntityName(),
                    name -> committed(event.getPersister(), false));
            if (!written.isEmpty()) {
                requireCommitFlush(event.getSession(), event.getPersister(), "updated");
            }
        }

        /**
         * Only a mutation carries the commit timestamp: Hibernate binds a value for every column a DML
         * statement writes, and the pending commit timestamp takes none. A write outside the commit flush
         * runs as DML, so it fails the transaction rather than store another value.
         */
        private static void requireCommitFlush(SharedSessionContractImplementor session, EntityPersister persister,
                String written) {
            if (!WriteMode.commitFlushInProgress(session)) {
                throw new HibernateException("Entity '" + persister.getEntityName() + "' has @CommitTimestamp "
                        + "attributes and was " + written + " by DML, outside the commit flush (an explicit flush(), a "
                        + "query's automatic flush, or a write mode without mutations), and DML cannot carry the commit "
                        + "timestamp; the transaction is rolled back. Fix: let the commit write the entity (no flush "
                        + "between the change and the commit; run queries that would flush it before changing it, or "
                        + "with FlushMode.COMMIT) in write mode mutations-at-commit or mutations-always");
            }
        }

        @Override
        public boolean requiresPostCommitHandling(EntityPersister persister) {
            return false;
        }

        private static List<AttributeMapping> committed(EntityPersister persister, boolean insert) {
            List<AttributeMapping> found = new ArrayList<>();
            persister.getAttributeMappings().forEach(attribute -> {
                if (attribute.getJdbcTypeCount() == 1) {
                    SelectableMapping column = attribute.getSelectable(0);
                    if (CommitTimestamps.isPending(column.getWriteExpression()) && (insert
                            ? attribute.getAttributeMetadata().isInsertable()
                            : attribute.getAttributeMetadata().isUpdatable())) {
                        found.add(attribute);
                    }
                }
            });
            return List.copyOf(found);
        }
    }
}
