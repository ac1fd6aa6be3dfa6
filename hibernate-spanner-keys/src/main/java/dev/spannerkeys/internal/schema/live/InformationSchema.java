package dev.spannerkeys.internal.schema.live;

import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IdentityOptions;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SortOrder;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Assembles a {@link DatabaseSchema} from the rows of Spanner's information schema views, in either
 * dialect. The caller reads the views (one query each) and adds every row; {@link #toSchema()} then
 * interprets them. Keeping the interpretation here, away from JDBC, keeps it testable and shared.
 *
 * <p>What the rows mean, as measured on the emulator (1.5.28) and documented for Cloud Spanner:
 * <ul>
 *   <li>{@code TABLES.PARENT_TABLE_NAME} is the parent of an interleaved table (empty or NULL for a
 *       root table) and {@code ON_DELETE_ACTION} its action; {@code INTERLEAVE_TYPE} is {@code IN}
 *       for {@code INTERLEAVE IN} without the parent constraint (the emulator reports
 *       {@code IN PARENT} even for root tables, so it is read only for interleaved tables).</li>
 *   <li>{@code INDEX_COLUMNS} lists a table's key as index {@code PRIMARY_KEY}; stored columns have
 *       no {@code ORDINAL_POSITION}; {@code COLUMN_ORDERING} starts with {@code DESC} for a
 *       descending part (PostgreSQL may add {@code NULLS FIRST/LAST}).</li>
 *   <li>A PostgreSQL-dialect index is null-filtered when it has a {@code WHERE col IS NOT NULL}
 *       filter. The emulator reports neither {@code is_null_filtered} nor {@code filter} for it, but
 *       it reports the filtered key columns as not nullable in {@code index_columns}; so an index
 *       whose every key column that the table allows to be NULL is NOT NULL in the index counts as
 *       null-filtered. Not for a unique index: the emulator reports every key column of a
 *       PostgreSQL unique index as NOT NULL, filtered or not, so it reads as not null-filtered.</li>
 *   <li>{@code CHECK_CONSTRAINTS} also lists one {@code CK_IS_NOT_NULL_...} constraint per
 *       {@code NOT NULL} column; those are nullability, not checks, and are left out. The database
 *       does not tell column-level from table-level checks: all are table checks here.</li>
 *   <li>{@code COLUMNS.IS_IDENTITY} is {@code YES} for an identity column on Cloud Spanner, with
 *       {@code IDENTITY_KIND} ({@code BIT_REVERSED_POSITIVE_SEQUENCE}), {@code IDENTITY_START_WITH_COUNTER} and
 *       {@code IDENTITY_SKIP_RANGE_MIN} / {@code _MAX} (text); on the emulator it is {@code NO} with NULL options
 *       even for identity columns, and hidden columns are not marked; all are read where the database reports them.</li>
 *   <li>{@code DATABASE_OPTIONS} lists {@code default_sequence_kind} where the database reports it (the emulator
 *       does not); a sequence or identity column that states no kind has that kind.</li>
 *   <li>{@code REFERENTIAL_CONSTRAINTS.DELETE_RULE} is {@code NO ACTION} on the emulator even for a
 *       foreign key declared {@code ON DELETE CASCADE} (which does cascade there).</li>
 * </ul>
 */
public final class InformationSchema {

    /**
     * A row of {@code TABLES}.
     *
     * @param name the table name
     * @param parent the parent table, or null / empty for a root table
     * @param onDeleteAction {@code CASCADE} or {@code NO ACTION}, null without a parent constraint
     * @param interleaveType {@code IN PARENT} or {@code IN}, or null where not reported
     */
    public record TableRow(String name, String parent, String onDeleteAction, String interleaveType) {
    }

    /**
     * A row of {@code COLUMNS}.
     *
     * @param table the table
     * @param name the column name
     * @param position the ordinal position in the table
     * @param type the type as the database spells it ({@code SPANNER_TYPE})
     * @param nullable whether the column accepts NULL
     * @param defaultExpression the default expression, or null
     * @param generationExpression the generated-column expression, or null
     * @param identity whether the database reports an identity column ({@code IS_IDENTITY})
     * @param hidden whether the database reports a hidden column
     * @param identityKind {@code IDENTITY_KIND} ({@code BIT_REVERSED_POSITIVE_SEQUENCE}), or null
     * @param identityStartCounter {@code IDENTITY_START_WITH_COUNTER}, or null
     * @param identitySkipRangeMin {@code IDENTITY_SKIP_RANGE_MIN}, or null
     * @param identitySkipRangeMax {@code IDENTITY_SKIP_RANGE_MAX}, or null
     */
    public record ColumnRow(String table, String name, long position, String type, boolean nullable,
            String defaultExpression, String generationExpression, boolean identity, boolean hidden,
            String identityKind, Long identityStartCounter, Long identitySkipRangeMin, Long identitySkipRangeMax) {

        /** A column the database reports no identity options for. */
        public ColumnRow(String table, String name, long position, String type, boolean nullable,
                String defaultExpression, String generationExpression, boolean identity, boolean hidden) {
            this(table, name, position, type, nullable, defaultExpression, generationExpression, identity, hidden, null,
                    null, null, null);
        }
    }

    /**
     * A row of {@code DATABASE_OPTIONS}, e.g. {@code default_sequence_kind}.
     *
     * @param name the option name
     * @param value the option value as text
     */
    public record DatabaseOptionRow(String name, String value) {
    }

    /**
     * A row of {@code COLUMN_OPTIONS}: GoogleSQL reports {@code allow_commit_timestamp} here (a
     * PostgreSQL-dialect database says the same with the type {@code spanner.commit_timestamp}).
     *
     * @param table the table
     * @param column the column
     * @param name the option name, e.g. {@code allow_commit_timestamp}
     * @param value the option value as text, e.g. {@code TRUE}
     */
    public record ColumnOptionRow(String table, String column, String name, String value) {
    }

    /**
     * A row of {@code INDEXES} (primary keys included; they are skipped).
     *
     * @param table the indexed table
     * @param name the index name; {@code PRIMARY_KEY} for a table's key
     * @param parentTable the table the index is interleaved in, or null / empty
     * @param unique whether the index is unique
     * @param nullFiltered whether the database reports it null-filtered
     * @param managed whether Spanner manages it (e.g. a foreign key's backing index)
     * @param filter the PostgreSQL filter text, or null
     */
    public record IndexRow(String table, String name, String parentTable, boolean unique, boolean nullFiltered,
            boolean managed, String filter) {
    }

    /**
     * A row of {@code INDEX_COLUMNS}.
     *
     * @param table the indexed table
     * @param index the index name; {@code PRIMARY_KEY} for a table's key
     * @param column the column
     * @param position the position in the index key, or null for a stored column
     * @param ordering {@code ASC}, {@code DESC} (possibly with a NULLS clause), or null for a stored column
     * @param nullable whether the column accepts NULL in the index
     */
    public record IndexColumnRow(String table, String index, String column, Long position, String ordering,
            boolean nullable) {
    }

    /**
     * A check constraint: {@code TABLE_CONSTRAINTS} joined with {@code CHECK_CONSTRAINTS}.
     *
     * @param table the table
     * @param name the constraint name (generated by the database for an unnamed check)
     * @param clause the condition as the database reports it
     */
    public record CheckRow(String table, String name, String clause) {
    }

    /**
     * A sequence with its options ({@code SEQUENCES} and, in GoogleSQL, {@code SEQUENCE_OPTIONS}).
     *
     * @param name the sequence name
     * @param kind the sequence kind, e.g. {@code bit_reversed_positive}
     * @param startCounter the start counter, or null when not set
     * @param skipRangeMin the lower bound of the skip range, or null
     * @param skipRangeMax the upper bound of the skip range, or null
     */
    public record SequenceRow(String name, String kind, Long startCounter, Long skipRangeMin, Long skipRangeMax) {
    }

    /**
     * One column of a foreign key: {@code KEY_COLUMN_USAGE} joined with
     * {@code REFERENTIAL_CONSTRAINTS} and the referenced key's {@code KEY_COLUMN_USAGE}, which lives in the
     * referenced table's schema ({@code UNIQUE_CONSTRAINT_SCHEMA}).
     *
     * @param constraint the foreign key's name
     * @param table the referencing table
     * @param column the referencing column
     * @param position the position in the foreign key
     * @param referencedSchema the referenced table's schema when it is not the referencing table's, else null
     * @param referencedTable the referenced table
     * @param referencedColumn the referenced column
     * @param deleteRule {@code CASCADE} or {@code NO ACTION}
     */
    public record ForeignKeyColumnRow(String constraint, String table, String column, long position,
            String referencedSchema, String referencedTable, String referencedColumn, String deleteRule) {

        /** A column of a foreign key referencing a table in its own schema. */
        public ForeignKeyColumnRow(String constraint, String table, String column, long position,
                String referencedTable, String referencedColumn, String deleteRule) {
            this(constraint, table, column, position, null, referencedTable, referencedColumn, deleteRule);
        }
    }

    private static final String PRIMARY_KEY = "PRIMARY_KEY";
    private static final String NOT_NULL_CHECK_PREFIX = "ck_is_not_null_";

    private final SqlDialect dialect;
    private final List<TableRow> tables = new ArrayList<>();
    private final List<ColumnRow> columns = new ArrayList<>();
    private final List<ColumnOptionRow> columnOptions = new ArrayList<>();
    private final List<IndexRow> indexes = new ArrayList<>();
    private final List<IndexColumnRow> indexColumns = new ArrayList<>();
    private final List<CheckRow> checks = new ArrayList<>();
    private final List<SequenceRow> sequences = new ArrayList<>();
    private final List<ForeignKeyColumnRow> foreignKeyColumns = new ArrayList<>();
    private final List<DatabaseOptionRow> databaseOptions = new ArrayList<>();
    private final Set<String> schemas = new LinkedHashSet<>();

    /** An empty collection of rows of a database of {@code dialect}. */
    public InformationSchema(SqlDialect dialect) {
        this.dialect = dialect;
    }

    /** Adds a table. */
    public InformationSchema add(TableRow row) {
        tables.add(row);
        return this;
    }

    /** Adds a column. */
    public InformationSchema add(ColumnRow row) {
        columns.add(row);
        return this;
    }

    /** Adds a column option. */
    public InformationSchema add(ColumnOptionRow row) {
        columnOptions.add(row);
        return this;
    }

    /** Adds an index (or primary key). */
    public InformationSchema add(IndexRow row) {
        indexes.add(row);
        return this;
    }

    /** Adds an index column (or key column). */
    public InformationSchema add(IndexColumnRow row) {
        indexColumns.add(row);
        return this;
    }

    /** Adds a check constraint. */
    public InformationSchema add(CheckRow row) {
        checks.add(row);
        return this;
    }

    /** Adds a sequence. */
    public InformationSchema add(SequenceRow row) {
        sequences.add(row);
        return this;
    }

    /** Adds a column of a foreign key. */
    public InformationSchema add(ForeignKeyColumnRow row) {
        foreignKeyColumns.add(row);
        return this;
    }

    /** Adds a database option. */
    public InformationSchema add(DatabaseOptionRow row) {
        databaseOptions.add(row);
        return this;
    }

    /** Adds the name of a schema the database has (a row of {@code SCHEMATA}, or the schema of an object). */
    public InformationSchema addSchema(String name) {
        if (name != null) {
            schemas.add(name);
        }
        return this;
    }

    /** The schema the rows describe. */
    public DatabaseSchema toSchema() {
        List<String> unread = new ArrayList<>();
        Map<String, TableDefinition> tableDefinitions = new LinkedHashMap<>();
        for (TableRow row : tables) {
            try {
                tableDefinitions.put(key(row.name()), table(row));
            } catch (IllegalArgumentException e) {
                unread.add("table " + row.name() + ": " + e.getMessage());
            }
        }
        List<IndexDefinition> indexDefinitions = new ArrayList<>();
        for (IndexRow row : indexes) {
            if (row.name().equals(PRIMARY_KEY) || row.managed()) {
                continue;
            }
            TableDefinition table = tableDefinitions.get(key(row.table()));
            if (table == null) {
                continue;
            }
            try {
                indexDefinitions.add(index(row, table));
            } catch (IllegalArgumentException e) {
                unread.add("index " + row.name() + " on " + row.table() + ": " + e.getMessage());
            }
        }
        Optional<String> defaultSequenceKind = defaultSequenceKind();
        List<SequenceDefinition> sequenceDefinitions = new ArrayList<>();
        for (SequenceRow row : sequences) {
            // A sequence that states no kind has the database's default_sequence_kind.
            Optional<String> kind = Optional.ofNullable(row.kind()).filter(value -> !value.isBlank())
                    .or(() -> defaultSequenceKind);
            if (kind.isPresent() && !IdentityOptions.normalizedKind(kind.get()).equals(IdentityOptions.BIT_REVERSED_POSITIVE)) {
                unread.add("sequence " + row.name() + ": kind " + kind.get() + " (only bit_reversed_positive is read)");
                continue;
            }
            try {
                sequenceDefinitions.add(new SequenceDefinition(row.name(),
                        row.startCounter() == null ? 1 : Math.max(1, row.startCounter()),
                        row.skipRangeMin() == null ? 0 : row.skipRangeMin(),
                        row.skipRangeMax() == null ? 0 : row.skipRangeMax()));
            } catch (IllegalArgumentException e) {
                unread.add("sequence " + row.name() + ": " + e.getMessage());
            }
        }
        return new DatabaseSchema(dialect, List.copyOf(tableDefinitions.values()), indexDefinitions,
                sequenceDefinitions, foreignKeys(), unread).withDatabase(schemas, defaultSequenceKind);
    }

    /**
     * The database option {@code default_sequence_kind} (lower case), the kind of every sequence and identity
     * column that states none; empty where the database does not report it.
     */
    private Optional<String> defaultSequenceKind() {
        return databaseOptions.stream().filter(option -> "default_sequence_kind".equalsIgnoreCase(trim(option.name())))
                .map(option -> trim(option.value())).filter(value -> !value.isEmpty() && !value.equalsIgnoreCase("NULL"))
                .map(value -> value.replace("'", "").replace("\"", "").toLowerCase(Locale.ROOT)).findFirst();
    }

    private TableDefinition table(TableRow row) {
        List<ColumnDefinition> definitions = new ArrayList<>();
        columns.stream().filter(column -> column.table().equalsIgnoreCase(row.name()))
                .sorted(Comparator.comparingLong(ColumnRow::position))
                .forEach(column -> definitions.add(column(column)));
        List<KeyPart> key = keyParts(row.name(), PRIMARY_KEY);
        List<CheckDefinition> tableChecks = new ArrayList<>();
        for (CheckRow check : checks) {
            if (check.table().equalsIgnoreCase(row.name())
                    && !check.name().toLowerCase(Locale.ROOT).startsWith(NOT_NULL_CHECK_PREFIX)) {
                tableChecks.add(CheckDefinition.named(check.name(), check.clause()));
            }
        }
        return new TableDefinition(row.name(), definitions, key, interleave(row), tableChecks);
    }

    private ColumnDefinition column(ColumnRow row) {
        ColumnDefinition column = ColumnDefinition.of(row.name(), row.type());
        if (takesCommitTimestamps(row)) {
            column = column.acceptingCommitTimestamps();
        }
        if (!row.nullable()) {
            column = column.notNull();
        }
        if (row.identity()) {
            column = column.asIdentity(identityOptions(row));
        } else if (row.generationExpression() != null && !row.generationExpression().isBlank()) {
            column = column.generatedAs(row.generationExpression());
        } else if (row.defaultExpression() != null && !row.defaultExpression().isBlank()) {
            column = column.withDefault(row.defaultExpression());
        }
        return row.hidden() ? column.asHidden() : column;
    }

    /**
     * The options of an identity column as the database reports them: the kind it states (none when
     * {@code IDENTITY_KIND} is NULL: the database's {@code default_sequence_kind} applies), the start counter
     * (1 when not reported) and the skip range (none when not reported).
     */
    static IdentityOptions identityOptions(ColumnRow row) {
        Optional<String> kind = Optional.ofNullable(row.identityKind()).filter(value -> !value.isBlank());
        long start = row.identityStartCounter() == null ? 1 : Math.max(1, row.identityStartCounter());
        boolean skips = row.identitySkipRangeMin() != null && row.identitySkipRangeMax() != null;
        return new IdentityOptions(kind, start, skips ? row.identitySkipRangeMin() : 0,
                skips ? row.identitySkipRangeMax() : 0);
    }

    private boolean takesCommitTimestamps(ColumnRow row) {
        if ("spanner.commit_timestamp".equalsIgnoreCase(trim(row.type()))) {
            return true;
        }
        return columnOptions.stream().anyMatch(option -> option.table().equalsIgnoreCase(row.table())
                && option.column().equalsIgnoreCase(row.name())
                && "allow_commit_timestamp".equalsIgnoreCase(option.name()) && "TRUE".equalsIgnoreCase(trim(option.value())));
    }

    private static Optional<Interleave> interleave(TableRow row) {
        if (row.parent() == null || row.parent().isBlank()) {
            return Optional.empty();
        }
        if ("IN".equalsIgnoreCase(trim(row.interleaveType()))) {
            return Optional.of(Interleave.colocatedWith(row.parent()));
        }
        return Optional.of(Interleave.inParent(row.parent(),
                "CASCADE".equalsIgnoreCase(trim(row.onDeleteAction())) ? OnDelete.CASCADE : OnDelete.NO_ACTION));
    }

    private IndexDefinition index(IndexRow row, TableDefinition table) {
        List<KeyPart> key = keyParts(row.table(), row.name());
        List<String> storing = indexColumns.stream()
                .filter(column -> column.table().equalsIgnoreCase(row.table()) && column.index().equals(row.name())
                        && column.position() == null)
                .map(IndexColumnRow::column).sorted(String.CASE_INSENSITIVE_ORDER).toList();
        Optional<String> interleaveIn = row.parentTable() == null || row.parentTable().isBlank()
                ? Optional.empty() : Optional.of(row.parentTable());
        return new IndexDefinition(row.name(), row.table(), key, row.unique(), nullFiltered(row, table), storing,
                interleaveIn);
    }

    private boolean nullFiltered(IndexRow row, TableDefinition table) {
        if (row.nullFiltered() || dialect == SqlDialect.GOOGLE_STANDARD_SQL) {
            return row.nullFiltered();
        }
        if (row.filter() != null && !row.filter().isBlank()) {
            return true;
        }
        if (row.unique()) {
            // The emulator reports every key column of a PostgreSQL unique index as NOT NULL, filter or not.
            return false;
        }
        boolean anyNullable = false;
        for (IndexColumnRow column : keyColumns(row.table(), row.name())) {
            boolean nullableInTable = table.column(column.column()).map(ColumnDefinition::nullable).orElse(false);
            if (nullableInTable) {
                anyNullable = true;
                if (column.nullable()) {
                    return false;
                }
            }
        }
        return anyNullable;
    }

    private List<KeyPart> keyParts(String table, String index) {
        List<KeyPart> parts = new ArrayList<>();
        for (IndexColumnRow column : keyColumns(table, index)) {
            String ordering = trim(column.ordering()).toUpperCase(Locale.ROOT);
            parts.add(new KeyPart(column.column(), ordering.startsWith("DESC") ? SortOrder.DESC : SortOrder.ASC));
        }
        return parts;
    }

    private List<IndexColumnRow> keyColumns(String table, String index) {
        return indexColumns.stream()
                .filter(column -> column.table().equalsIgnoreCase(table) && column.index().equals(index)
                        && column.position() != null)
                .sorted(Comparator.comparingLong(IndexColumnRow::position)).toList();
    }

    private List<ForeignKeyDefinition> foreignKeys() {
        Map<String, List<ForeignKeyColumnRow>> byConstraint = new LinkedHashMap<>();
        for (ForeignKeyColumnRow row : foreignKeyColumns) {
            byConstraint.computeIfAbsent(row.table().toLowerCase(Locale.ROOT) + "." + row.constraint(),
                    name -> new ArrayList<>()).add(row);
        }
        List<ForeignKeyDefinition> keys = new ArrayList<>();
        for (List<ForeignKeyColumnRow> rows : byConstraint.values()) {
            rows.sort(Comparator.comparingLong(ForeignKeyColumnRow::position));
            ForeignKeyColumnRow first = rows.get(0);
            String referenced = first.referencedSchema() == null || first.referencedSchema().isBlank()
                    ? first.referencedTable() : first.referencedSchema() + "." + first.referencedTable();
            keys.add(new ForeignKeyDefinition(first.constraint(), first.table(),
                    rows.stream().map(ForeignKeyColumnRow::column).toList(), referenced,
                    rows.stream().map(ForeignKeyColumnRow::referencedColumn).toList(),
                    "CASCADE".equalsIgnoreCase(trim(first.deleteRule())) ? OnDelete.CASCADE : OnDelete.NO_ACTION));
        }
        return keys;
    }

    private static String trim(String value) {
        return value == null ? "" : value.trim();
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
