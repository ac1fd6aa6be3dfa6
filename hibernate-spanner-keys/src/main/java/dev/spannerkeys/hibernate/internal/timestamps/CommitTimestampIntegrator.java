package dev.spannerkeys.hibernate.internal.timestamps;

import dev.spannerkeys.internal.schema.CommitTimestamps;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import dev.spannerkeys.hibernate.internal.mutations.TransactionWrites;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.spi.EntityEntry;
import org.hibernate.engine.spi.SelfDirtinessTracker;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.event.service.spi.EventListenerRegistry;
import org.hibernate.event.spi.EventType;
import org.hibernate.event.spi.PostInsertEvent;
import org.hibernate.event.spi.PostInsertEventListener;
import org.hibernate.event.spi.PostUpdateEvent;
import org.hibernate.event.spi.PostUpdateEventListener;
import org.hibernate.integrator.spi.Integrator;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.Selectable;
import org.hibernate.mapping.Table;
import org.hibernate.metamodel.mapping.AttributeMapping;
import org.hibernate.metamodel.mapping.SelectableMapping;
import org.hibernate.persister.entity.EntityPersister;

/**
 * Registers the listener of commit-timestamp writes (found through {@code META-INF/services}): an insert
 * or update of an entity with commit-timestamp attributes, in any write mode and whether it ran as DML or
 * as a mutation, has the attributes it wrote set to the transaction's commit timestamp once the
 * transaction committed (the timestamp the driver reports, no query), in the entity and in the state
 * Hibernate compares it with, so a later flush does not write them again. It also tells the dialect which
 * attributes the commit-timestamp columns hold, so that a refused read names them
 * ({@code PendingCommitTimestampReadException}). Entities without such a column cost one map look-up per
 * write; a persistence unit without any registers no listener at all.
 */
public final class CommitTimestampIntegrator implements Integrator {

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        if (!writesCommitTimestamps(metadata)) {
            return;                                   // nothing to do for any write: no listener, no event per write
        }
        describeColumns(metadata, SpannerKeysDialectSupport.of(sessionFactory.getJdbcServices().getDialect()));
        Listener listener = new Listener();
        EventListenerRegistry registry = sessionFactory.getEventListenerRegistry();
        registry.appendListeners(EventType.POST_INSERT, listener);
        registry.appendListeners(EventType.POST_UPDATE, listener);
    }

    /** Whether any mapped column is written as the pending commit timestamp (the listener's only concern). */
    private static boolean writesCommitTimestamps(Metadata metadata) {
        for (Table table : metadata.collectTableMappings()) {
            for (Column column : table.getColumns()) {
                if (CommitTimestamps.isPending(column.getCustomWrite())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Tells {@code dialect} which entity attribute each commit-timestamp column holds, for the message of a refused read. */
    private static void describeColumns(Metadata metadata, SpannerKeysDialectSupport dialect) {
        if (dialect == null) {
            return;
        }
        for (PersistentClass entity : metadata.getEntityBindings()) {
            for (Property property : entity.getProperties()) {
                for (Selectable selectable : property.getValue().getSelectables()) {
                    if (selectable instanceof Column column && CommitTimestamps.isPending(column.getCustomWrite())) {
                        dialect.commitTimestampAttributes().add(column.getValue().getTable().getName(), column.getName(),
                                MappingProblems.where(entity, property.getName()));
                    }
                }
            }
        }
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
                TransactionWrites.whenCommitted(event.getSession(), fill(event.getSession(), event.getEntity(), written));
            }
        }

        @Override
        public void onPostUpdate(PostUpdateEvent event) {
            List<AttributeMapping> written = onUpdate.computeIfAbsent(event.getPersister().getEntityName(),
                    name -> committed(event.getPersister(), false));
            if (!written.isEmpty()) {
                TransactionWrites.whenCommitted(event.getSession(), fill(event.getSession(), event.getEntity(), written));
            }
        }

        /**
         * Sets {@code attributes} of {@code entity} to the commit timestamp, converted as Hibernate converts
         * the value it reads, and makes that the state the entity was loaded with (a copy, as Hibernate keeps
         * it), so that dirty checking finds nothing to write. An entity the session no longer manages
         * (closed, cleared, stateless) gets the values only.
         */
        private static Consumer<Timestamp> fill(SharedSessionContractImplementor session, Object entity,
                List<AttributeMapping> attributes) {
            return timestamp -> {
                EntityEntry entry = session.isClosed() ? null : session.getPersistenceContextInternal().getEntry(entity);
                Object[] loaded = entry == null ? null : entry.getLoadedState();
                for (AttributeMapping attribute : attributes) {
                    Object value = attribute.getJavaType().wrap(timestamp, session.getSessionFactory().getWrapperOptions());
                    attribute.setValue(entity, value);
                    if (loaded != null) {
                        loaded[attribute.getStateArrayPosition()] =
                                attribute.getAttributeMetadata().getMutabilityPlan().deepCopy(value);
                    }
                }
                if (entry != null && entity instanceof SelfDirtinessTracker tracker) {
                    // Set by Hibernate, not changed by the application: everything else was flushed at the commit.
                    tracker.$$_hibernate_clearDirtyAttributes();
                }
            };
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
