package dev.spannerkeys.internal.schema.live;

import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The schema of one live database (one schema of it, by default the default schema), in the same
 * vocabulary as a mapping's {@link SchemaModel}: tables with column types as the database spells
 * them, nullability, defaults, generated expressions, key parts with their order, interleaving and
 * checks; secondary indexes; bit-reversed sequences with their options; and foreign keys.
 *
 * <p>Built by {@link InformationSchema}. Objects the neutral vocabulary cannot hold (a name that is
 * not a plain identifier, a sequence of another kind) are not dropped silently: they are listed in
 * {@link #unread()}. Indexes Spanner manages itself (the backing indexes of foreign keys) are not
 * listed. Lookups by name ignore case, as Spanner does.
 */
public final class DatabaseSchema {

    private final SqlDialect dialect;
    private final List<TableDefinition> tables;
    private final List<IndexDefinition> indexes;
    private final List<SequenceDefinition> sequences;
    private final List<ForeignKeyDefinition> foreignKeys;
    private final List<String> unread;
    private final Set<String> schemas;
    private final Optional<String> defaultSequenceKind;

    /**
     * A snapshot.
     *
     * @param dialect the database's dialect, which spells the types and expressions
     * @param tables the tables
     * @param indexes the secondary indexes (no primary keys, no managed indexes)
     * @param sequences the bit-reversed sequences
     * @param foreignKeys the foreign keys
     * @param unread one line per object that could not be read into this vocabulary, with the reason
     */
    public DatabaseSchema(SqlDialect dialect, List<TableDefinition> tables, List<IndexDefinition> indexes,
            List<SequenceDefinition> sequences, List<ForeignKeyDefinition> foreignKeys, List<String> unread) {
        this(dialect, tables, indexes, sequences, foreignKeys, unread, Set.of(), Optional.empty());
    }

    private DatabaseSchema(SqlDialect dialect, List<TableDefinition> tables, List<IndexDefinition> indexes,
            List<SequenceDefinition> sequences, List<ForeignKeyDefinition> foreignKeys, List<String> unread,
            Set<String> schemas, Optional<String> defaultSequenceKind) {
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.tables = List.copyOf(tables);
        this.indexes = List.copyOf(indexes);
        this.sequences = List.copyOf(sequences);
        this.foreignKeys = List.copyOf(foreignKeys);
        this.unread = List.copyOf(unread);
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        names.addAll(schemas);
        this.schemas = Collections.unmodifiableSet(names);
        this.defaultSequenceKind = Objects.requireNonNull(defaultSequenceKind, "defaultSequenceKind");
    }

    /**
     * This snapshot with what the database says about itself rather than about one schema: the schemas it has
     * (as {@code INFORMATION_SCHEMA} names them) and its {@code default_sequence_kind}.
     */
    public DatabaseSchema withDatabase(Set<String> schemaNames, Optional<String> sequenceKind) {
        return new DatabaseSchema(dialect, tables, indexes, sequences, foreignKeys, unread, schemaNames, sequenceKind);
    }

    /** This snapshot without the tables {@code left} names, and their indexes and foreign keys. */
    public DatabaseSchema without(Predicate<String> left) {
        return new DatabaseSchema(dialect, tables.stream().filter(table -> !left.test(table.name())).toList(),
                indexes.stream().filter(index -> !left.test(index.table())).toList(), sequences,
                foreignKeys.stream().filter(key -> !left.test(key.table())).toList(), unread, schemas,
                defaultSequenceKind);
    }

    /** The dialect of the database. */
    public SqlDialect dialect() {
        return dialect;
    }

    /** All tables, in the order the database listed them. */
    public List<TableDefinition> tables() {
        return tables;
    }

    /** The table with this name, if it exists. */
    public Optional<TableDefinition> table(String name) {
        return tables.stream().filter(table -> table.isNamed(name)).findFirst();
    }

    /** All secondary indexes. */
    public List<IndexDefinition> indexes() {
        return indexes;
    }

    /** The index with this name, if it exists. */
    public Optional<IndexDefinition> index(String name) {
        return indexes.stream().filter(index -> index.isNamed(name)).findFirst();
    }

    /** The secondary indexes on {@code table}. */
    public List<IndexDefinition> indexesOn(String table) {
        return indexes.stream().filter(index -> index.table().equalsIgnoreCase(table)).toList();
    }

    /** All bit-reversed sequences. */
    public List<SequenceDefinition> sequences() {
        return sequences;
    }

    /** The sequence with this name, if it exists. */
    public Optional<SequenceDefinition> sequence(String name) {
        return sequences.stream().filter(sequence -> sequence.name().equalsIgnoreCase(name)).findFirst();
    }

    /** All foreign keys. */
    public List<ForeignKeyDefinition> foreignKeys() {
        return foreignKeys;
    }

    /** The objects that exist but could not be read into this vocabulary, one line each. */
    public List<String> unread() {
        return unread;
    }

    /**
     * The schemas the database has, as {@code INFORMATION_SCHEMA} names them ({@code ''} or {@code public} for the
     * default one), where they were read; empty otherwise.
     */
    public Set<String> schemas() {
        return schemas;
    }

    /**
     * The database option {@code default_sequence_kind} (e.g. {@code bit_reversed_positive}): the kind of every
     * sequence and identity column that states none. Empty where the database does not report it (the emulator
     * does not, even when it is set).
     */
    public Optional<String> defaultSequenceKind() {
        return defaultSequenceKind;
    }

    /**
     * Whether the database reports identity columns at all: at least one column reads as one. Cloud Spanner marks
     * identity columns in {@code COLUMNS.IS_IDENTITY}; the emulator marks none, so there a column that does not
     * read as an identity may still be one.
     */
    public boolean reportsIdentityColumns() {
        return tables.stream().anyMatch(table -> table.columns().stream().anyMatch(column -> column.identity()));
    }

    /** Whether the schema has no table and no sequence. */
    public boolean isEmpty() {
        return tables.isEmpty() && sequences.isEmpty();
    }

    /**
     * The tables, indexes and sequences as a validated {@link SchemaModel}, for the tools that work
     * on models (DDL writers, the advisor, a migration script).
     *
     * @throws dev.spannerkeys.internal.schema.SchemaProblem if the database breaks a rule of the model
     */
    public SchemaModel toModel() {
        return new SchemaModel(tables, indexes, sequences);
    }

    @Override
    public String toString() {
        return "DatabaseSchema[" + dialect.name().toLowerCase(Locale.ROOT) + ", " + tables.size() + " tables, "
                + indexes.size() + " indexes, " + sequences.size() + " sequences, " + foreignKeys.size()
                + " foreign keys]";
    }
}
