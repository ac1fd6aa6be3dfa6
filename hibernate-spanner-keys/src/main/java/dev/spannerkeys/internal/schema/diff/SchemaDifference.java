package dev.spannerkeys.internal.schema.diff;

import java.util.Objects;

/**
 * One difference between a mapping and a database: which object, which property, what the mapping
 * expects and what the database has.
 *
 * @param kind what kind of difference
 * @param table the table the object belongs to (for a sequence: empty)
 * @param object the column, index, check or sequence name, or null for a table-level difference
 * @param property the property that differs ({@code type}, {@code length}, {@code nullability},
 *     {@code default}, {@code unique}, ...), or null when the whole object is missing or unmapped
 * @param expected what the mapping declares, in words or SQL
 * @param actual what the database has, in words or SQL
 */
public record SchemaDifference(Kind kind, String table, String object, String property, String expected,
        String actual) {

    /** The kinds of difference. */
    public enum Kind {
        /** A mapped table does not exist. */
        TABLE_MISSING,
        /** A table exists that the mapping does not have (removed or renamed). */
        TABLE_UNMAPPED,
        /** A mapped column does not exist. */
        COLUMN_MISSING,
        /** A column exists that the mapping does not have (removed or renamed). */
        COLUMN_UNMAPPED,
        /** A column exists with another type, length, nullability, default or generated expression. */
        COLUMN_CHANGED,
        /** A table's primary key has other columns, another order or other sort orders. */
        PRIMARY_KEY_CHANGED,
        /** A table is interleaved differently (parent, ON DELETE, parent constraint). */
        INTERLEAVE_CHANGED,
        /** A mapped check constraint does not exist on an existing table. */
        CHECK_MISSING,
        /** A check constraint exists that the mapping does not have. */
        CHECK_UNMAPPED,
        /** A check constraint of the same name has another condition. */
        CHECK_CHANGED,
        /** A mapped index does not exist. */
        INDEX_MISSING,
        /** An index exists that the mapping does not have. */
        INDEX_UNMAPPED,
        /** An index exists with other columns or properties. */
        INDEX_CHANGED,
        /** A mapped sequence does not exist. */
        SEQUENCE_MISSING,
        /** A sequence exists that the mapping does not have. */
        SEQUENCE_UNMAPPED,
        /** A sequence exists with other options. */
        SEQUENCE_CHANGED
    }

    /** Checks the required parts. */
    public SchemaDifference {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(table, "table");
    }

    /** Where the difference is: {@code table Singers, column Email}, {@code index X on Singers}, {@code sequence s}. */
    public String location() {
        return switch (kind) {
            case TABLE_MISSING, TABLE_UNMAPPED, PRIMARY_KEY_CHANGED, INTERLEAVE_CHANGED -> "table " + table;
            case COLUMN_MISSING, COLUMN_UNMAPPED, COLUMN_CHANGED -> "table " + table + ", column " + object;
            case CHECK_MISSING, CHECK_UNMAPPED, CHECK_CHANGED -> "table " + table + ", check " + object;
            case INDEX_MISSING, INDEX_UNMAPPED, INDEX_CHANGED -> "table " + table + ", index " + object;
            case SEQUENCE_MISSING, SEQUENCE_UNMAPPED, SEQUENCE_CHANGED -> "sequence " + object;
        };
    }

    /** One line: where, what differs, what the mapping expects and what the database has. */
    public String describe() {
        String what = switch (kind) {
            case TABLE_MISSING, COLUMN_MISSING, CHECK_MISSING, INDEX_MISSING, SEQUENCE_MISSING ->
                    "in the mapping as " + expected + ", not in the database";
            case TABLE_UNMAPPED, COLUMN_UNMAPPED, CHECK_UNMAPPED, INDEX_UNMAPPED, SEQUENCE_UNMAPPED ->
                    "in the database as " + actual + ", not in the mapping (removed or renamed?)";
            case PRIMARY_KEY_CHANGED -> "primary key: the database has PRIMARY KEY " + actual
                    + ", the mapping declares PRIMARY KEY " + expected;
            default -> property + ": expected " + expected + ", actual " + actual;
        };
        return location() + ": " + what;
    }
}
