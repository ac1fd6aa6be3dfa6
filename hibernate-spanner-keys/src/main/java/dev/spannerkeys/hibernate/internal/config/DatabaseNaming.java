package dev.spannerkeys.hibernate.internal.config;

import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.model.relational.Database;
import org.hibernate.boot.model.relational.Namespace;
import org.hibernate.boot.model.relational.QualifiedSequenceName;
import org.hibernate.boot.model.relational.QualifiedTableName;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.boot.model.relational.internal.SqlStringGenerationContextImpl;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Table;

/**
 * Renders every database name this library prints exactly as Hibernate renders it in the SQL the
 * application runs: through the persistence unit's {@link SqlStringGenerationContext} (which adds
 * {@code hibernate.default_schema} / {@code hibernate.default_catalog} where a name has none) and
 * the dialect's quoting (which {@code hibernate.globally_quoted_identifiers} or a quoted name in
 * the mapping turns on, and the library's dialects turn on for reserved keywords and names that are not
 * regular identifiers). Tables and sequences are rendered from Hibernate's own objects, columns
 * with {@link Column#getQuotedName}, index and constraint names through the context's identifier rules,
 * quoted where the mapping quotes them.
 *
 * <p>It also answers how a name is stored, for comparisons with {@code INFORMATION_SCHEMA}: the
 * schema a table or sequence lives in (GoogleSQL's default schema is {@code ''}, PostgreSQL's
 * {@code public}), and names without quotes, unquoted PostgreSQL names folded to lower case.
 *
 * <p>Immutable; one per persistence unit (and one per sequence generator, built from the same
 * settings, so both print the same name).
 */
public final class DatabaseNaming implements SpannerIdentifiers.Renderer {

    private final SqlStringGenerationContext context;
    private final SqlDialect dialect;
    private final Map<String, Table> tables = new LinkedHashMap<>();
    private final Map<String, QualifiedSequenceName> sequences = new LinkedHashMap<>();
    /** Index and constraint names the mapping quotes ({@code @Index(name = "`ByName`")}), lower case. */
    private final Set<String> quotedNames = new HashSet<>();

    private DatabaseNaming(SqlStringGenerationContext context, SqlDialect dialect) {
        this.context = context;
        this.dialect = dialect;
    }

    /** The names of {@code metadata}'s tables and sequences, with the persistence unit's settings. */
    public static DatabaseNaming of(Metadata metadata, SqlDialect dialect) {
        Database database = metadata.getDatabase();
        Map<String, Object> settings = database.getServiceRegistry().requireService(ConfigurationService.class)
                .getSettings();
        // The same context the session factory and the schema tool build from the same settings.
        DatabaseNaming naming = new DatabaseNaming(
                SqlStringGenerationContextImpl.fromConfigurationMap(database.getJdbcEnvironment(), database, settings),
                dialect);
        for (Namespace namespace : database.getNamespaces()) {
            for (Table table : namespace.getTables()) {
                naming.tables.putIfAbsent(key(table.getName()), table);
                naming.collectQuotedNames(table);
            }
            for (Sequence sequence : namespace.getSequences()) {
                naming.sequences.putIfAbsent(key(sequence.getName().getSequenceName().getText()), sequence.getName());
            }
        }
        return naming;
    }

    /**
     * Hibernate holds an index's name as an {@link Identifier} and a constraint's as the string the mapping
     * wrote, quotes included; the model holds both without quotes, so the quoting is kept here.
     */
    private void collectQuotedNames(Table table) {
        table.getIndexes().values().forEach(index -> quotedIf(index.getName(),
                index.getQuotedName(context.getDialect())));
        table.getUniqueKeys().values().forEach(key -> quotedIf(SpannerIdentifiers.unquoted(key.getName()), key.getName()));
        table.getForeignKeyCollection().forEach(key -> quotedIf(SpannerIdentifiers.unquoted(key.getName()),
                key.getName()));
    }

    private void quotedIf(String name, String written) {
        if (name != null && written != null && (SpannerIdentifiers.isQuoted(written)
                || written.length() > 1 && written.charAt(0) == context.getDialect().openQuote())) {
            quotedNames.add(key(name));
        }
    }

    /** Names of {@code sequences} as rendered by {@code context}, for a generator at runtime. */
    public static DatabaseNaming of(SqlStringGenerationContext context, SqlDialect dialect, List<Sequence> sequences) {
        DatabaseNaming naming = new DatabaseNaming(context, dialect);
        for (Sequence sequence : sequences) {
            naming.sequences.putIfAbsent(key(sequence.getName().getSequenceName().getText()), sequence.getName());
        }
        return naming;
    }

    /** A column of the mapping as Hibernate's SQL names it (quoted when the mapping quotes it). */
    public static String column(Column column, org.hibernate.dialect.Dialect dialect) {
        return column.getQuotedName(dialect);
    }

    @Override
    public String table(String table) {
        return context.format(qualifiedTable(table));
    }

    @Override
    public String column(String table, String column) {
        Table mapped = tables.get(key(table));
        if (mapped != null) {
            for (Column candidate : mapped.getColumns()) {
                if (candidate.getName().equalsIgnoreCase(column)) {
                    return column(candidate, context.getDialect());
                }
            }
        }
        return render(context.toIdentifier(SpannerIdentifiers.unquoted(column)));
    }

    @Override
    public String index(String table, String index) {
        return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? qualifiedIndex(table, index) : render(madeUp(index));
    }

    @Override
    public String qualifiedIndex(String table, String index) {
        QualifiedTableName owner = context.withDefaults(qualifiedTable(table));
        return context.format(new QualifiedTableName(owner.getCatalogName(), owner.getSchemaName(), madeUp(index)));
    }

    @Override
    public String sequence(String sequence) {
        return context.format(qualifiedSequence(sequence));
    }

    @Override
    public String sequenceLiteral(String sequence) {
        QualifiedSequenceName name = context.withDefaults(qualifiedSequence(sequence));
        List<String> parts = new ArrayList<>();
        if (name.getSchemaName() != null) {
            parts.add(stored(name.getSchemaName()));
        }
        parts.add(stored(name.getSequenceName()));
        return String.join(".", parts);
    }

    @Override
    public String constraint(String table, String constraint) {
        return render(madeUp(constraint));
    }

    /**
     * An index or constraint name: quoted where the mapping quotes it, and where the identifier rules quote it
     * (global quoting, reserved keywords, names that are not regular identifiers).
     */
    private Identifier madeUp(String name) {
        String unquoted = SpannerIdentifiers.unquoted(name);
        return quotedNames.contains(key(unquoted)) ? context.toIdentifier("`" + unquoted + "`")
                : context.toIdentifier(unquoted);
    }

    /** The schema {@code table} lives in, as {@code INFORMATION_SCHEMA} names it. */
    public String storedSchema(String table) {
        return storedSchema(context.withDefaults(qualifiedTable(table)).getSchemaName());
    }

    /** The schema {@code sequence} lives in, as {@code INFORMATION_SCHEMA} names it. */
    public String storedSequenceSchema(String sequence) {
        return storedSchema(context.withDefaults(qualifiedSequence(sequence)).getSchemaName());
    }

    /** The schema the persistence unit's names default to, as {@code INFORMATION_SCHEMA} names it. */
    public String storedDefaultSchema() {
        return storedSchema(context.getDefaultSchema());
    }

    /**
     * The named schemas the persistence unit's tables and sequences live in, other than the database's own
     * default schema ({@code ''} in GoogleSQL, {@code public} in PostgreSQL): each name as
     * {@code INFORMATION_SCHEMA} stores it, mapped to the name as {@code CREATE SCHEMA} prints it. In the
     * order the mapping declares them.
     */
    public Map<String, String> namedSchemas() {
        Map<String, String> schemas = new LinkedHashMap<>();
        List<Identifier> identifiers = new ArrayList<>();
        tables.values().forEach(table -> identifiers.add(context.withDefaults(table.getQualifiedTableName())
                .getSchemaName()));
        sequences.values().forEach(sequence -> identifiers.add(context.withDefaults(sequence).getSchemaName()));
        String builtIn = dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "" : "public";
        for (Identifier schema : identifiers) {
            if (schema != null && !storedSchema(schema).equalsIgnoreCase(builtIn)) {
                schemas.putIfAbsent(storedSchema(schema), render(schema));
            }
        }
        return schemas;
    }

    private String storedSchema(Identifier schema) {
        if (schema == null) {
            return dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "" : "public";
        }
        return stored(schema);
    }

    /** A name as the database stores it: quotes removed, unquoted PostgreSQL names in lower case. */
    private String stored(Identifier identifier) {
        return identifier.isQuoted() || dialect == SqlDialect.GOOGLE_STANDARD_SQL ? identifier.getText()
                : identifier.getText().toLowerCase(Locale.ROOT);
    }

    private QualifiedTableName qualifiedTable(String table) {
        Table mapped = tables.get(key(table));
        return mapped != null ? mapped.getQualifiedTableName()
                : new QualifiedTableName(null, null, context.toIdentifier(table));
    }

    private QualifiedSequenceName qualifiedSequence(String sequence) {
        QualifiedSequenceName mapped = sequences.get(key(sequence));
        return mapped != null ? mapped : new QualifiedSequenceName(null, null, context.toIdentifier(sequence));
    }

    private String render(Identifier identifier) {
        return identifier.render(context.getDialect());
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
