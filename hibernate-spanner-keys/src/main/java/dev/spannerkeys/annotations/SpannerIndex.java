package dev.spannerkeys.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A Spanner secondary index on the entity's table, with the options plain JPA {@code @Index}
 * cannot express. Repeatable.
 *
 * <pre>{@code
 * @SpannerIndex(name = "SingersByLastName", columns = "LastName", nullFiltered = true, storing = "FirstName")
 * @SpannerIndex(name = "AlbumsByTitle", columns = {"SingerId", "AlbumTitle"}, interleaveIn = Singer.class)
 * }</pre>
 *
 * <ul>
 *   <li>{@link #nullFiltered()} for sparse columns: rows with a NULL key column take no index space.</li>
 *   <li>{@link #storing()} for columns a query reads besides the key: the query is answered from the
 *       index without a join back to the table.</li>
 *   <li>{@link #interleaveIn()} for lookups within one parent (one user's photos by date): the index
 *       entries stay in the parent's split, and an index on a steadily increasing column does not
 *       become a hotspot because each parent gets its own range.</li>
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(SpannerIndexes.class)
public @interface SpannerIndex {

    /** The index name, a valid Spanner identifier, unique in the database. */
    String name();

    /**
     * The indexed columns in order, by physical column name, each optionally followed by
     * {@code " DESC"} (or {@code " ASC"}): {@code {"SingerId", "ReleaseDate DESC"}}.
     */
    String[] columns();

    /** Whether no two rows may have the same values in {@link #columns()}. */
    boolean unique() default false;

    /**
     * Whether rows with NULL in any indexed column are left out of the index ({@code NULL_FILTERED};
     * in PostgreSQL dialect {@code WHERE col IS NOT NULL AND ...}).
     */
    boolean nullFiltered() default false;

    /**
     * Non-key columns copied into the index ({@code STORING}; PostgreSQL {@code INCLUDE}). Key
     * columns of the table cannot be stored: every index already holds them.
     */
    String[] storing() default {};

    /**
     * The entity whose table the index is interleaved in: this entity itself or one of its
     * {@link Interleaved} ancestors. The indexed columns must start with that table's key columns.
     * {@code void.class} (the default) for an index that is not interleaved.
     */
    Class<?> interleaveIn() default void.class;
}
