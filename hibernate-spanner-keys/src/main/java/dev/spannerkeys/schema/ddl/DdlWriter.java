package dev.spannerkeys.schema.ddl;

import dev.spannerkeys.schema.CheckDefinition;
import dev.spannerkeys.schema.ColumnDefinition;
import dev.spannerkeys.schema.IndexDefinition;
import dev.spannerkeys.schema.Interleave;
import dev.spannerkeys.schema.KeyPart;
import dev.spannerkeys.schema.OnDelete;
import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SchemaProblem;
import dev.spannerkeys.schema.SequenceDefinition;
import dev.spannerkeys.schema.SpannerIdentifiers;
import dev.spannerkeys.schema.SqlDialect;
import dev.spannerkeys.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints a {@link SchemaModel} as DDL for one SQL dialect. Use {@link #forDialect(SqlDialect)};
 * both writers print the same model, so the two dialects differ only where Spanner's syntax does.
 *
 * <p>Every name printed has passed {@link SpannerIdentifiers} when the model was built; types and
 * expressions are printed as the model holds them.
 */
public abstract sealed class DdlWriter permits GoogleSqlDdlWriter, PostgreSqlDdlWriter {

    private final SqlDialect dialect;
    private final SequenceDdl sequenceDdl;

    DdlWriter(SqlDialect dialect) {
        this.dialect = dialect;
        this.sequenceDdl = new SequenceDdl(dialect);
    }

    /** The writer for {@code dialect}. */
    public static DdlWriter forDialect(SqlDialect dialect) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? new GoogleSqlDdlWriter() : new PostgreSqlDdlWriter();
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
        return "ALTER TABLE " + table + " ADD COLUMN " + column(column);
    }

    /** {@code DROP TABLE IF EXISTS name}: dropping before a first create must not fail. */
    public String dropTable(String table) {
        return "DROP TABLE IF EXISTS " + table;
    }

    /** {@code DROP INDEX IF EXISTS name}. */
    public String dropIndex(String index) {
        return "DROP INDEX IF EXISTS " + index;
    }

    /** {@code CREATE SEQUENCE ...} with the sequence's options. */
    public String createSequence(SequenceDefinition sequence) {
        return sequenceDdl.create(sequence);
    }

    /** {@code DROP SEQUENCE IF EXISTS name}. */
    public String dropSequence(String sequence) {
        return sequenceDdl.drop(sequence);
    }

    /** One column definition, as in {@code CREATE TABLE} and {@code ADD COLUMN}. */
    abstract String column(ColumnDefinition column);

    /** The table elements every dialect shares: columns, then check constraints. */
    final List<String> columnsAndChecks(TableDefinition table) {
        List<String> elements = new ArrayList<>();
        table.columns().forEach(column -> elements.add(column(column)));
        table.checks().forEach(check -> elements.add(check(check)));
        for (ColumnDefinition column : table.columns()) {
            column.checks().forEach(check -> elements.add(check(check)));
        }
        return elements;
    }

    static String check(CheckDefinition check) {
        return check.name().map(name -> "CONSTRAINT " + name + " ").orElse("") + "CHECK (" + check.expression() + ")";
    }

    static String keyList(List<KeyPart> parts) {
        List<String> printed = new ArrayList<>();
        for (KeyPart part : parts) {
            printed.add(part.isDescending() ? part.column() + " DESC" : part.column());
        }
        return String.join(", ", printed);
    }

    static String interleaveClause(Interleave interleave) {
        if (!interleave.parentConstraint()) {
            return "INTERLEAVE IN " + interleave.parentTable();
        }
        return "INTERLEAVE IN PARENT " + interleave.parentTable()
                + (interleave.onDelete() == OnDelete.CASCADE ? " ON DELETE CASCADE" : " ON DELETE NO ACTION");
    }
}
