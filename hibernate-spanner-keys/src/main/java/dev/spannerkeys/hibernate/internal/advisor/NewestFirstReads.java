package dev.spannerkeys.hibernate.internal.advisor;

import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import jakarta.persistence.OrderBy;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.annotations.SQLOrder;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.Collection;
import org.hibernate.mapping.ManyToOne;
import org.hibernate.mapping.OneToMany;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Value;

/**
 * Finds where the mapping itself reads an attribute newest-first, the only reads the advisor can
 * see: collections ordered with {@code @OrderBy("... DESC")} or {@code @SQLOrder("... DESC")}, and
 * named HQL queries with {@code ORDER BY alias.attribute DESC}.
 */
final class NewestFirstReads {

    /** Receives one piece of evidence: the entity, the attribute (or column) name, and where it was seen. */
    @FunctionalInterface
    interface Evidence {
        void seen(PersistentClass entity, String attributeOrColumn, String where);
    }

    private static final Pattern FROM = Pattern.compile("(?i)\\b(?:from|join)\\s+([\\w.$]+)\\s+(?:as\\s+)?(\\w+)");
    private static final Pattern ORDER_BY = Pattern.compile("(?is)\\border\\s+by\\s+(.+?)(?:\\blimit\\b|\\boffset\\b|\\bfetch\\b|$)");
    private static final Pattern DESC_ITEM = Pattern.compile("(?i)^\\s*(?:(\\w+)\\.)?([\\w.]+)\\s+desc\\b.*");

    private NewestFirstReads() {
    }

    static void apply(Metadata metadata, Evidence evidence) {
        for (Collection collection : metadata.getCollectionBindings()) {
            PersistentClass element = elementEntity(metadata, collection.getElement());
            PersistentClass owner = collection.getOwner();
            if (element == null || owner == null || owner.getMappedClass() == null) {
                continue;
            }
            String role = collection.getRole();
            String attribute = role.substring(role.lastIndexOf('.') + 1);
            AttributeMembers members = AttributeMembers.of(owner.getMappedClass(), attribute);
            String where = owner.getMappedClass().getSimpleName() + "." + attribute;
            members.annotation(OrderBy.class).ifPresent(orderBy ->
                    descending(orderBy.value(), element, "@OrderBy on " + where, evidence));
            members.annotation(SQLOrder.class).ifPresent(order ->
                    descending(order.value(), element, "@SQLOrder on " + where, evidence));
        }
        metadata.visitNamedHqlQueryDefinitions(query -> namedQuery(metadata, query.getRegistrationName(),
                query.getHqlString(), evidence));
    }

    private static void namedQuery(Metadata metadata, String name, String hql, Evidence evidence) {
        Map<String, PersistentClass> aliases = new HashMap<>();
        Matcher from = FROM.matcher(hql);
        while (from.find()) {
            PersistentClass entity = entityNamed(metadata, from.group(1));
            if (entity != null) {
                aliases.put(from.group(2).toLowerCase(Locale.ROOT), entity);
            }
        }
        Matcher orderBy = ORDER_BY.matcher(hql);
        if (!orderBy.find() || aliases.isEmpty()) {
            return;
        }
        for (String item : orderBy.group(1).split(",")) {
            Matcher desc = DESC_ITEM.matcher(item);
            if (desc.matches()) {
                PersistentClass entity = desc.group(1) != null ? aliases.get(desc.group(1).toLowerCase(Locale.ROOT))
                        : aliases.size() == 1 ? aliases.values().iterator().next() : null;
                if (entity != null) {
                    evidence.seen(entity, desc.group(2), "named query " + name);
                }
            }
        }
    }

    private static void descending(String orderBy, PersistentClass element, String where, Evidence evidence) {
        for (String item : orderBy.split(",")) {
            Matcher desc = DESC_ITEM.matcher(item);
            if (desc.matches()) {
                evidence.seen(element, desc.group(2), where);
            }
        }
    }

    private static PersistentClass elementEntity(Metadata metadata, Value element) {
        if (element instanceof OneToMany oneToMany) {
            return oneToMany.getAssociatedClass();
        }
        if (element instanceof ManyToOne manyToOne) {
            return metadata.getEntityBinding(manyToOne.getReferencedEntityName());
        }
        return null;
    }

    /** The entity with this (JPA or fully qualified) name. */
    private static PersistentClass entityNamed(Metadata metadata, String name) {
        PersistentClass byName = metadata.getEntityBinding(name);
        if (byName != null) {
            return byName;
        }
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (name.equals(entity.getJpaEntityName())
                    || entity.getMappedClass() != null && name.equals(entity.getMappedClass().getSimpleName())) {
                return entity;
            }
        }
        return null;
    }
}
