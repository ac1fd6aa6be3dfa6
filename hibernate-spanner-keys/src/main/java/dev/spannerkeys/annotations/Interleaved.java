package dev.spannerkeys.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores an entity's rows inside the rows of a parent entity: schema export creates the table with
 * {@code INTERLEAVE IN PARENT Parent ON DELETE CASCADE | NO ACTION} (or {@code INTERLEAVE IN Parent}
 * with {@code parentConstraint = false}).
 *
 * <p>Use it for data that is mostly read and written together with one parent row (a singer's
 * albums, an album's songs): Spanner keeps the parent row and its children in the same split, so
 * reading or changing them together touches one server. The child's primary key must start with
 * the parent's key columns, with the same names, types and order; declare those {@code @Id}
 * attributes first. The key is created in the order the {@code @Id} attributes are declared.
 *
 * <pre>{@code
 * @Entity @IdClass(AlbumKey.class)
 * @Interleaved(in = Singer.class, onDeleteCascade = true)
 * class Album {
 *   @Id Long singerId;
 *   @Id Long albumId;
 * }
 * }</pre>
 *
 * <p>No foreign key is created for the association from the child to its parent: interleaving
 * already guarantees (with {@code parentConstraint}) that the parent row exists.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Interleaved {

    /** The parent entity. */
    Class<?> in();

    /**
     * Whether deleting a parent row deletes its child rows ({@code ON DELETE CASCADE}). If false
     * ({@code ON DELETE NO ACTION}, Spanner's default), deleting a parent that still has children
     * fails. Only allowed with {@link #parentConstraint()}.
     */
    boolean onDeleteCascade() default false;

    /**
     * Whether a child row needs its parent row ({@code INTERLEAVE IN PARENT}, the default). With
     * false ({@code INTERLEAVE IN}), rows are only stored together and a child may exist without a
     * parent; Spanner emulator 1.5.28 cannot create such tables, Cloud Spanner can.
     */
    boolean parentConstraint() default true;
}
