package dev.spannerkeys.internal.schema.ddl;

import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints a {@link SchemaModel} as DDL for one SQL dialect. Use {@link #forDialect(SqlDialect)};
 * both writers print the same model, so the two dialects differ only where Spanner's syntax does.
 *
 * <p>Every name printed has passed {@link SpannerIdentifiers} when the model was built, and is
 * printed through the writer's {@link SpannerIdentifiers.Renderer} (schema, quotes); types and expressions are
 * printed as the model holds them.
 */
public abstract sealed class DdlWriter permits GoogleSqlDdlWriter, PostgreSqlDdlWriter {

    private final SqlDialect dialect;
    private final SequenceDdl sequenceDdl;
    final SpannerIdentifiers.Renderer names;

    DdlWriter(SqlDialect dialect, SpannerIdentifiers.Renderer names) {
        this.dialect = dialect;
        this.sequenceDdl = new SequenceDdl(dialect, names);
        this.names = names;
    }

    /** The writer for {@code dialect}, printing names as the model holds them, quoted where the dialect must quote them. */
    public static DdlWriter forDialect(SqlDialect dialect) {
        return forDialect(dialect, SpannerIdentifiers.Renderer.quoting(dialect));
    }

    /** The writer for {@code dialect}, printing every name through {@code names}. */
    public static DdlWriter forDialect(SqlDialect dialect, SpannerIdentifiers.Renderer names) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? new GoogleSqlDdlWriter(names) : new PostgreSqlDdlWriter(names);
    }

    /** The renderer every name passes. */
    public SpannerIdentifiers.Renderer names() {
        return names;
    }

    /** The sequence SQL of this writer's dialect, with the same names. */
    public SequenceDdl sequenceDdl() {
        return sequenceDdl;
    }

    /** The dialect this writer prints. */
    public SqlDialect dialect() {
        return dialect;
    }

    /**
     * Checks that every object of {@code model} can be expressed in this dialect.
     *
     * @throws SchemaProblem for the first object that cannot
     */
    public abstract void requireSupported(SchemaModel model);

    /** {@code CREATE TABLE ...}, with primary key and interleave clause. */
    public abstract String createTable(TableDefinition table);

    /** {@code CREATE [UNIQUE] ... INDEX ...}. */
    public abstract String createIndex(IndexDefinition index);

    /** {@code ALTER TABLE table ADD COLUMN ...}. */
    public String addColumn(String table, ColumnDefinition column) {
        return "ALTER TABLE " + names.table(table) + " ADD COLUMN " + column(table, column);
    }

    /**
     * Makes an existing nullable column {@code NOT NULL}: GoogleSQL
     * {@code ALTER TABLE t ALTER COLUMN c TYPE NOT NULL}, PostgreSQL
     * {@code ALTER TABLE t ALTER COLUMN c SET NOT NULL}. Spanner checks the existing rows first.
     */
    public abstract String setNotNull(String table, ColumnDefinition column);

    /** Moves an existing sequence's counter to {@code counter}; see {@link SequenceDdl#restartCounter}. */
    public String restartSequence(String sequence, long counter) {
        return sequenceDdl.restartCounter(names.sequence(sequence), counter);
    }

    /**
     * Moves an identity column's counter to {@code counter}: GoogleSQL
     * {@code ALTER TABLE t ALTER COLUMN c ALTER IDENTITY RESTART COUNTER WITH n}, PostgreSQL
     * {@code ALTER TABLE t ALTER COLUMN c RESTART COUNTER WITH n}.
     */
    public String restartIdentity(String table, String column, long counter) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column)
                + (dialect() == SqlDialect.GOOGLE_STANDARD_SQL ? " ALTER IDENTITY" : "") + " RESTART COUNTER WITH " + counter;
    }

    /**
     * Changes an existing column's type (a longer length) or makes it nullable: GoogleSQL restates the
     * column ({@code ALTER TABLE t ALTER COLUMN c STRING(200) [NOT NULL] [DEFAULT (...)]}); PostgreSQL
     * changes the type only ({@code ALTER TABLE t ALTER COLUMN c TYPE varchar(200)}).
     */
    public abstract String alterColumn(String table, ColumnDefinition column);

    /**
     * Lets an existing {@code TIMESTAMP} column take commit timestamps, or stops it, as {@code column}
     * says: GoogleSQL {@code ALTER TABLE t ALTER COLUMN c SET OPTIONS (allow_commit_timestamp = true | null)},
     * PostgreSQL {@code ALTER TABLE t ALTER COLUMN c TYPE spanner.commit_timestamp | timestamptz}.
     */
    public abstract String setCommitTimestamp(String table, ColumnDefinition column);

    /** {@code ALTER TABLE t ALTER COLUMN c SET DEFAULT ...} with the column's default expression. */
    public abstract String setDefault(String table, ColumnDefinition column);

    /** {@code ALTER TABLE t ALTER COLUMN c DROP DEFAULT}. */
    public String dropDefault(String table, String column) {
        return "ALTER TABLE " + names.table(table) + " ALTER COLUMN " + names.column(table, column) + " DROP DEFAULT";
    }

    /** {@code ALTER TABLE t DROP COLUMN c}. */
    public String dropColumn(String table, String column) {
        return "ALTER TABLE " + names.table(table) + " DROP COLUMN " + names.column(table, column);
    }

    /** {@code ALTER TABLE t ADD [CONSTRAINT name] CHECK (...)}. */
    public String addCheck(String table, CheckDefinition check) {
        return "ALTER TABLE " + names.table(table) + " ADD " + check(table, check);
    }

    /** {@code ALTER TABLE t DROP CONSTRAINT name}, for a check or a foreign key, named as the database names it. */
    public String dropConstraint(String table, String constraint) {
        return "ALTER TABLE " + names.table(table) + " DROP CONSTRAINT " + names.constraint(table, constraint);
    }

    /** {@code ALTER TABLE t SET ON DELETE CASCADE | NO ACTION}: an interleaved table's action, changed in place. */
    public String setOnDelete(String table, OnDelete action) {
        return "ALTER TABLE " + names.table(table) + " SET ON DELETE "
                + (action == OnDelete.CASCADE ? "CASCADE" : "NO ACTION");
    }

    /**
     * Adds a column to an index's stored columns, or removes one: GoogleSQL
     * {@code ALTER INDEX i ADD | DROP STORED COLUMN c}, PostgreSQL {@code ALTER INDEX i ADD | DROP INCLUDE COLUMN c}.
     */
    public String alterStoredColumn(IndexDefinition index, String column, boolean add) {
        return "ALTER INDEX " + names.qualifiedIndex(index.table(), index.name()) + (add ? " ADD " : " DROP ")
                + (dialect() == SqlDialect.GOOGLE_STANDARD_SQL ? "STORED" : "INCLUDE") + " COLUMN "
                + names.column(index.table(), column);
    }

    /** {@code DROP INDEX name}, for an index known to exist. */
    public String dropExistingIndex(IndexDefinition index) {
        return "DROP INDEX " + names.qualifiedIndex(index.table(), index.name());
    }

    /** {@code DROP TABLE name}, for a table known to exist. */
    public String dropExistingTable(String table) {
        return "DROP TABLE " + names.table(table);
    }

    /** {@code DROP SEQUENCE name}, for a sequence known to exist. */
    public String dropExistingSequence(String sequence) {
        return "DROP SEQUENCE " + names.sequence(sequence);
    }

    /**
     * Sets an existing sequence's skip range to {@code sequence}'s (or removes it): GoogleSQL
     * {@code ALTER SEQUENCE s SET OPTIONS (skip_range_min = a, skip_range_max = b)} (NULLs to remove),
     * PostgreSQL {@code ALTER SEQUENCE s SKIP RANGE a b} or {@code NO SKIP RANGE}.
     */
    public String setSkipRange(SequenceDefinition sequence) {
        String name = names.sequence(sequence.name());
        if (dialect() == SqlDialect.GOOGLE_STANDARD_SQL) {
            return "ALTER SEQUENCE " + name + " SET OPTIONS (skip_range_min = "
                    + (sequence.hasSkipRange() ? sequence.skipRangeMin() : "NULL") + ", skip_range_max = "
                    + (sequence.hasSkipRange() ? sequence.skipRangeMax() : "NULL") + ")";
        }
        return "ALTER SEQUENCE " + name + (sequence.hasSkipRange()
                ? " SKIP RANGE " + sequence.skipRangeMin() + " " + sequence.skipRangeMax() : " NO SKIP RANGE");
    }

    /** {@code DROP TABLE IF EXISTS name}: dropping before a first create must not fail. */
    public String dropTable(String table) {
        return "DROP TABLE IF EXISTS " + names.table(table);
    }

    /** {@code DROP INDEX IF EXISTS name}. */
    public String dropIndex(IndexDefinition index) {
        return "DROP INDEX IF EXISTS " + names.qualifiedIndex(index.table(), index.name());
    }

    /** {@code CREATE SEQUENCE ...} with the sequence's options. */
    public String createSequence(SequenceDefinition sequence) {
        return sequenceDdl.create(sequence);
    }

    /** {@code DROP SEQUENCE IF EXISTS name}. */
    public String dropSequence(String sequence) {
        return sequenceDdl.drop(sequence);
    }

    /** One column definition of {@code table}, as in {@code CREATE TABLE} and {@code ADD COLUMN}. */
    abstract String column(String table, ColumnDefinition column);

    /** The table elements every dialect shares: columns, then check constraints. */
    final List<String> columnsAndChecks(TableDefinition table) {
        List<String> elements = new ArrayList<>();
        table.columns().forEach(column -> elements.add(column(table.name(), column)));
        table.checks().forEach(check -> elements.add(check(table.name(), check)));
        for (ColumnDefinition column : table.columns()) {
            column.checks().forEach(check -> elements.add(check(table.name(), check)));
        }
        return elements;
    }

    /**
     * The start of {@code CREATE INDEX} every dialect shares: {@code CREATE [UNIQUE] <modifier>INDEX name ON
     * table (keys)}, where {@code modifier} is a dialect's own keyword with its trailing space, or empty.
     */
    final StringBuilder createIndexHead(IndexDefinition index, String modifier) {
        return new StringBuilder("CREATE ").append(index.unique() ? "UNIQUE " : "").append(modifier)
                .append("INDEX ").append(names.index(index.table(), index.name())).append(" ON ")
                .append(names.table(index.table())).append(" (").append(keyList(index.table(), index.columns()))
                .append(')');
    }

    final String check(String table, CheckDefinition check) {
        return check.name().map(name -> "CONSTRAINT " + names.constraint(table, name) + " ").orElse("")
                + "CHECK (" + check.expression() + ")";
    }

    final String keyList(String table, List<KeyPart> parts) {
        List<String> printed = new ArrayList<>();
        for (KeyPart part : parts) {
            String column = names.column(table, part.column());
            printed.add(part.isDescending() ? column + " DESC" : column);
        }
        return String.join(", ", printed);
    }

    final String columnList(String table, List<String> columns) {
        List<String> printed = new ArrayList<>();
        columns.forEach(column -> printed.add(names.column(table, column)));
        return String.join(", ", printed);
    }

    final String interleaveClause(Interleave interleave) {
        if (!interleave.parentConstraint()) {
            return "INTERLEAVE IN " + names.table(interleave.parentTable());
        }
        return "INTERLEAVE IN PARENT " + names.table(interleave.parentTable())
                + (interleave.onDelete() == OnDelete.CASCADE ? " ON DELETE CASCADE" : " ON DELETE NO ACTION");
    }
}
