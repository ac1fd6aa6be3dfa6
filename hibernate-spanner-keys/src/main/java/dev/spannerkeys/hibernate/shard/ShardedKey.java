package dev.spannerkeys.hibernate.shard;

import dev.spannerkeys.hibernate.mapping.MappingProblems;
import dev.spannerkeys.annotations.ShardId;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import java.io.Serializable;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;

import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TimeZone;
import java.util.UUID;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.mapping.BasicValue;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.property.access.spi.Getter;
import org.hibernate.type.SqlTypes;

/**
 * The shard of one entity: which key attributes it is computed from, how each is read from an
 * entity (or an {@code @EmbeddedId} instance) and converted into a {@link ShardSource} value.
 * Resolved once at bootstrap; immutable afterwards.
 */
final class ShardedKey implements Serializable {

    private static final long serialVersionUID = 1L;

    /** One source attribute: its column, its kind, and how to read it. */
    record Source(String attribute, String column, ShardSource kind, Getter getter)
            implements Serializable {
    }

    private final ShardFunction function;
    private final List<Source> sources;
    private final Class<?> entityClass;
    private final Getter embeddedIdGetter;

    private ShardedKey(ShardFunction function, List<Source> sources, Class<?> entityClass, Getter embeddedIdGetter) {
        this.function = function;
        this.sources = List.copyOf(sources);
        this.entityClass = entityClass;
        this.embeddedIdGetter = embeddedIdGetter;
    }

    ShardFunction function() {
        return function;
    }

    List<Source> sources() {
        return sources;
    }

    /** Finds and checks the sources named by {@code annotation} among the entity's key attributes. */
    static ShardedKey resolve(GeneratorCreationContext context, ShardId annotation) {
        PersistentClass entity = context.getPersistentClass();
        String shardAttribute = context.getProperty() != null ? context.getProperty().getName() : null;
        Component keyAttributes = keyAttributes(entity);
        if (keyAttributes == null) {
            throw MappingProblems.problem(context, "@ShardId needs a composite key, but the entity has a single @Id",
                    "declare the shard and its sources as key attributes with @IdClass or @EmbeddedId");
        }
        if (annotation.of().length == 0) {
            throw MappingProblems.problem(context, "@ShardId(of = {}) names no source attribute",
                    "name the key attributes to hash, e.g. @ShardId(of = {\"userId\", \"lastAccess\"}, shards = 16)");
        }
        if (annotation.shards() < ShardFunction.MIN_SHARDS || annotation.shards() > ShardFunction.MAX_SHARDS) {
            throw MappingProblems.problem(context, "@ShardId(shards = " + annotation.shards() + ") is out of range",
                    "use " + ShardFunction.MIN_SHARDS + " to " + ShardFunction.MAX_SHARDS
                            + " shards (a few times the number of nodes is a good start)");
        }
        boolean embedded = entity.getIdentifierMapper() == null;
        Class<?> holder = embedded ? keyAttributes.getComponentClass() : entity.getMappedClass();
        List<Source> sources = new ArrayList<>();
        for (String name : annotation.of()) {
            if (name.equals(shardAttribute)) {
                throw MappingProblems.problem(context, "@ShardId names itself ('" + name + "') as a source",
                        "hash the other key attributes");
            }
            Property property = findProperty(keyAttributes, name);
            if (property == null) {
                boolean exists = Arrays.stream(entity.getMappedClass().getDeclaredFields())
                        .anyMatch(field -> field.getName().equals(name));
                throw MappingProblems.problem(context, "@ShardId source '" + name + "' "
                        + (exists ? "is not a key attribute; a shard computed from a changeable attribute would go stale"
                                : "does not exist"),
                        "name @Id attributes of " + entity.getEntityName() + " (" + keyAttributeNames(keyAttributes, shardAttribute) + ")");
            }
            sources.add(source(context, property, holder));
        }
        List<ShardSource> kinds = sources.stream().map(Source::kind).toList();
        Getter embeddedIdGetter = embedded ? entity.getIdentifierProperty().getGetter(entity.getMappedClass()) : null;
        return new ShardedKey(new ShardFunction(annotation.shards(), kinds), sources, entity.getMappedClass(), embeddedIdGetter);
    }

    /** The shard of {@code owner}, an entity or its {@code @EmbeddedId} instance. */
    int shardOf(Object owner, SharedSessionContractImplementor session) {
        Object holder = embeddedIdGetter != null && entityClass.isInstance(owner) ? embeddedIdGetter.get(owner) : owner;
        Object[] values = new Object[sources.size()];
        for (int i = 0; i < values.length; i++) {
            Source source = sources.get(i);
            Object value = source.getter().get(holder);
            if (value == null) {
                throw new IllegalArgumentException("Cannot compute the shard of " + entityClass.getSimpleName()
                        + ": key attribute '" + source.attribute() + "' is null; set every key attribute before persisting");
            }
            values[i] = toSourceValue(value, session);
        }
        return function.shardOf(values);
    }

    private static Object toSourceValue(Object value, SharedSessionContractImplementor session) {
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        if (value instanceof ZonedDateTime zoned) {
            return zoned.toInstant();
        }
        if (value instanceof LocalDateTime local) {
            // Hibernate writes a LocalDateTime as the instant it denotes in the JDBC time zone.
            TimeZone jdbcZone = session.getFactory().getSessionFactoryOptions().getJdbcTimeZone();
            return local.atZone(jdbcZone != null ? jdbcZone.toZoneId() : ZoneId.systemDefault()).toInstant();
        }
        return value;
    }

    private static Source source(GeneratorCreationContext context, Property property, Class<?> holder) {
        Class<?> type = property.getType().getReturnedClass();
        boolean binaryUuid = type == UUID.class && property.getValue() instanceof BasicValue basic && isBinary(basic);
        ShardSource kind = ShardedEntity.kindOf(type, binaryUuid);
        if (kind == null) {
            throw MappingProblems.problem(context, "@ShardId source '" + property.getName() + "' has type "
                    + type.getName() + ", which has no time-zone-free encoding here",
                    "use Long, Integer, String, Instant, OffsetDateTime, ZonedDateTime, LocalDateTime, LocalDate, UUID or Boolean");
        }
        String column = property.getValue().getColumns().get(0).getName();
        return new Source(property.getName(), column, kind, property.getGetter(holder));
    }

    private static boolean isBinary(BasicValue value) {
        int code = value.resolve().getJdbcType().getDdlTypeCode();
        return code == SqlTypes.BINARY || code == SqlTypes.VARBINARY || code == SqlTypes.LONGVARBINARY;
    }

    private static Component keyAttributes(PersistentClass entity) {
        if (entity.getIdentifierMapper() != null) {
            return entity.getIdentifierMapper();
        }
        return entity.getIdentifier() instanceof Component component ? component : null;
    }

    private static Property findProperty(Component component, String name) {
        for (Property property : component.getProperties()) {
            if (property.getName().equals(name)) {
                return property;
            }
        }
        return null;
    }

    private static String keyAttributeNames(Component component, String exclude) {
        return String.join(", ", component.getProperties().stream()
                .map(Property::getName).filter(name -> !name.equals(exclude)).toList());
    }
}
