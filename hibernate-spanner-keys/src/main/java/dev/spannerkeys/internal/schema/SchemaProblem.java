package dev.spannerkeys.internal.schema;

import java.util.Optional;

/**
 * A schema the database would reject or that breaks a rule of this library: where it is (table,
 * and column or index when the problem is that narrow), what is wrong and how to fix it.
 *
 * <p>Thrown by {@link SchemaModel} and by the DDL writers' {@code requireSupported} (in
 * {@code schema.ddl}, which depends on this package, not the other way round); the Hibernate
 * integration translates the location to entity and attribute names.
 */
public final class SchemaProblem extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String table;
    private final String column;
    private final String index;
    private final String problem;
    private final String fix;

    private SchemaProblem(String table, String column, String index, String problem, String fix) {
        super(location(table, column, index) + ": " + problem + ". Fix: " + fix);
        this.table = table;
        this.column = column;
        this.index = index;
        this.problem = problem;
        this.fix = fix;
    }

    /** A problem of a whole table. */
    public static SchemaProblem inTable(String table, String problem, String fix) {
        return new SchemaProblem(table, null, null, problem, fix);
    }

    /** A problem of one column. */
    public static SchemaProblem inColumn(String table, String column, String problem, String fix) {
        return new SchemaProblem(table, column, null, problem, fix);
    }

    /** A problem of one index. */
    public static SchemaProblem inIndex(String table, String index, String problem, String fix) {
        return new SchemaProblem(table, null, index, problem, fix);
    }

    /** The table the problem is in. */
    public String table() {
        return table;
    }

    /** The column, when the problem is in one column. */
    public Optional<String> column() {
        return Optional.ofNullable(column);
    }

    /** The index, when the problem is in one index. */
    public Optional<String> index() {
        return Optional.ofNullable(index);
    }

    /** What is wrong, without location and fix. */
    public String problem() {
        return problem;
    }

    /** How to fix it. */
    public String fix() {
        return fix;
    }

    private static String location(String table, String column, String index) {
        return "Table " + table + (column != null ? ", column " + column : "") + (index != null ? ", index " + index : "");
    }
}
