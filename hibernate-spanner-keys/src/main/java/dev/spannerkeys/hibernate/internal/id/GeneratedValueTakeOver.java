package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.hibernate.config.GeneratedValues;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.ddl.UuidDdl;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.MapsId;
import jakarta.persistence.SequenceGenerator;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;
import org.hibernate.boot.ResourceStreamLocator;
import org.hibernate.boot.model.IdentifierGeneratorDefinition;
import org.hibernate.boot.model.internal.GeneratorParameters;
import org.hibernate.boot.model.relational.Namespace;
import org.hibernate.boot.registry.selector.spi.StrategySelector;
import org.hibernate.boot.spi.AdditionalMappingContributions;
import org.hibernate.boot.spi.AdditionalMappingContributor;
import org.hibernate.boot.spi.InFlightMetadataCollector;
import org.hibernate.boot.spi.MetadataBuildingContext;
import org.hibernate.boot.spi.SecondPass;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.dialect.Dialect;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.generator.Generator;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.IdentifierGenerator;
import org.hibernate.id.enhanced.ImplicitDatabaseObjectNamingStrategy;
import org.hibernate.id.enhanced.SequenceStyleGenerator;
import org.hibernate.id.enhanced.StandardNamingStrategy;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.GeneratorCreator;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.RootClass;
import org.hibernate.mapping.SimpleValue;
import org.hibernate.mapping.ToOne;
import org.hibernate.service.ServiceRegistry;

/**
 * Takes over stock {@code @GeneratedValue} ids ({@link SpannerKeysSettings#GENERATED_VALUES}): on a
 * {@code Long}, {@code long}, {@code Integer} or {@code int} id declared {@code IDENTITY}, {@code SEQUENCE},
 * {@code AUTO} or {@code TABLE}, the generator Hibernate bound is replaced by a
 * {@link BitReversedSequenceGenerator} drawing from the sequence Hibernate would have used (the
 * {@code @SequenceGenerator}'s {@code sequenceName}, else the name Hibernate's naming strategy gives). A
 * {@code String} id generated as a UUID gets the column the library gives {@code @RandomUuid}
 * ({@code STRING(36)} with the database's UUID default); Hibernate's random generation stays.
 *
 * <p>Runs right after Hibernate bound the annotations (found through {@code META-INF/services}), as a
 * second pass queued behind Hibernate's own generator resolution, so the boot model holds the
 * replacement before any generator is created: the schema export, the advisor and the offline tool all
 * see the library's sequence, and Hibernate's own sequence or identity column is never registered.
 * Only with one of this library's dialects; ids with a generator of their own (an
 * {@code @IdGeneratorType} annotation, a {@code @GenericGenerator}) are left alone.
 */
public final class GeneratedValueTakeOver implements AdditionalMappingContributor {

    private static final System.Logger LOG = System.getLogger("dev.spannerkeys.keys");

    private static final Set<Class<?>> WIDE = Set.of(Long.class, long.class);
    private static final Set<Class<?>> NARROW = Set.of(Integer.class, int.class);
    /** The length of a {@code @Column} that does not give one. */
    private static final int DEFAULT_LENGTH = 255;

    /** For {@link java.util.ServiceLoader}. */
    public GeneratedValueTakeOver() {
    }

    @Override
    public String getContributorName() {
        return "spanner-keys-generated-values";
    }

    @Override
    public void contribute(AdditionalMappingContributions contributions, InFlightMetadataCollector metadata,
            ResourceStreamLocator resources, MetadataBuildingContext context) {
        ServiceRegistry registry = context.getBootstrapContext().getServiceRegistry();
        Map<String, Object> settings = registry.requireService(ConfigurationService.class).getSettings();
        Dialect dialect = metadata.getDatabase().getDialect();
        SpannerKeysDialectSupport support = SpannerKeysDialectSupport.of(dialect);
        if (support == null
                || GeneratedValues.parse(settings.get(SpannerKeysSettings.GENERATED_VALUES)) != GeneratedValues.TAKE_OVER) {
            return;
        }
        metadata.addSecondPass((SecondPass) entities -> takeOver(metadata, registry, support.sqlDialect(), entities));
    }

    private static void takeOver(InFlightMetadataCollector metadata, ServiceRegistry registry, SqlDialect dialect,
            Map<String, PersistentClass> entities) {
        List<String> taken = new ArrayList<>();
        for (PersistentClass entity : entities.values()) {
            if (entity instanceof RootClass root && entity.getMappedClass() != null && entity.getIdentifierMapper() == null
                    && entity.getIdentifierProperty() != null && entity.getIdentifier() instanceof SimpleValue value
                    && !(value instanceof Component)) {
                takeOver(metadata, registry, dialect, root, value).ifPresent(key -> taken.add(key.describe()));
            }
        }
        if (!taken.isEmpty()) {
            LOG.log(System.Logger.Level.INFO, "@GeneratedValue ids drawn from pooled bit-reversed sequences ("
                    + SpannerKeysSettings.GENERATED_VALUES + "=take-over): " + String.join(", ", taken));
        }
    }

    private static Optional<TakenOverKey> takeOver(InFlightMetadataCollector metadata, ServiceRegistry registry,
            SqlDialect dialect, RootClass entity, SimpleValue value) {
        Property id = entity.getIdentifierProperty();
        AttributeMembers members = AttributeMembers.of(entity.getMappedClass(), id.getName());
        Optional<GeneratedValue> declared = members.annotation(GeneratedValue.class);
        Optional<Class<?>> type = members.javaTypeIn(entity.getMappedClass());
        if (declared.isEmpty() || type.isEmpty() || hasGeneratorAnnotation(members) || derivedThroughMapsId(entity)) {
            return Optional.empty();
        }
        GeneratedValue generated = declared.get();
        Generators generators = new Generators(metadata, members, entity.getMappedClass());
        if (generators.custom(generated.generator())) {
            return Optional.empty();
        }
        if (type.get() == String.class && (generated.strategy() == GenerationType.UUID
                || generated.strategy() == GenerationType.AUTO)) {
            // Hibernate's random UUID stays; the column is stored as @RandomUuid stores a String key. A length
            // the application wrote itself stays, for the advisor to judge.
            boolean defaultLength = members.annotation(jakarta.persistence.Column.class)
                    .map(jakarta.persistence.Column::length).orElse(DEFAULT_LENGTH) == DEFAULT_LENGTH;
            for (Column column : value.getColumns()) {
                if (defaultLength) {
                    column.setLength(36);
                }
                column.setDefaultValue(UuidDdl.columnDefault(dialect));
            }
            return Optional.empty();
        }
        boolean narrow = NARROW.contains(type.get());
        if (!narrow && !WIDE.contains(type.get()) || generated.strategy() == GenerationType.UUID
                || type.get() == UUID.class) {
            return Optional.empty();
        }
        Optional<SequenceGenerator> sequenceGenerator = generators.sequence(generated.generator());
        // A sequenceName the application wrote is used as written (an invalid one is refused below); a name
        // Hibernate derives from the generator's or the table's name becomes a valid identifier.
        String sequenceName = sequenceGenerator.map(SequenceGenerator::sequenceName).filter(name -> !name.isEmpty())
                .orElseGet(() -> SpannerIdentifiers.derivedFrom(implicitSequenceName(registry, metadata, entity, value,
                        sequenceGenerator.map(SequenceGenerator::name).orElse(generated.generator())), dialect));
        long startCounter = Math.max(1, sequenceGenerator.map(SequenceGenerator::initialValue).orElse(1));
        if (generated.strategy() == GenerationType.IDENTITY && !narrow) {
            // A database created by stock Hibernate has an identity column here, whose own counter runs from 1
            // for rows written without a key: this sequence counts in another range, so the keys never meet.
            startCounter = TakenOverKey.IDENTITY_START_COUNTER;
        }
        boolean ordered = members.hasAnnotationNamed(TakenOverKey.REVISION_NUMBER);
        long skipRangeMax = narrow ? TakenOverKey.NARROW_SKIP_RANGE_MAX : TakenOverKey.WIDE_SKIP_RANGE_MAX;
        SequenceDefinition sequence;
        try {
            // Ordered keys are the counters themselves: a skip range (of values) would only leave gaps in them.
            sequence = ordered ? new SequenceDefinition(sequenceName, startCounter, 0, 0)
                    : new SequenceDefinition(sequenceName, startCounter, 1, skipRangeMax);
        } catch (IllegalArgumentException e) {
            throw MappingProblems.problem(MappingProblems.where(entity, id.getName()), "the sequence name or "
                    + "options of its @GeneratedValue are invalid: " + e.getMessage(), "correct the @SequenceGenerator, or set "
                    + SpannerKeysSettings.GENERATED_VALUES + "=stock");
        }
        // Ordered keys are drawn one per round trip, so that they follow the order of the draws across JVMs
        // as closely as a sequence can (a pool would hand one JVM a block of later numbers).
        TakenOverKey key = new TakenOverKey(entity.getEntityName(), id.getName(), generated.strategy(), sequence,
                ordered ? 1 : BitReversedSequence.DEFAULT_POOL_SIZE, narrow, ordered);
        value.setCustomIdGeneratorCreator(new Creator(key, sequenceGenerator.map(SequenceGenerator::schema).orElse(null)));
        // IDENTITY marked the column when it was bound; the key column draws from the sequence's default instead.
        value.getColumns().forEach(column -> column.setIdentity(false));
        return Optional.of(key);
    }

    /**
     * Whether the id is the key of an associated entity ({@code @MapsId} on a to-one attribute): Hibernate then
     * generates it from that entity (inserting it first from a {@code StatelessSession} if it is new), and a
     * value drawn from a sequence would name a row that does not exist.
     */
    private static boolean derivedThroughMapsId(RootClass entity) {
        String id = entity.getIdentifierProperty().getName();
        for (Property property : entity.getPropertyClosure()) {
            if (property.getValue() instanceof ToOne) {
                Optional<MapsId> mapsId = AttributeMembers.of(entity.getMappedClass(), property.getName())
                        .annotation(MapsId.class);
                if (mapsId.isPresent() && (mapsId.get().value().isEmpty() || mapsId.get().value().equals(id))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** An {@code @IdGeneratorType} or {@code @ValueGenerationType} annotation: the id has a generator of its own. */
    private static boolean hasGeneratorAnnotation(AttributeMembers members) {
        for (Class<? extends Annotation> type : List.of(IdGeneratorType.class, ValueGenerationType.class)) {
            if (members.metaAnnotated(type)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The name Hibernate gives the sequence of a {@code @GeneratedValue} id: its naming strategy
     * ({@code hibernate.id.db_structure_naming_strategy}, {@code <table>_SEQ} by default) over the
     * parameters Hibernate collects for the id.
     */
    private static String implicitSequenceName(ServiceRegistry registry, InFlightMetadataCollector metadata,
            RootClass entity, SimpleValue value, String generatorName) {
        ConfigurationService configuration = registry.requireService(ConfigurationService.class);
        Map<String, Object> declared = new HashMap<>();
        declared.put(IdentifierGenerator.GENERATOR_NAME, generatorName);
        Properties parameters = GeneratorParameters.collectParameters(value, metadata.getDatabase().getDialect(), entity,
                declared, configuration);
        ImplicitDatabaseObjectNamingStrategy naming = registry.requireService(StrategySelector.class)
                .resolveDefaultableStrategy(ImplicitDatabaseObjectNamingStrategy.class,
                        configuration.getSettings().get(AvailableSettings.ID_DB_STRUCTURE_NAMING_STRATEGY),
                        new StandardNamingStrategy());
        Namespace namespace = metadata.getDatabase().getDefaultNamespace();
        return naming.determineSequenceName(namespace.getPhysicalName().catalog(), namespace.getPhysicalName().schema(),
                parameters, registry).getObjectName().getText();
    }

    /** The generator declarations a {@code @GeneratedValue(generator = ...)} can name. */
    private record Generators(InFlightMetadataCollector metadata, AttributeMembers members, Class<?> owner) {

        /** Whether {@code name} is a generator of the application's own ({@code @GenericGenerator}, or a global one not a sequence or table). */
        boolean custom(String name) {
            if (name.isEmpty()) {
                return false;
            }
            if (declared(GenericGenerator.class).stream().anyMatch(generator -> generator.name().equals(name))) {
                return true;
            }
            IdentifierGeneratorDefinition global = metadata.getIdentifierGenerator(name);
            return global != null && !global.getStrategy().equals(SequenceStyleGenerator.class.getName())
                    && !global.getStrategy().equals(org.hibernate.id.enhanced.TableGenerator.class.getName())
                    && declared(SequenceGenerator.class).stream().noneMatch(generator -> generator.name().equals(name))
                    && declared(jakarta.persistence.TableGenerator.class).stream()
                            .noneMatch(generator -> generator.name().equals(name));
        }

        /**
         * The {@code @SequenceGenerator} named {@code name} (on the attribute, the entity class or its
         * superclasses, or anywhere in the persistence unit), or with no name given, the only one declared
         * on the attribute or class (JPA 3.2's default generator).
         */
        Optional<SequenceGenerator> sequence(String name) {
            List<SequenceGenerator> declared = declared(SequenceGenerator.class);
            if (name.isEmpty()) {
                return declared.size() == 1 ? Optional.of(declared.get(0)) : Optional.empty();
            }
            Optional<SequenceGenerator> local = declared.stream().filter(generator -> generator.name().equals(name))
                    .findFirst();
            if (local.isPresent()) {
                return local;
            }
            IdentifierGeneratorDefinition global = metadata.getIdentifierGenerator(name);
            if (global != null && global.getStrategy().equals(SequenceStyleGenerator.class.getName())) {
                return Optional.of(new GlobalSequenceGenerator(name, global.getParameters()));
            }
            return Optional.empty();
        }

        private <A extends Annotation> List<A> declared(Class<A> type) {
            List<A> all = new ArrayList<>(members.annotations(type));
            all.addAll(AttributeMembers.onClasses(owner, type));
            return all;
        }
    }

    /** A {@code @SequenceGenerator} declared on another class, as Hibernate recorded it. */
    @SuppressWarnings("all")
    private record GlobalSequenceGenerator(String name, Map<String, String> parameters) implements SequenceGenerator {
        @Override public String sequenceName() {
            return parameters.getOrDefault(SequenceStyleGenerator.SEQUENCE_PARAM, "");
        }
        @Override public String catalog() {
            return "";
        }
        @Override public String schema() {
            return parameters.getOrDefault(org.hibernate.id.PersistentIdentifierGenerator.SCHEMA, "");
        }
        @Override public int initialValue() {
            return Integer.parseInt(parameters.getOrDefault(SequenceStyleGenerator.INITIAL_PARAM, "1"));
        }
        @Override public int allocationSize() {
            return Integer.parseInt(parameters.getOrDefault(SequenceStyleGenerator.INCREMENT_PARAM, "50"));
        }
        @Override public String options() {
            return "";
        }
        @Override public Class<? extends Annotation> annotationType() {
            return SequenceGenerator.class;
        }
    }

    /** Creates the library's generator for a taken-over id, in place of the one Hibernate bound. */
    private record Creator(TakenOverKey takenOver, String schema) implements GeneratorCreator, TakenOverKey.Carrier {
        @Override
        public Generator createGenerator(GeneratorCreationContext context) {
            BitReversedSequenceGenerator generator = new BitReversedSequenceGenerator();
            generator.takeOver(takenOver, schema, context);
            generator.registerExportables(context.getDatabase());
            generator.initialize(context.getSqlStringGenerationContext());
            return generator;
        }
    }
}
