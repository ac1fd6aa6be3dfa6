package dev.spannerkeys.annotations;

import dev.spannerkeys.hibernate.internal.id.RandomUuidGenerator;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/**
 * Generates a random (version 4) UUID identifier in Java before the insert.
 *
 * <p>Use it when a key needs no order and may be created anywhere (clients, other services):
 * 122 random bits spread inserts evenly over the key space. Unlike time-ordered UUIDs
 * (version 1, 6, 7) it never creates a hotspot.
 *
 * <pre>{@code
 * @Id @RandomUuid
 * String id;                      // STRING(36) NOT NULL DEFAULT (GENERATE_UUID())
 * }</pre>
 *
 * <p>Supported attribute types: {@code String} (with {@link UuidStorage#STRING36}) and
 * {@code java.util.UUID}. Hibernate maps {@code java.util.UUID} to {@code BYTES(16)} on Spanner, so
 * a UUID attribute either uses {@code storage = BYTES16}, or keeps {@code STRING36} and says so with
 * {@code @JdbcTypeCode(SqlTypes.CHAR)}; a mismatch is reported at bootstrap.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
@IdGeneratorType(RandomUuidGenerator.class)
public @interface RandomUuid {

    /** How the key is stored; {@link UuidStorage#STRING36} by default. */
    UuidStorage storage() default UuidStorage.STRING36;
}
