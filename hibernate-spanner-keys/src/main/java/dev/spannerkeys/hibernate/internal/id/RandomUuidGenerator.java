package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.internal.mapping.JdbcTypes;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.RandomUuidDeclaration;
import dev.spannerkeys.annotations.RandomUuid;
import dev.spannerkeys.annotations.UuidStorage;
import dev.spannerkeys.keys.RandomUuidV4;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.ddl.UuidDdl;
import java.util.EnumSet;
import java.util.UUID;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.mapping.BasicValue;
import org.hibernate.mapping.Column;

/**
 * The generator behind {@link RandomUuid}: creates a version 4 UUID in Java before the insert (so
 * Hibernate can batch inserts), and gives {@code STRING(36)} key columns the database's own UUID
 * default so rows written by other tools get keys too.
 *
 * <p>Thread-safe and stateless apart from its per-thread random buffers.
 *
 * <p>Created with its no-argument constructor and set up by
 * {@link #initialize(RandomUuid, GeneratorCreationContext)}, which Hibernate calls itself, so a
 * mapping error keeps this library's message also when a bean container creates the instance.
 */
public final class RandomUuidGenerator implements BeforeExecutionGenerator, AnnotationBasedGenerator<RandomUuid> {

    private static final long serialVersionUID = 1L;

    private boolean stringId;
    private final transient RandomUuidV4 uuids = new RandomUuidV4();

    /** Created by Hibernate (or its bean container) for each attribute annotated {@link RandomUuid}. */
    public RandomUuidGenerator() {
    }

    /**
     * Called by Hibernate right after creating the generator; validates the attribute type and sets
     * the column's length and default.
     *
     * @throws org.hibernate.MappingException naming entity, attribute, the problem and the fix
     */
    @Override
    public void initialize(RandomUuid annotation, GeneratorCreationContext context) {
        UuidStorage storage = RandomUuidDeclaration.read(annotation).storage();
        Class<?> type = context.getType().getReturnedClass();
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) {
            throw MappingProblems.problem(context, "@RandomUuid needs a String or java.util.UUID id, but the attribute is "
                    + type.getSimpleName(), "declare the attribute as String or UUID, "
                    + "or use @BitReversedSequence for a numeric key");
        }
        if (type != String.class && type != UUID.class) {
            throw MappingProblems.problem(context, "@RandomUuid supports String and java.util.UUID ids, not "
                    + type.getName(), "declare the attribute as String or UUID");
        }
        if (storage == UuidStorage.BYTES16 && type == String.class) {
            throw MappingProblems.problem(context, "@RandomUuid(storage = BYTES16) stores 16 raw bytes, "
                    + "which a String attribute cannot hold", "use storage = STRING36 for a String id, "
                    + "or declare the attribute as java.util.UUID mapped to BYTES(16) (@JdbcTypeCode(SqlTypes.BINARY))");
        }
        if (storage == UuidStorage.UUID && type == String.class) {
            throw MappingProblems.problem(context, "@RandomUuid(storage = UUID) stores Spanner's native UUID type, "
                    + "which a String attribute is not bound as", "declare the attribute as java.util.UUID with "
                    + "@JdbcType(UUIDJdbcType.class), or use storage = STRING36 for a String id");
        }
        this.stringId = type == String.class;
        if (storage == UuidStorage.UUID) {
            if (!JdbcTypes.bindsUuid(context.getValue())) {
                throw MappingProblems.problem(context, "@RandomUuid(storage = UUID) creates a native UUID column, but "
                        + "Hibernate binds this java.util.UUID attribute as bytes or text",
                        "add @JdbcType(UUIDJdbcType.class) (org.hibernate.annotations.JdbcType, "
                        + "org.hibernate.type.descriptor.jdbc.UUIDJdbcType) to the attribute, so the value is sent as a "
                        + "Spanner UUID; Hibernate's Spanner dialects bind java.util.UUID as bytes otherwise");
            }
            SqlDialect dialect = SpannerKeysDialectSupport.require(context.getDatabase().getDialect(),
                    MappingProblems.where(context), context.getServiceRegistry());
            for (Column column : context.getValue().getColumns()) {
                column.setSqlType(UuidDdl.nativeType(dialect));
                column.setDefaultValue(UuidDdl.nativeColumnDefault(dialect));
            }
            return;
        }
        if (type == UUID.class) {
            requireMatchingJdbcType(storage, context);
        }
        if (storage == UuidStorage.STRING36) {
            SqlDialect dialect = SpannerKeysDialectSupport.require(context.getDatabase().getDialect(),
                    MappingProblems.where(context), context.getServiceRegistry());
            for (Column column : context.getValue().getColumns()) {
                column.setLength(36);
                column.setDefaultValue(UuidDdl.columnDefault(dialect));
            }
        }
    }

    /**
     * Hibernate maps {@code java.util.UUID} to {@code BYTES(16)} on Spanner unless told otherwise; the
     * storage the annotation names must agree with the column type Hibernate binds.
     */
    private static void requireMatchingJdbcType(UuidStorage storage, GeneratorCreationContext context) {
        if (!(context.getValue() instanceof BasicValue)) {
            return;
        }
        boolean binary = JdbcTypes.storesBytes(context.getValue());
        if (storage == UuidStorage.STRING36 && binary) {
            throw MappingProblems.problem(context, "@RandomUuid stores the key as STRING(36), but Hibernate maps "
                    + "this java.util.UUID attribute to a binary column (BYTES(16))",
                    "add @JdbcTypeCode(SqlTypes.CHAR) to the attribute to keep STRING(36), "
                    + "or use @RandomUuid(storage = UuidStorage.BYTES16)");
        }
        if (storage == UuidStorage.BYTES16 && !binary) {
            throw MappingProblems.problem(context, "@RandomUuid(storage = BYTES16) stores 16 raw bytes, but Hibernate "
                    + "maps this java.util.UUID attribute to a character column",
                    "remove the character mapping (or use @JdbcTypeCode(SqlTypes.BINARY)), "
                    + "or use storage = STRING36");
        }
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        return stringId ? uuids.nextString() : uuids.next();
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EnumSet.of(EventType.INSERT);
    }
}
