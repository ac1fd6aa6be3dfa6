package dev.spannerkeys.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a primary key part in descending order: {@code PRIMARY KEY (UserId, LastAccess DESC)}.
 *
 * <p>Use it on a timestamp {@code @Id} attribute of a history table whose newest rows are read
 * first ({@code ORDER BY LastAccess DESC LIMIT n}), or whose newest entries should sit right after
 * their parent row when the table is interleaved. Allowed on {@code @Id} attributes (and on the
 * fields of an {@code @EmbeddedId} class) only. PostgreSQL-dialect databases have no descending key
 * parts: there, use a descending {@link SpannerIndex} instead; schema export refuses
 * {@code @Descending} with that advice.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface Descending {
}
