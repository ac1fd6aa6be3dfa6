package dev.spannerkeys.schema;

/**
 * How the names of a {@link SchemaModel} are printed into SQL. The model holds names as the mapping
 * declares them (validated by {@link SpannerIdentifiers}); a renderer adds what the application's
 * SQL adds at runtime: the default schema, and quotes where the mapping asks for them. The DDL
 * writers, the sequence SQL and every query the library runs against the schema print names through
 * one renderer, so what DDL creates is what the application's statements name.
 *
 * <p>{@link #PLAIN} prints every name as the model holds it: no schema, no quotes.
 */
public interface NameRenderer {

    /** Names exactly as the model holds them. */
    NameRenderer PLAIN = new NameRenderer() {
        @Override
        public String table(String table) {
            return table;
        }

        @Override
        public String column(String table, String column) {
            return column;
        }

        @Override
        public String index(String table, String index) {
            return index;
        }

        @Override
        public String qualifiedIndex(String table, String index) {
            return index;
        }

        @Override
        public String sequence(String sequence) {
            return sequence;
        }

        @Override
        public String sequenceLiteral(String sequence) {
            return sequence;
        }

        @Override
        public String constraint(String table, String constraint) {
            return constraint;
        }
    };

    /** A table reference: {@code Singers}, {@code music.Singers}, {@code `Singers`}, {@code "music"."Singers"}. */
    String table(String table);

    /** A column of {@code table}, unqualified. */
    String column(String table, String column);

    /**
     * The name of an index on {@code table} where {@code CREATE INDEX} declares it. GoogleSQL
     * qualifies it with the table's schema; PostgreSQL creates an index in its table's schema and
     * takes the bare name.
     */
    String index(String table, String index);

    /** An index on {@code table} where a statement refers to an existing one ({@code DROP INDEX}). */
    String qualifiedIndex(String table, String index);

    /** A sequence reference in DDL and in {@code GET_NEXT_SEQUENCE_VALUE(SEQUENCE ...)}. */
    String sequence(String sequence);

    /**
     * A sequence name inside a string literal, as PostgreSQL's {@code nextval('...')} takes it: the
     * name as the database stores it, schema-qualified, without quotes.
     */
    String sequenceLiteral(String sequence);

    /** A constraint of {@code table}, unqualified. */
    String constraint(String table, String constraint);
}
