package dev.spannerkeys.hibernate.id;

import dev.spannerkeys.hibernate.config.DatabaseNaming;
import dev.spannerkeys.hibernate.config.LowWaterMark;
import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.mapping.MappingProblems;
import dev.spannerkeys.hibernate.mapping.SequenceDeclaration;
import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.schema.ddl.SequenceDdl;
import dev.spannerkeys.schema.SequenceDefinition;
import dev.spannerkeys.schema.SqlDialect;
import java.util.EnumSet;
import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.boot.model.relational.Database;
import org.hibernate.boot.model.relational.ExportableProducer;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.model.relational.Namespace;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.config.spi.StandardConverters;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.Configurable;
import org.hibernate.mapping.Column;

/**
 * The generator behind {@link BitReversedSequence}: draws {@code Long} ids from a pool that is
 * refilled from a Spanner {@code bit_reversed_positive} sequence, {@code poolSize} values per round
 * trip, and registers the sequence (with its options) and the key column's default for schema
 * export.
 *
 * <p>The pool is set up when the first id is drawn: it takes its refill connections, its executor for
 * background refills ({@link dev.spannerkeys.hibernate.config.SpannerKeysSettings#SEQUENCE_PREFETCH})
 * and its metrics from the session factory (see {@link SequencePoolService}).
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
    private static final int DEFAULT_REFILL_ATTEMPTS = 5;

    private SequenceDefinition definition;
    private int poolSize;
    private SqlDialect dialect;
    private String declaredBy;
    private int refillAttempts;
    private RefillClientMode refillClient;
    private boolean prefetch;
    private int lowWaterMark;
    private transient List<Column> keyColumns;
    private transient Sequence sequence;
    private transient String renderedName;
    private transient SequenceRefill refill;
    private transient volatile SequencePool pool;

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
        this.dialect = SpannerKeysDialectSupport.require(context.getDatabase().getDialect(), declaredBy);
        ConfigurationService settings = context.getServiceRegistry().requireService(ConfigurationService.class);
        this.refillAttempts = refillAttempts(settings.getSettings().get(SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS),
                declaredBy);
        this.refillClient = refillClient(settings.getSettings().get(SpannerKeysSettings.SEQUENCE_REFILL_CLIENT),
                declaredBy);
        this.prefetch = settings.getSetting(SpannerKeysSettings.SEQUENCE_PREFETCH, StandardConverters.BOOLEAN, true);
        this.lowWaterMark = LowWaterMark.parse(settings.getSettings().get(SpannerKeysSettings.SEQUENCE_LOW_WATER_MARK))
                .forPool(poolSize);
        this.keyColumns = context.getValue().getColumns();
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

    /** The setting's value as a whole number of at least 1 (default 5), or a bootstrap error naming it. */
    private static int refillAttempts(Object value, String declaredBy) {
        if (value == null || value.toString().isBlank()) {
            return DEFAULT_REFILL_ATTEMPTS;
        }
        String text = value.toString().trim();
        int attempts;
        try {
            attempts = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw MappingProblems.problem(declaredBy, "setting '" + SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS
                    + "' = '" + value + "' is not a whole number", "set it to a whole number of 1 or more (default "
                    + DEFAULT_REFILL_ATTEMPTS + "), or remove it");
        }
        if (attempts < 1) {
            throw MappingProblems.problem(declaredBy, "setting '" + SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS
                    + "' = " + attempts + " is not valid: a refill must be tried at least once",
                    "set it to 1 or more (default " + DEFAULT_REFILL_ATTEMPTS + "), or remove it");
        }
        return attempts;
    }

    /** The refill client mode, or a bootstrap error naming the setting and the attribute that uses it. */
    private static RefillClientMode refillClient(Object value, String declaredBy) {
        try {
            return RefillClientMode.parse(value);
        } catch (MappingException e) {
            throw MappingProblems.problem(declaredBy, "setting '" + SpannerKeysSettings.SEQUENCE_REFILL_CLIENT
                    + "' = '" + value + "' is not a refill client mode", "set it to auto, shared or dedicated, or remove it");
        }
    }

    @Override
    public void registerExportables(Database database) {
        Namespace namespace = database.getDefaultNamespace();
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
            column.setDefaultValue(ddl.columnDefault(definition.name()));
        }
        this.renderedName = names.sequence(definition.name());
        this.refill = new SequenceRefill(renderedName, ddl.fetchPool(definition.name()), dialect, refillAttempts,
                refillClient);
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        SequencePool ready = pool;
        return (ready != null ? ready : start(session.getFactory())).next();
    }

    /** Sets up the pool on the session factory's refill connections, executor and metrics. */
    private synchronized SequencePool start(SessionFactoryImplementor factory) {
        if (pool == null) {
            SequencePoolService service = factory.getServiceRegistry().requireService(SequencePoolService.class);
            refill.connectTo(factory);
            SequencePool started = new SequencePool(renderedName, poolSize, refill,
                    prefetch ? service.executor() : null, lowWaterMark, service.metrics().sequence(renderedName));
            service.closeOnStop(service.metrics().poolRemaining(renderedName, started::remaining));
            pool = started;
        }
        return pool;
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
        return prefetch ? "prefetch below " + lowWaterMark + " of " + poolSize + " ids" : "no prefetch";
    }
}
