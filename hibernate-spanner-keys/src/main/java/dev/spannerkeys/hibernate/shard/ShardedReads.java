package dev.spannerkeys.hibernate.shard;

import dev.spannerkeys.hibernate.internal.shard.ShardedKey;
import dev.spannerkeys.annotations.ShardId;
import jakarta.persistence.EntityManager;
import jakarta.persistence.metamodel.Attribute;
import jakarta.persistence.metamodel.ManagedType;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.Function;

/**
 * Reads across all shards of a {@link ShardId} entity in one total order.
 *
 * <p>Sharding keeps each shard ordered, not the table: the newest rows of the table are spread over
 * every shard. {@link #newest} asks each shard for its newest {@code limit} rows (a short range read
 * in key order when the key is {@code (shard, timestamp DESC, ...)}) and merges them, so it reads at
 * most {@code shards × limit} rows and returns exactly what an unsharded
 * {@code ORDER BY timestamp DESC LIMIT limit} would.
 */
public final class ShardedReads {

    private ShardedReads() {
    }

    /**
     * The {@code limit} entities with the greatest {@code orderAttribute}, newest first, across all
     * shards. Ties are broken by shard, then by the order each shard returned them.
     *
     * @param entityManager any JPA entity manager (a Hibernate session works too)
     * @param type the {@code @ShardId} entity class
     * @param orderAttribute the attribute to order by, e.g. {@code "lastAccess"}, or a path into an
     *     {@code @EmbeddedId} such as {@code "id.seq"}; its values must be {@link Comparable}
     * @param limit how many entities to return, at least 1
     */
    public static <T> List<T> newest(EntityManager entityManager, Class<T> type, String orderAttribute, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, got " + limit);
        }
        ShardedKey sharded = ShardedKey.of(entityManager.getEntityManagerFactory(), type);
        String entityName = entityManager.getMetamodel().entity(type).getName();
        String jpql = "select e from " + entityName + " e where e." + sharded.shardAttribute() + " = :shard order by e."
                + orderAttribute + " desc";
        Function<T, Comparable<Object>> order = orderReader(entityManager, type, orderAttribute);
        List<List<T>> perShard = new ArrayList<>();
        for (long shard : sharded.function().allShards()) {
            perShard.add(entityManager.createQuery(jpql, type).setParameter("shard", shard).setMaxResults(limit).getResultList());
        }
        return merge(perShard, order, limit);
    }

    /** A k-way merge of lists that are each sorted by {@code order}, descending. */
    static <T> List<T> merge(List<List<T>> sortedDescending, Function<T, Comparable<Object>> order, int limit) {
        record Cursor<T>(List<T> rows, int shard, int index) {
        }
        Comparator<Cursor<T>> newestFirst = Comparator.<Cursor<T>, Comparable<Object>>comparing(
                cursor -> order.apply(cursor.rows().get(cursor.index())), Comparator.reverseOrder())
                .thenComparingInt(Cursor::shard);
        PriorityQueue<Cursor<T>> heads = new PriorityQueue<>(newestFirst);
        for (int shard = 0; shard < sortedDescending.size(); shard++) {
            if (!sortedDescending.get(shard).isEmpty()) {
                heads.add(new Cursor<>(sortedDescending.get(shard), shard, 0));
            }
        }
        List<T> merged = new ArrayList<>(limit);
        while (merged.size() < limit && !heads.isEmpty()) {
            Cursor<T> head = heads.poll();
            merged.add(head.rows().get(head.index()));
            if (head.index() + 1 < head.rows().size()) {
                heads.add(new Cursor<>(head.rows(), head.shard(), head.index() + 1));
            }
        }
        return merged;
    }

    /**
     * Reads {@code attribute} (a path such as {@code "id.seq"} into an embeddable) from a result row
     * through the members the metamodel names, field or getter alike.
     */
    @SuppressWarnings("unchecked")
    private static <T> Function<T, Comparable<Object>> orderReader(EntityManager entityManager, Class<T> type,
            String attribute) {
        List<Member> path = new ArrayList<>();
        ManagedType<?> owner = entityManager.getMetamodel().entity(type);
        for (String part : attribute.split("\\.")) {
            if (owner == null) {
                throw new IllegalArgumentException(type.getSimpleName() + "." + attribute + " is not an attribute path");
            }
            Attribute<?, ?> step = owner.getAttribute(part);
            path.add(step.getJavaMember());
            owner = step.getPersistentAttributeType() == Attribute.PersistentAttributeType.EMBEDDED
                    ? entityManager.getMetamodel().managedType(step.getJavaType()) : null;
        }
        return row -> {
            try {
                Object value = row;
                for (Member member : path) {
                    value = read(member, value);
                }
                return (Comparable<Object>) value;
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("Cannot read " + type.getSimpleName() + "." + attribute, e);
            }
        };
    }

    private static Object read(Member member, Object owner) throws ReflectiveOperationException {
        if (member instanceof Field field) {
            field.setAccessible(true);
            return field.get(owner);
        }
        Method getter = (Method) member;
        getter.setAccessible(true);
        return getter.invoke(owner);
    }
}
