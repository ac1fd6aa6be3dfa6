package dev.spannerkeys.hibernate.internal.shard;

import dev.spannerkeys.hibernate.internal.mapping.JdbcTypes;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.ShardIdDeclaration;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import jakarta.persistence.EntityManagerFactory;
import java.io.Serializable;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.TimeZone;
import java.util.UUID;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.Generator;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.CompositeNestedGeneratedValueGenerator;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.property.access.spi.Getter;

/**
 * The one description of a sharded key: which key attributes the shard is computed from, how each
 * is read from an entity (or an {@code @EmbeddedId} instance) and converted into a
 * {@link ShardSource} value. Resolved once at bootstrap from Hibernate's mapping (property access,
 * so fields and getters alike; {@code @IdClass} and {@code @EmbeddedId}; the JDBC type Hibernate
 * binds each column with) by the {@link ShardIdGenerator}; the read helpers obtain that same
 * instance from the session factory ({@link #of}), so the shard computed for a read is the shard
 * written. Immutable afterwards.
 */
public final class ShardedKey implements Serializable {

    private static final long serialVersionUID = 1L;

    /** One source attribute: its column, its kind, and how to read it. */
    record Source(String attribute, String column, ShardSource kind, Getter getter)
            implements Serializable {
    }

    private final ShardFunction function;
    private final List<Source> sources;
    private final Class<?> entityClass;
    private final String shardAttribute;
    private final Getter embeddedIdGetter;

    private ShardedKey(ShardFunction function, List<Source> sources, Class<?> entityClass, String shardAttribute,
            Getter embeddedIdGetter) {
        this.function = function;
        this.sources = List.copyOf(sources);
        this.entityClass = entityClass;
        this.shardAttribute = shardAttribute;
        this.embeddedIdGetter = embeddedIdGetter;
    }

    /**
     * The sharded key of entity {@code type} in {@code factory}: the description its
     * {@link ShardIdGenerator} resolved at bootstrap.
     *
     * @throws IllegalArgumentException if {@code type} is not an entity of {@code factory} or has no
     *     {@code @ShardId} attribute
     */
    public static ShardedKey of(EntityManagerFactory factory, Class<?> type) {
        SessionFactoryImplementor sessionFactory = factory.unwrap(SessionFactoryImplementor.class);
        EntityPersister persister;
        try {
            persister = sessionFactory.getMappingMetamodel().getEntityDescriptor(type);
        } catch (RuntimeException notAnEntity) {
            throw new IllegalArgumentException(type.getName() + " is not an entity of this persistence unit", notAnEntity);
        }
        Generator generator = persister.getGenerator();
        if (generator instanceof ShardIdGenerator shardId) {
            return shardId.key();
        }
        if (generator instanceof CompositeNestedGeneratedValueGenerator composite) {
            for (CompositeNestedGeneratedValueGenerator.GenerationPlan plan : composite.getGenerationPlans()) {
                if (plan.getGenerator() instanceof ShardIdGenerator shardId) {
                    return shardId.key();
                }
            }
        }
        throw new IllegalArgumentException(type.getName() + " has no @ShardId attribute");
    }

    /** The name of the shard attribute, as queries name it (e.g. {@code shardId} or {@code id.shardId}). */
    public String shardAttribute() {
        return shardAttribute;
    }

    public ShardFunction function() {
        return function;
    }

    List<Source> sources() {
        return sources;
    }

    /** Finds and checks the sources named by {@code declaration} among the entity's key attributes. */
    static ShardedKey resolve(GeneratorCreationContext context, ShardIdDeclaration declaration) {
        PersistentClass entity = context.getPersistentClass();
        String shardAttribute = context.getProperty() != null ? context.getProperty().getName() : null;
        Component keyAttributes = keyAttributes(entity);
        if (keyAttributes == null) {
            throw MappingProblems.problem(context, "@ShardId needs a composite key, but the entity has a single @Id",
                    "declare the shard and its sources as key attributes with @IdClass or @EmbeddedId");
        }
        boolean embedded = entity.getIdentifierMapper() == null;
        Class<?> holder = embedded ? keyAttributes.getComponentClass() : entity.getMappedClass();
        List<Source> sources = new ArrayList<>();
        java.util.Set<String> named = new java.util.HashSet<>();
        for (String name : declaration.sources()) {
            if (!named.add(name)) {
                throw MappingProblems.problem(context, "@ShardId names source '" + name + "' twice; hashing a value twice "
                        + "does not spread rows further", "name each source attribute once");
            }
            if (name.equals(shardAttribute)) {
                throw MappingProblems.problem(context, "@ShardId names itself ('" + name + "') as a source",
                        "hash the other key attributes");
            }
            Property property = findProperty(keyAttributes, name);
            if (property == null) {
                boolean exists = entity.hasProperty(name);
                throw MappingProblems.problem(context, "@ShardId source '" + name + "' "
                        + (exists ? "is not a key attribute; a shard computed from a changeable attribute would go stale"
                                : "does not exist"),
                        "name @Id attributes of " + entity.getEntityName() + " (" + keyAttributeNames(keyAttributes, shardAttribute) + ")");
            }
            sources.add(source(context, property, holder));
        }
        List<ShardSource> kinds = sources.stream().map(Source::kind).toList();
        Getter embeddedIdGetter = embedded ? entity.getIdentifierProperty().getGetter(entity.getMappedClass()) : null;
        String attribute = embedded ? entity.getIdentifierProperty().getName() + "." + shardAttribute : shardAttribute;
        return new ShardedKey(new ShardFunction(declaration.shards(), kinds), sources, entity.getMappedClass(), attribute,
                embeddedIdGetter);
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
            values[i] = toSourceValue(value, session.getFactory().getSessionFactoryOptions().getJdbcTimeZone());
        }
        return function.shardOf(values);
    }

    /**
     * The shard of an entity whose source attributes hold {@code values}, in the order of
     * {@code @ShardId(of = ...)}, converted as {@link #shardOf(Object, SharedSessionContractImplementor)}
     * converts them when writing ({@code jdbcTimeZone}: the session factory's).
     */
    public int shardOfValues(Object[] values, TimeZone jdbcTimeZone) {
        if (values.length != sources.size()) {
            throw new IllegalArgumentException(entityClass.getSimpleName() + " computes its shard from "
                    + sources.stream().map(Source::attribute).toList() + "; pass " + sources.size()
                    + " values in that order, got " + values.length);
        }
        Object[] converted = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            if (values[i] == null) {
                throw new IllegalArgumentException("Cannot compute the shard of " + entityClass.getSimpleName()
                        + ": the value of '" + sources.get(i).attribute() + "' is null");
            }
            converted[i] = toSourceValue(values[i], jdbcTimeZone);
        }
        return function.shardOf(converted);
    }

    private static Object toSourceValue(Object value, TimeZone jdbcZone) {
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        if (value instanceof ZonedDateTime zoned) {
            return zoned.toInstant();
        }
        if (value instanceof LocalDateTime local) {
            // Hibernate writes a LocalDateTime as the instant it denotes in the JDBC time zone.
            return local.atZone(jdbcZone != null ? jdbcZone.toZoneId() : ZoneId.systemDefault()).toInstant();
        }
        return value;
    }

    private static Source source(GeneratorCreationContext context, Property property, Class<?> holder) {
        Class<?> type = property.getType().getReturnedClass();
        boolean binaryUuid = type == UUID.class && JdbcTypes.storesBytes(property.getValue());
        ShardSource kind = kindOf(type, binaryUuid);
        if (kind == null) {
            throw MappingProblems.problem(context, "@ShardId source '" + property.getName() + "' has type "
                    + type.getName() + ", which has no time-zone-free encoding here",
                    "use Long, Integer, String, Instant, OffsetDateTime, ZonedDateTime, LocalDateTime, LocalDate, UUID or Boolean");
        }
        String column = property.getValue().getColumns().get(0).getName();
        return new Source(property.getName(), column, kind, property.getGetter(holder));
    }

    /** The source kind of a Java type; {@code null} if it has no time-zone-free encoding. */
    private static ShardSource kindOf(Class<?> type, boolean binaryUuid) {
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
