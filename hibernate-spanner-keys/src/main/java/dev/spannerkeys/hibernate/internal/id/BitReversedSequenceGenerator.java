package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.internal.config.DatabaseNaming;
import dev.spannerkeys.hibernate.internal.config.SequenceSettings;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.SequenceDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.internal.schema.ddl.SequenceDdl;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;
import org.hibernate.MappingException;
import org.hibernate.boot.model.relational.Database;
import org.hibernate.boot.model.relational.ExportableProducer;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.model.relational.Namespace;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.Configurable;
import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.mapping.Column;

/**
 * The generator behind {@link BitReversedSequence}: draws {@code Long} ids from a pool that is
 * refilled from a Spanner {@code bit_reversed_positive} sequence, {@code poolSize} values per round
 * trip, and registers the sequence (with its options) and the key column's default for schema
 * export.
 *
 * <p>The pool is set up while the session factory starts ({@link SequencePoolStarter}, unless
 * {@link dev.spannerkeys.hibernate.config.SpannerKeysSettings#SEQUENCE_PREFETCH_ON_START} is off), else when
 * the first id is drawn: it takes its refill connections, its executor for
 * background refills ({@link dev.spannerkeys.hibernate.config.SpannerKeysSettings#SEQUENCE_PREFETCH})
 * and its metrics from the session factory (see {@link SequencePoolService}).
 *
 * <p>With multi-tenancy by database (a {@code MultiTenantConnectionProvider}), each tenant's database has a pool of
 * its own, drawn from the sequence in that database and set up at the tenant's first id ({@link PoolDatabase}):
 * a row's id comes from the sequence its table's key default draws from.
 *
 * <p>Thread-safe: one instance serves all sessions of a session factory.
 *
 * <p>Created with its no-argument constructor and set up by
 * {@link #initialize(BitReversedSequence, GeneratorCreationContext)}, which Hibernate calls itself:
 * when a bean container (Spring's, with {@code hibernate.cdi.extensions}) creates the instance,
 * a mapping error is still raised by Hibernate's call, with this library's message, not hidden
 * behind the container's failure to inject a constructor argument.
 */
public final class BitReversedSequenceGenerator
        implements BeforeExecutionGenerator, AnnotationBasedGenerator<BitReversedSequence>, ExportableProducer, Configurable {

    private static final long serialVersionUID = 1L;

    private SequenceDefinition definition;
    private int poolSize;
    private SqlDialect dialect;
    private String declaredBy;
    private SequenceSettings settings;
    private int lowWaterMark;
    /** An {@code Integer} key taken over: the value's upper 31 bits (see {@link TakenOverKey#narrow()}). */
    private boolean narrow;
    /** A key taken over whose values must ascend: the sequence's counter (see {@link TakenOverKey#ordered()}). */
    private boolean ordered;
    /** The schema of a taken-over {@code @SequenceGenerator(schema = ...)}; {@code null}: the default schema. */
    private String schema;
    private transient List<Column> keyColumns;
    private transient Sequence sequence;
    private transient String renderedName;
    private transient SequenceRefill refill;
    /** The pool of the session factory's one database, once set up; never set with a database per tenant. */
    private transient volatile SequencePool pool;
    /** The pools by database: the one database's, or each tenant's. */
    private transient PerDatabase<SequencePool> pools = new PerDatabase<>();

    /** Created by Hibernate (or its bean container) for each attribute annotated {@link BitReversedSequence}. */
    public BitReversedSequenceGenerator() {
    }

    /**
     * Called by Hibernate right after creating the generator; validates the annotation and the
     * attribute type.
     *
     * @throws MappingException naming entity, attribute, the problem and the fix
     */
    @Override
    public void initialize(BitReversedSequence annotation, GeneratorCreationContext context) {
        this.declaredBy = MappingProblems.where(context);
        Class<?> type = context.getType().getReturnedClass();
        if (type != Long.class && type != long.class) {
            throw MappingProblems.problem(context, "@BitReversedSequence needs a Long id, but the attribute is "
                    + type.getSimpleName() + "; a bit-reversed value uses all 63 positive bits of INT64",
                    "declare the attribute as Long (or long), or use @RandomUuid for a String/UUID key");
        }
        SequenceDeclaration declaration = SequenceDeclaration.read(annotation, declaredBy);
        this.definition = declaration.sequence();
        this.poolSize = declaration.poolSize();
        this.dialect = SpannerKeysDialectSupport.require(context.getDatabase().getDialect(), declaredBy,
                context.getServiceRegistry());
        requireKeptName("@BitReversedSequence(name = \"" + definition.name() + "\")", "@BitReversedSequence(name = ...)");
        // Checked when the registry was built (SpannerKeysSettingsCheck); read again here with the same readers.
        this.settings = SequenceSettings.read(context.getServiceRegistry().requireService(ConfigurationService.class)
                .getSettings());
        this.lowWaterMark = settings.lowWaterMark().forPool(poolSize);
        this.keyColumns = context.getValue().getColumns();
    }

    /**
     * Sets up the generator for a stock {@code @GeneratedValue} id taken over by {@link GeneratedValueTakeOver}:
     * the sequence and pool size come from {@code key}, the sequence's schema from its
     * {@code @SequenceGenerator(schema = ...)} ({@code null} or blank: the default schema), the rest as for
     * {@link BitReversedSequence}.
     */
    void takeOver(TakenOverKey key, String schema, GeneratorCreationContext context) {
        this.declaredBy = MappingProblems.where(context);
        this.schema = schema == null || schema.isBlank() ? null : schema;
        this.definition = key.sequence();
        this.poolSize = key.poolSize();
        this.narrow = key.narrow();
        this.ordered = key.ordered();
        this.dialect = SpannerKeysDialectSupport.require(context.getDatabase().getDialect(), declaredBy,
                context.getServiceRegistry());
        requireKeptName("the sequence '" + definition.name() + "' of its @GeneratedValue",
                "@SequenceGenerator(sequenceName = ...)");
        this.settings = SequenceSettings.read(context.getServiceRegistry().requireService(ConfigurationService.class)
                .getSettings());
        this.lowWaterMark = settings.lowWaterMark().forPool(poolSize);
        this.keyColumns = context.getValue().getColumns();
    }

    /** The sequence's name as the database keeps it (a PostgreSQL-dialect database cuts names after 63 bytes). */
    private void requireKeptName(String sequence, String fix) {
        SpannerIdentifiers.problem(dialect, definition.name(), false).ifPresent(problem -> {
            throw MappingProblems.problem(declaredBy, sequence + " cannot name a sequence in this database: " + problem,
                    "give it a name of at most " + SpannerIdentifiers.POSTGRESQL_MAX_BYTES + " bytes with " + fix);
        });
    }

    /**
     * The options the sequence definition refused, in the form of every bootstrap error: its message is
     * "what is wrong: why; how to fix it" (or "what is wrong: how to fix it"), split at the last separator.
     */
    private static MappingException invalidOptions(String declaredBy, String name, String message) {
        String text = message == null ? "invalid options" : message;
        int split = text.lastIndexOf("; ");
        int width = 2;
        if (split < 0) {
            split = text.lastIndexOf(": ");
        }
        String problem = split < 0 ? text : text.substring(0, split);
        String fix = split < 0 ? "correct the options of @BitReversedSequence" : text.substring(split + width);
        return MappingProblems.problem(declaredBy, "@BitReversedSequence(name = \"" + name + "\") is invalid: " + problem,
                fix);
    }

    @Override
    public void registerExportables(Database database) {
        Namespace namespace = schema == null ? database.getDefaultNamespace()
                : database.locateNamespace(null, database.toIdentifier(schema));
        // Through the database's identifier rules, as Hibernate names its own sequences: quoted when
        // hibernate.globally_quoted_identifiers is set.
        Identifier logicalName = database.toIdentifier(definition.name());
        Sequence existing = namespace.locateSequence(logicalName);
        if (existing == null) {
            sequence = namespace.createSequence(logicalName, physicalName -> new SpannerSequence("orm",
                    namespace.getPhysicalName().catalog(), namespace.getPhysicalName().schema(), physicalName,
                    definition, declaredBy));
        } else if (existing instanceof SpannerSequence shared && shared.definition().equals(definition)) {
            sequence = existing;
        } else if (existing instanceof SpannerSequence other) {
            throw MappingProblems.problem(declaredBy, "@BitReversedSequence(name = \"" + definition.name()
                    + "\") declares " + definition.describeOptions() + ", but " + other.declaredBy()
                    + " declares the same sequence with " + other.definition().describeOptions(),
                    "give both the same options, or give one of them its own sequence name");
        } else {
            throw MappingProblems.problem(declaredBy, "@BitReversedSequence(name = \"" + definition.name()
                    + "\") clashes with a sequence of the same name declared elsewhere (e.g. @SequenceGenerator)",
                    "rename one of them");
        }
    }

    @Override
    public void initialize(SqlStringGenerationContext context) {
        // The names the schema export prints for this sequence, from the same settings.
        DatabaseNaming names = DatabaseNaming.of(context, dialect, List.of(sequence));
        SequenceDdl ddl = new SequenceDdl(dialect, names);
        // Rows written by other tools draw from the same sequence.
        for (Column column : keyColumns) {
            column.setDefaultValue(ordered ? ddl.counterColumnDefault(definition.name())
                    : narrow ? ddl.narrowColumnDefault(definition.name()) : ddl.columnDefault(definition.name()));
        }
        this.renderedName = names.sequence(definition.name());
        String recreate = recreateStatement(ddl);
        String keys = keyColumns.stream().map(column -> column.getValue().getTable().getName() + "." + column.getName())
                .collect(Collectors.joining(", "));
        String sequenceName = renderedName;
        this.refill = new SequenceRefill(renderedName, ddl.fetchPool(definition.name()), dialect,
                settings.refillAttempts(), settings.refillTimeout(),
                (database, databaseMessage) -> missingSequence(sequenceName, database, keys, recreate, databaseMessage));
    }

    /** The sequence's CREATE statement with its start counter left for the reader to fill in ({@code N}). */
    private String recreateStatement(SequenceDdl ddl) {
        // A start counter no real recreation uses, so that the one number in the text to replace is unambiguous.
        long placeholder = Long.MAX_VALUE;
        return ddl.create(new SequenceDefinition(definition.name(), placeholder, definition.skipRangeMin(),
                definition.skipRangeMax())).replace(Long.toString(placeholder), "N");
    }

    /**
     * What a refill says when the database has no such sequence: ids drawn from a sequence recreated with
     * its first counter would repeat stored keys, so the recipe starts the counter past them.
     */
    private String missingSequence(String sequenceName, PoolDatabase database, String keys, String recreate,
            String databaseMessage) {
        String where = database.tenant() == null ? "the database" : "the database of tenant '" + database.tenant() + "'";
        return "Sequence '" + sequenceName + "' does not exist in " + where + " (" + databaseMessage + "); it was"
                + " dropped, or never created (with the schema action none or validate"
                + (database.tenant() == null ? "" : "; Hibernate's schema actions reach only the database of"
                        + " MultiTenantConnectionProvider.getAnyConnection(): create each tenant's schema yourself")
                + "). " + declaredBy + " draws its ids from it. Recreate it with its counter past the keys already"
                + " stored in " + keys + ", or new ids"
                + " repeat them: compute N = BitReversal.nextSafeCounter(<those keys>) (the largest counter behind a"
                + " stored key, plus one; see docs/migration.md), add headroom for rows written meanwhile, run '"
                + recreate + "', and set startCounter = N on @BitReversedSequence(name = \"" + definition.name()
                + "\"), so that schema validation and the advisor agree.";
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        SequencePool ready = pool;
        long value = (ready != null ? ready : poolOf(session)).next();
        if (ordered) {
            return counterKey(value);
        }
        if (narrow) {
            return narrowKey(value);
        }
        return value;
    }

    /**
     * The {@code Integer} key of a sequence value: its upper 31 bits, which are the counter's lower 31 bits
     * reversed, as the column default computes it. A value with any lower bit set comes from a counter past
     * 2<sup>31</sup>, whose key would repeat an earlier one: refused.
     */
    private Integer narrowKey(long value) {
        if ((value & 0xFFFF_FFFFL) != 0) {
            throw new IdentifierGenerationException("Sequence '" + renderedName + "' of " + declaredBy + " is past the "
                    + "2^31 counters an Integer key can hold: a further key would repeat an earlier one. Declare the id"
                    + " as Long (and its column INT64 keeps the stored keys).");
        }
        return (int) (value >>> 32);
    }

    /**
     * The counter behind a {@code bit_reversed_positive} value, as {@code BIT_REVERSE(value, true)} computes it: the
     * value's 63 lower bits reversed. An {@code Integer} key past 2<sup>31</sup> - 1 counters is refused.
     */
    private Object counterKey(long value) {
        long counter = Long.reverse(value) >>> 1;
        if (!narrow) {
            return counter;
        }
        if (counter > Integer.MAX_VALUE) {
            throw new IdentifierGenerationException("Sequence '" + renderedName + "' of " + declaredBy + " is past the "
                    + "2^31 - 1 counters an Integer key can hold. Declare the id as Long (and its column INT64 keeps the"
                    + " stored keys).");
        }
        return (int) counter;
    }

    /** The pool of {@code session}'s database: the one database's, or its tenant's. */
    private SequencePool poolOf(SharedSessionContractImplementor session) {
        Object key = PoolDatabase.keyOf(session);
        SequencePool ready = pools.find(key);
        return ready != null ? ready : start(session.getFactory(), key);
    }

    /**
     * Sets up the pool of the database kept under {@code key} on its refill connections, and the session factory's
     * executor and metrics. Choosing the connections opens one, which can wait on a database that does not answer:
     * it is bounded by the refill timeout, and so is every other thread's wait for the same database.
     */
    private SequencePool start(SessionFactoryImplementor factory, Object key) {
        PoolDatabase database = PoolDatabase.of(factory, key);
        SequencePool started = pools.get(key, settings.refillTimeout(), "the pool of sequence '" + renderedName + "'"
                + database.describe(), () -> {
                    SequencePoolService service = factory.getServiceRegistry().requireService(SequencePoolService.class);
                    RefillConnections connections = service.refillConnections(database, settings.refillClient(),
                            settings.refillTimeout(), renderedName, dialect);
                    SequencePool created = new SequencePool(renderedName, database.describe(), poolSize,
                            refill.from(connections, database), settings.prefetch() ? service.executor() : null,
                            lowWaterMark, service.metrics().sequence(renderedName), settings.refillTimeout());
                    // One gauge per sequence: the pools of its databases add up (a tenant tag would grow with tenants).
                    service.closeOnStop(service.metrics().poolRemaining(renderedName, created::remaining));
                    return created;
                });
        if (database.tenant() == null && !PoolDatabase.databasePerTenant(factory)) {
            pool = started;
        }
        return started;
    }

    /**
     * Sets the pool up and draws its first batch while the session factory starts
     * ({@link SpannerKeysSettings#SEQUENCE_PREFETCH_ON_START}); nothing if that setting is off, or with a database
     * per tenant (whose tenants the start does not know: each tenant's pool draws at its first id). A failure
     * propagates to {@link SequencePoolStarter}, which logs it and leaves the draw to the first id.
     */
    void startWith(SessionFactoryImplementor factory) {
        if (settings.prefetchOnStart() && !PoolDatabase.databasePerTenant(factory)) {
            SequencePool ready = pool;
            (ready != null ? ready : start(factory, PoolDatabase.ONE_DATABASE)).fillIfEmpty();
        }
    }

    /** The rendered sequence name, for messages. */
    String sequenceName() {
        return renderedName;
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EnumSet.of(EventType.INSERT);
    }

    /** The sequence this generator draws from. */
    public SequenceDefinition definition() {
        return definition;
    }

    /** How many values one round trip fetches. */
    public int poolSize() {
        return poolSize;
    }

    /** Whether the pool fetches its next batch in the background, and below how many remaining ids. */
    public String prefetchDescription() {
        return settings.prefetch() ? "prefetch below " + lowWaterMark + " of " + poolSize + " ids" : "no prefetch";
    }
}
