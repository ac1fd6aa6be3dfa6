package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.keys.ShardFunction;
import java.util.List;
import java.util.Optional;

/**
 * The one reader of {@link ShardId}: the source attributes, in order, and the number of shards,
 * checked on their own. Which attributes they are, their types and columns are resolved from
 * Hibernate's mapping by {@code dev.spannerkeys.hibernate.shard}.
 *
 * @param sources the names of the key attributes the shard is computed from, in order, at least one
 * @param shards the number of shards, {@link ShardFunction#MIN_SHARDS} to {@link ShardFunction#MAX_SHARDS}
 */
public record ShardIdDeclaration(List<String> sources, int shards) {

    /** Copies the source list. */
    public ShardIdDeclaration {
        sources = List.copyOf(sources);
    }

    /**
     * Reads and checks {@code annotation}.
     *
     * @param where the entity and attribute, for the bootstrap error
     * @throws org.hibernate.MappingException naming what is wrong and the fix
     */
    public static ShardIdDeclaration read(ShardId annotation, String where) {
        if (annotation.of().length == 0) {
            throw MappingProblems.problem(where, "@ShardId(of = {}) names no source attribute",
                    "name the key attributes to hash, e.g. @ShardId(of = {\"userId\", \"lastAccess\"}, shards = 16)");
        }
        if (annotation.shards() < ShardFunction.MIN_SHARDS || annotation.shards() > ShardFunction.MAX_SHARDS) {
            throw MappingProblems.problem(where, "@ShardId(shards = " + annotation.shards() + ") is out of range",
                    "use " + ShardFunction.MIN_SHARDS + " to " + ShardFunction.MAX_SHARDS
                            + " shards (a few times the number of nodes is a good start)");
        }
        return new ShardIdDeclaration(List.of(annotation.of()), annotation.shards());
    }

    /** The declaration on the attribute's field or getter, if it has one. */
    public static Optional<ShardIdDeclaration> on(AttributeMembers members, String where) {
        return members.annotation(ShardId.class).map(annotation -> read(annotation, where));
    }

    /** Whether the attribute's field or getter carries {@code @ShardId}. */
    public static boolean isDeclared(AttributeMembers members) {
        return members.has(ShardId.class);
    }
}
