package dev.spannerkeys.hibernate.internal.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureModels;
import dev.spannerkeys.hibernate.SpannerKeysDialect;
import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import dev.spannerkeys.internal.schema.CommitTimestamps;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.mapping.EntityDiscriminatorMapping;
import org.hibernate.persister.collection.AbstractCollectionPersister;
import org.hibernate.persister.collection.CollectionPersister;
import org.hibernate.persister.collection.mutation.CollectionMutationTarget;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.persister.entity.mutation.MutationCoordinator;
import org.hibernate.sql.exec.spi.JdbcOperation;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.MutationOperationGroup;
import org.hibernate.sql.model.MutationType;
import org.hibernate.sql.model.ast.MutatingTableReference;
import org.hibernate.sql.model.internal.MutationOperationGroupFactory;
import org.hibernate.sql.model.jdbc.JdbcMutationOperation;
import org.hibernate.query.spi.QueryOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The structural half of the feature zoo's catalog: every write of every entity and collection of the feature zoo
 * that {@link MutationEligibility} lets become a mutation must be exactly the plain statement a mutation stands for
 * (an {@code INSERT} of parameters, an {@code UPDATE} setting parameters and restricting columns to parameters, a
 * {@code DELETE} restricting columns to parameters), read from the SQL Hibernate would execute; the only other SQL
 * allowed is what the mutation carries itself: the discriminator literal of the inserted entity, the
 * {@code cast(? as jsonb)} of a PostgreSQL JSON value, and a pending commit timestamp. Any other SQL in an eligible
 * write (a transformer, custom SQL, a soft-delete flag, a restriction Hibernate adds) is a write the mutation would
 * get wrong, and fails the test with entity, table and statement. The contract's row comparison
 * ({@code FeatureZooContract}) is the behavioural half.
 */
class MutationPathCatalogTest {

    private static final Pattern INSERT = Pattern.compile("(?is)insert into (\\S+) ?\\((.*)\\) values ?\\((.*)\\)");
    private static final Pattern UPDATE = Pattern.compile("(?is)update (\\S+)(?: \\w+)? set (.*?)(?: where (.*))?");
    private static final Pattern DELETE = Pattern.compile("(?is)delete from (\\S+)(?: where (.*))?");
    private static final Pattern ASSIGNED = Pattern.compile("(?is)\\s*(\\S+?)\\s*=\\s*(.+?)\\s*");
    private static final Pattern JSONB_CAST = Pattern.compile("(?i)cast\\(\\?\\s+as\\s+jsonb\\)");

    @ParameterizedTest
    @ValueSource(strings = {"GoogleSQL", "PostgreSQL"})
    void everyWriteThatCanBeAMutationIsThePlainStatementItStandsFor(String dialect) {
        List<FeatureModel> models = FeatureModels.all().stream().filter(model -> model.knownDefect().isEmpty()).toList();
        List<Class<?>> entities = new ArrayList<>(new LinkedHashSet<>(
                models.stream().flatMap(model -> model.entities().stream()).toList()));
        try (SessionFactory factory = build(dialect.equals("GoogleSQL") ? SpannerKeysDialect.class.getName()
                : SpannerKeysPostgreSQLDialect.class.getName(), entities)) {
            SessionFactoryImplementor implementor = factory.unwrap(SessionFactoryImplementor.class);
            MutationEligibility eligibility = new MutationEligibility();
            List<String> problems = new ArrayList<>();
            Map<String, String> verdicts = new TreeMap<>();
            implementor.getMappingMetamodel().forEachEntityDescriptor(persister -> {
                for (MutationType type : MutationType.values()) {
                    MutationCoordinator coordinator = switch (type) {
                        case INSERT -> persister.getInsertCoordinator();
                        case UPDATE -> persister.getUpdateCoordinator();
                        case DELETE -> persister.getDeleteCoordinator();
                    };
                    MutationOperationGroup group = coordinator.getStaticMutationOperationGroup();
                    if (group != null && group.getNumberOfOperations() > 0) {
                        judge(persister.getEntityName() + " " + type, group, persister, eligibility, problems, verdicts);
                    }
                }
            });
            implementor.getMappingMetamodel().forEachCollectionDescriptor(collection -> {
                for (var entry : collectionOperations(collection, implementor).entrySet()) {
                    MutationOperationGroup group = MutationOperationGroupFactory.singleOperation(
                            entry.getValue().type(), (CollectionMutationTarget) collection, entry.getValue().operation());
                    judge(collection.getRole() + " " + entry.getKey(), group, null, eligibility, problems, verdicts);
                }
            });
            assertEquals(List.of(), problems, "eligible writes whose statement is more than a mutation carries");

            // Some writes of the zoo are eligible, some are not: the check above has something to judge.
            assertTrue(verdicts.containsValue("mutation"), verdicts.toString());
            assertTrue(verdicts.values().stream().anyMatch(verdict -> verdict.startsWith("DML")), verdicts.toString());
            assertTrue(verdicts.size() > 20, verdicts.toString());
        }
    }

    private record Operation(MutationType type, MutationOperation operation) {
    }

    /** A collection's row insert, update and delete, and its removal (delete of all rows), as Hibernate runs them. */
    private static Map<String, Operation> collectionOperations(CollectionPersister collection,
            SessionFactoryImplementor factory) {
        Map<String, Operation> operations = new TreeMap<>();
        var rows = collection.getRowMutationOperations();
        if (rows.hasInsertRow()) {
            operations.put("insert row", new Operation(MutationType.INSERT, rows.getInsertRowOperation()));
        }
        if (rows.hasUpdateRow()) {
            operations.put("update row", new Operation(MutationType.UPDATE, rows.getUpdateRowOperation()));
        }
        if (rows.hasDeleteRow()) {
            operations.put("delete row", new Operation(MutationType.DELETE, rows.getDeleteRowOperation()));
        }
        if (collection instanceof AbstractCollectionPersister persister && !collection.isInverse()
                && persister.getAttributeMapping().getSoftDeleteMapping() == null) {
            var ast = persister.generateDeleteAllAst(new MutatingTableReference(persister.getCollectionTableMapping()));
            JdbcMutationOperation removal = factory.getJdbcServices().getJdbcEnvironment().getSqlAstTranslatorFactory()
                    .buildModelMutationTranslator(ast, factory).translate(null, QueryOptions.NONE);
            operations.put("remove", new Operation(MutationType.DELETE, removal));
        }
        return operations;
    }

    private static void judge(String write, MutationOperationGroup group, EntityPersister persister,
            MutationEligibility eligibility, List<String> problems, Map<String, String> verdicts) {
        String reason = eligibility.whyNot(group);
        verdicts.put(write, reason == null ? "mutation" : "DML: " + reason);
        if (reason != null) {
            return;
        }
        for (int i = 0; i < group.getNumberOfOperations(); i++) {
            MutationOperation operation = group.getOperation(i);
            if (operation instanceof JdbcOperation jdbc) {
                String problem = problem(jdbc.getSqlString(), group.getMutationType(), operation, persister);
                if (problem != null) {
                    problems.add(write + " (table " + operation.getTableDetails().getTableName() + "): " + problem
                            + ": " + jdbc.getSqlString());
                }
            }
        }
    }

    /** Why {@code sql} is more than the plain statement of its type, or {@code null}. */
    static String problem(String sql, MutationType type, MutationOperation operation, EntityPersister persister) {
        String discriminator = discriminatorColumn(persister, operation);
        sql = sql.strip().replaceAll("(?<![\\w.])[a-z]\\d+_\\d+\\.", ""); // GoogleSQL's table alias before column names
        Matcher insert = INSERT.matcher(sql.strip());
        if (insert.matches()) {
            List<String> columns = split(insert.group(2));
            List<String> values = split(insert.group(3));
            if (columns.size() != values.size()) {
                return "columns and values differ in number";
            }
            for (int i = 0; i < columns.size(); i++) {
                String value = values.get(i);
                boolean literal = !value.contains("?") && columns.get(i).equalsIgnoreCase(discriminator);
                if (!plainValue(value) && !literal) {
                    return "column " + columns.get(i) + " is written as " + value;
                }
            }
            return null;
        }
        Matcher update = UPDATE.matcher(sql.strip());
        if (update.matches()) {
            for (String assignment : split(update.group(2))) {
                Matcher assigned = ASSIGNED.matcher(assignment);
                if (!assigned.matches() || !plainValue(assigned.group(2))) {
                    return "it sets " + assignment;
                }
            }
            return restrictions(update.group(3));
        }
        Matcher delete = DELETE.matcher(sql.strip());
        if (delete.matches()) {
            return restrictions(delete.group(2));
        }
        return "not a plain " + type.name().toLowerCase(Locale.ROOT);
    }

    private static String restrictions(String where) {
        if (where == null) {
            return "it restricts nothing";
        }
        for (String restriction : where.split("(?i)\\s+and\\s+")) {
            Matcher restricted = ASSIGNED.matcher(restriction);
            if (!restricted.matches() || !restricted.group(2).equals("?") || restricted.group(1).contains("(")) {
                return "it restricts " + restriction;
            }
        }
        return null;
    }

    private static boolean plainValue(String value) {
        return value.equals("?") || JSONB_CAST.matcher(value).matches() || CommitTimestamps.isPending(value);
    }

    private static String discriminatorColumn(EntityPersister persister, MutationOperation operation) {
        if (persister == null) {
            return null;
        }
        EntityDiscriminatorMapping discriminator = persister.getDiscriminatorMapping();
        return discriminator != null && discriminator.hasPhysicalColumn()
                && discriminator.getContainingTableExpression().equals(operation.getTableDetails().getTableName())
                ? discriminator.getSelectionExpression() : null;
    }

    /** {@code text} split at its top-level commas. */
    private static List<String> split(String text) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        boolean quoted = false;
        StringBuilder part = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '(') {
                depth++;
            } else if (!quoted && c == ')') {
                depth--;
            } else if (!quoted && depth == 0 && c == ',') {
                parts.add(part.toString().strip());
                part.setLength(0);
                continue;
            }
            part.append(c);
        }
        parts.add(part.toString().strip());
        return parts;
    }

    private static SessionFactory build(String dialect, List<Class<?>> entities) {
        StandardServiceRegistryBuilder builder = new StandardServiceRegistryBuilder()
                .applySetting("hibernate.dialect", dialect)
                .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
                .applySetting("hibernate.hbm2ddl.auto", "none")
                .applySetting("spanner.keys.write-mode", "mutations-at-commit");
        FeatureModels.settings().forEach(builder::applySetting);
        StandardServiceRegistry registry = builder.build();
        MetadataSources sources = new MetadataSources(registry);
        entities.forEach(sources::addAnnotatedClass);
        return sources.buildMetadata().buildSessionFactory();
    }

}
