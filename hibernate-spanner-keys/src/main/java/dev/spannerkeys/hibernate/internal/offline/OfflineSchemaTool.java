package dev.spannerkeys.hibernate.internal.offline;

import dev.spannerkeys.hibernate.internal.SpannerKeysDialectResolver;
import dev.spannerkeys.hibernate.internal.advisor.MappingFacts;
import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.internal.advisor.HotspotAdvisor;
import dev.spannerkeys.hibernate.internal.id.SpannerSequence;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.ddl.DdlOrder;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hibernate.SessionFactory;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.model.relational.Namespace;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * Prints the Spanner DDL (GoogleSQL and PostgreSQL dialect) and the hotspot advisor's report for a
 * set of entity classes or packages, without any database: the same bootstrap, validations,
 * exporters and rules as a running application, with an explicit dialect instead of a connection.
 *
 * <p>Use it from a test to pin the schema, or let the {@code spanner-keys-maven-plugin} run it in the
 * build:
 *
 * <pre>{@code
 * OfflineSchema schema = OfflineSchemaTool.forClasses(Singer.class, Album.class).run();
 * String ddl = schema.script(SqlDialect.GOOGLE_STANDARD_SQL);
 * assertFalse(schema.report().has(Severity.WARNING), schema.report().toText());
 * }</pre>
 *
 * <p>A mapping that fails to bootstrap in every requested dialect throws the bootstrap error; one
 * that only a dialect cannot express (descending key parts in PostgreSQL) yields a
 * {@link DialectDdl} with the problem. The report comes from the first requested dialect that
 * bootstraps (GoogleSQL unless only PostgreSQL is asked for).
 */
public final class OfflineSchemaTool {

    private final List<Class<?>> classes = new ArrayList<>();
    private final List<String> packages = new ArrayList<>();
    private final Set<SqlDialect> dialects = new LinkedHashSet<>(List.of(SqlDialect.GOOGLE_STANDARD_SQL,
            SqlDialect.POSTGRESQL));
    private final Map<String, Object> properties = new LinkedHashMap<>();
    private ClassLoader classLoader = OfflineSchemaTool.class.getClassLoader();
    private Path classesDirectory;

    private OfflineSchemaTool() {
    }

    /** A tool for these entity classes (and {@code @Converter} classes, as an application registers them). */
    public static OfflineSchemaTool forClasses(Class<?>... entities) {
        OfflineSchemaTool tool = new OfflineSchemaTool();
        tool.classes.addAll(List.of(entities));
        return tool;
    }

    /** A tool for the {@code @Entity} classes of these packages and their subpackages, on {@code loader}. */
    public static OfflineSchemaTool forPackages(ClassLoader loader, String... packageNames) {
        OfflineSchemaTool tool = new OfflineSchemaTool();
        tool.classLoader = loader;
        tool.packages.addAll(List.of(packageNames));
        return tool;
    }

    /** A tool for every {@code @Entity} class compiled into {@code directory} (e.g. {@code target/classes}), loaded by {@code loader}. */
    public static OfflineSchemaTool forClassesDirectory(ClassLoader loader, Path directory) {
        OfflineSchemaTool tool = new OfflineSchemaTool();
        tool.classLoader = loader;
        tool.classesDirectory = directory;
        return tool;
    }

    /** Adds the entities of more packages, from this tool's class loader. */
    public OfflineSchemaTool packages(String... packageNames) {
        packages.addAll(List.of(packageNames));
        return this;
    }

    /** Adds more entity classes. */
    public OfflineSchemaTool classes(Class<?>... entities) {
        classes.addAll(List.of(entities));
        return this;
    }

    /** Only these dialects (both by default). */
    public OfflineSchemaTool dialects(SqlDialect... only) {
        if (only.length == 0) {
            throw new IllegalArgumentException("Name at least one dialect");
        }
        dialects.clear();
        dialects.addAll(List.of(only));
        return this;
    }

    /** A Hibernate setting for the bootstrap, e.g. a naming strategy; schema and connection settings are set by the tool. */
    public OfflineSchemaTool property(String name, Object value) {
        properties.put(name, value);
        return this;
    }

    /** The entity classes this tool will bootstrap. */
    public List<Class<?>> entityClasses() {
        Set<Class<?>> all = new LinkedHashSet<>(classes);
        if (!packages.isEmpty()) {
            all.addAll(EntityScanner.entities(classLoader, packages));
        }
        if (classesDirectory != null) {
            all.addAll(EntityScanner.entitiesIn(classLoader, classesDirectory));
        }
        return List.copyOf(all);
    }

    /**
     * Bootstraps the entities once per dialect and runs the advisor.
     *
     * @throws IllegalStateException if no entity was found, or (with the bootstrap error as cause) if
     *     no requested dialect could bootstrap the mapping
     */
    public OfflineSchema run() {
        List<Class<?>> entities = entityClasses();
        if (entities.isEmpty()) {
            throw new IllegalStateException("No @Entity classes found in " + describeSources());
        }
        List<DialectDdl> ddl = new ArrayList<>();
        List<MappedSchema> mapped = new ArrayList<>();
        Optional<AdvisorReport> report = Optional.empty();
        List<String> takenOver = new ArrayList<>();
        RuntimeException firstFailure = null;
        for (SqlDialect dialect : dialects) {
            StringWriter script = new StringWriter();
            try {
                AdvisorReport dialectReport = bootstrap(entities, dialect, script, mapped,
                        report.isPresent() ? new ArrayList<>() : takenOver);
                ddl.add(new DialectDdl(dialect, Optional.of(script.toString()), Optional.empty()));
                report = report.isPresent() ? report : Optional.of(dialectReport);
            } catch (RuntimeException e) {
                firstFailure = firstFailure != null ? firstFailure : e;
                ddl.add(new DialectDdl(dialect, Optional.empty(), Optional.of(messages(e))));
            }
        }
        if (report.isEmpty()) {
            throw new IllegalStateException("The entities cannot be bootstrapped: " + messages(firstFailure), firstFailure);
        }
        return new OfflineSchema(entities.stream().filter(EntityScanner::isEntity).map(Class::getName).toList(), ddl,
                report.get(), mapped, takenOver);
    }

    private AdvisorReport bootstrap(List<Class<?>> entities, SqlDialect dialect, StringWriter script,
            List<MappedSchema> mapped, List<String> takenOver) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(classLoader);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder(
                new BootstrapServiceRegistryBuilder().applyClassLoader(classLoader).build())
                .applySettings(properties)
                .applySetting("hibernate.dialect", SpannerKeysDialectResolver.dialectClass(dialect).getName())
                .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
                .applySetting("hibernate.connection.provider_class", NoDatabase.class.getName())
                .applySetting("hibernate.hbm2ddl.auto", "none")
                .applySetting("jakarta.persistence.schema-generation.database.action", "none")
                .applySetting("jakarta.persistence.schema-generation.scripts.action", "create")
                .applySetting("jakarta.persistence.schema-generation.scripts.create-target", script)
                .applySetting("hibernate.hbm2ddl.delimiter", ";")
                // The tool runs the advisor itself, to return the report rather than log or throw it.
                .applySetting(SpannerKeysSettings.ADVISOR, "off")
                // No database: pools must not try to draw their first batch while the factory starts.
                .applySetting(SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START, "false")
                .build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            entities.forEach(sources::addAnnotatedClass);
            Metadata metadata = sources.buildMetadata();
            try (SessionFactory factory = metadata.buildSessionFactory()) {
                SpannerKeysDialectSupport support = SpannerKeysDialectSupport.of(factory
                        .unwrap(SessionFactoryImplementor.class).getJdbcServices().getDialect());
                SchemaModel model = support.schemaModel(metadata);
                DdlWriter writer = DdlWriter.forDialect(dialect, support.naming(metadata));
                DdlOrder order = DdlOrder.of(model, writer);
                List<String> others = statements(script.toString()).stream()
                        .filter(statement -> !order.createsModelObject(statement)).toList();
                mapped.add(new MappedSchema(dialect, model, writer, otherSequences(metadata), others));
                metadata.getEntityBindings().stream().map(TakenOverKey::of).flatMap(Optional::stream)
                        .map(TakenOverKey::describe).sorted().forEach(takenOver::add);
                return HotspotAdvisor.standard().advise(MappingFacts.read(metadata, support.schemaModel(metadata),
                        support.sqlDialect()));
            }
        } finally {
            StandardServiceRegistryBuilder.destroy(registry);
            thread.setContextClassLoader(previous);
        }
    }

    /** The statements of a script written with delimiter {@code ;}, without it. */
    static List<String> statements(String script) {
        List<String> statements = new ArrayList<>();
        for (String part : script.split(";\\s*(\\R|$)")) {
            if (!part.isBlank()) {
                statements.add(part.strip());
            }
        }
        return statements;
    }

    /** Sequences Hibernate maps outside the model (its own sequence generators). */
    private static Set<String> otherSequences(Metadata metadata) {
        Set<String> names = new LinkedHashSet<>();
        for (Namespace namespace : metadata.getDatabase().getNamespaces()) {
            for (Sequence sequence : namespace.getSequences()) {
                if (!(sequence instanceof SpannerSequence)) {
                    names.add(sequence.getName().getSequenceName().getText());
                }
            }
        }
        return names;
    }

    private String describeSources() {
        List<String> sources = new ArrayList<>();
        classes.forEach(type -> sources.add(type.getName()));
        packages.forEach(name -> sources.add("package " + name));
        if (classesDirectory != null) {
            sources.add(classesDirectory.toString());
        }
        return sources.isEmpty() ? "(nothing given)" : String.join(", ", sources);
    }

    /** The messages of the whole cause chain: Hibernate wraps the useful one. */
    private static String messages(Throwable error) {
        List<String> messages = new ArrayList<>();
        for (Throwable t = error; t != null; t = t.getCause()) {
            String message = t.getMessage();
            if (message != null && messages.stream().noneMatch(known -> known.contains(message))) {
                messages.add(message);
            }
        }
        return String.join(" | ", messages);
    }
}
