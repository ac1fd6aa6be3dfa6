package dev.spannerkeys.hibernate.shard;

import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import java.lang.reflect.Field;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * What the {@link ShardId} annotation of an entity class says, read by reflection (no session
 * needed): the shard attribute and the shard function over its sources' kinds. Used by the read
 * helpers.
 */
record ShardedEntity(String shardAttribute, ShardFunction function) {

    private static final ClassValue<ShardedEntity> CACHE = new ClassValue<>() {
        @Override
        protected ShardedEntity computeValue(Class<?> type) {
            return read(type);
        }
    };

    static ShardedEntity of(Class<?> type) {
        return CACHE.get(type);
    }

    private static ShardedEntity read(Class<?> type) {
        for (Class<?> current = type; current != null && current != Object.class; current = current.getSuperclass()) {
            for (Field field : current.getDeclaredFields()) {
                ShardId shardId = field.getAnnotation(ShardId.class);
                if (shardId != null) {
                    return describe(type, field.getName(), shardId);
                }
            }
        }
        throw new IllegalArgumentException(type.getName() + " has no @ShardId attribute");
    }

    private static ShardedEntity describe(Class<?> type, String shardAttribute, ShardId shardId) {
        List<ShardSource> kinds = new ArrayList<>();
        for (String name : shardId.of()) {
            Field field = field(type, name);
            ShardSource kind = kindOf(field.getType(), isBinaryUuid(field));
            if (kind == null) {
                throw new IllegalArgumentException(type.getName() + "." + name + " has no shard encoding");
            }
            kinds.add(kind);
        }
        return new ShardedEntity(shardAttribute, new ShardFunction(shardId.shards(), kinds));
    }

    /** The source kind of a Java type; {@code null} if it has no time-zone-free encoding. */
    static ShardSource kindOf(Class<?> type, boolean binaryUuid) {
        if (type == Long.class || type == long.class || type == Integer.class || type == int.class
                || type == Short.class || type == short.class || type == Byte.class || type == byte.class) {
            return ShardSource.INT64;
        }
        if (type == String.class) {
            return ShardSource.STRING;
        }
        if (type == Instant.class || type == OffsetDateTime.class || type == ZonedDateTime.class || type == LocalDateTime.class) {
            return ShardSource.TIMESTAMP;
        }
        if (type == LocalDate.class) {
            return ShardSource.DATE;
        }
        if (type == Boolean.class || type == boolean.class) {
            return ShardSource.BOOL;
        }
        if (type == UUID.class) {
            return binaryUuid ? ShardSource.UUID_BYTES : ShardSource.UUID_STRING;
        }
        return null;
    }

    /** Hibernate maps UUID to bytes on Spanner unless a character JDBC type is declared. */
    private static boolean isBinaryUuid(Field field) {
        JdbcTypeCode code = field.getAnnotation(JdbcTypeCode.class);
        return code == null || !(code.value() == SqlTypes.CHAR || code.value() == SqlTypes.VARCHAR);
    }

    private static Field field(Class<?> type, String name) {
        for (Class<?> current = type; current != null && current != Object.class; current = current.getSuperclass()) {
            for (Field field : current.getDeclaredFields()) {
                if (field.getName().equals(name)) {
                    return field;
                }
            }
        }
        throw new IllegalArgumentException(type.getName() + " has no attribute '" + name + "' named by @ShardId");
    }
}
