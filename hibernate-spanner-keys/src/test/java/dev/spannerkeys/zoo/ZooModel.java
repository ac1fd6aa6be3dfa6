package dev.spannerkeys.zoo;

import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hibernate.SessionFactory;

/**
 * One domain model of the zoo: entity classes written the way applications write them, the
 * Hibernate settings the application would run with, a few rows to write and read back, and
 * optionally a next version of the model that {@code update} must reach from this one.
 */
public interface ZooModel {

    /** Short name, as the zoo table of docs/supported-mappings.md lists it. */
    String name();

    /** The annotated classes of the first version: entities, and converters an application registers by scanning. */
    List<Class<?>> entities();

    /**
     * The named schemas the model's objects live in ({@code @Table(schema = ...)}, {@code @SequenceGenerator(schema
     * = ...)}), as the DDL prints them; empty when everything is in the default schema. {@code drop} leaves them
     * in place (Hibernate drops a schema only with {@code hibernate.hbm2ddl.create_namespaces}).
     */
    default List<String> namedSchemas() {
        return List.of();
    }

    /** Hibernate settings (naming strategies); empty for Hibernate's defaults. */
    default Map<String, Object> settings() {
        return Map.of();
    }

    /**
     * The fragment of the bootstrap error that refuses this model in {@code dialect}, or empty when
     * the model is expressible in it.
     */
    default Optional<String> refusalIn(SqlDialect dialect) {
        return Optional.empty();
    }

    /**
     * The fragment of the bootstrap error that refuses this model in the write mode {@code writeMode} (a
     * {@code spanner.keys.write-mode} value), or empty when the model runs in it.
     */
    default Optional<String> refusalInWriteMode(String writeMode) {
        return Optional.empty();
    }

    /** Writes a few rows and reads them back, asserting what it reads. */
    void writeAndRead(SessionFactory factory);

    /** The entity classes of the next version; empty if the model has none. */
    default List<Class<?>> nextVersion() {
        return List.of();
    }

    /**
     * The entity classes of a version after the next one, reached only by migration scripts (it
     * changes what {@code update} leaves alone: checks, generated columns); empty if the model has none.
     */
    default List<Class<?>> thirdVersion() {
        return List.of();
    }

    /** Writes and reads rows of the next version, on a schema updated from the first one. */
    default void writeAndReadNextVersion(SessionFactory factory) {
        throw new UnsupportedOperationException(name() + " has no next version");
    }

    /** A new, empty run of the model's writes: bulk load, updates, deletes, read back. */
    ZooWrites writes();

    /**
     * The mappings of this model whose writes stay DML in the mutation write modes in {@code dialect},
     * each with the fragment of the reason {@code DmlFallbacks} gives; empty when every write becomes a
     * mutation. {@code ZooWriteModesTest} checks it against what the library reports, and
     * docs/supported-mappings.md is checked against it.
     */
    default Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return Map.of();
    }

    /**
     * Whether every insert of the model gets its key from the database (identity columns): Hibernate then inserts at
     * {@code persist()}, as DML in every write mode ({@code mutations-at-commit}: before the commit flush, so not
     * counted as a fallback). {@code ZooWriteModesTest} asserts that no insert is a mutation.
     */
    default boolean insertsAtPersist() {
        return false;
    }

    /**
     * The mappings of {@link #mappings()} whose values the model cannot write (its columns are created,
     * updated and validated, its values stay null), each with the reason; empty when every value is
     * written. docs/supported-mappings.md says "not written" in their write-mode columns.
     */
    default Map<String, String> notWritten() {
        return Map.of();
    }

    /** The rows of docs/supported-mappings.md this model exercises (the first column's text). */
    List<String> mappings();
}
