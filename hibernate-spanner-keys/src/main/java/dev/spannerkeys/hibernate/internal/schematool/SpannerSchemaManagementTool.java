package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.hibernate.internal.config.SchemaSettings;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.internal.schema.ddl.DdlOrder;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.diff.SchemaComparison;
import dev.spannerkeys.internal.schema.diff.SchemaDifference;
import dev.spannerkeys.internal.schema.diff.SchemaValidation;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.boot.Metadata;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.engine.jdbc.internal.FormatStyle;
import org.hibernate.engine.jdbc.internal.Formatter;
import org.hibernate.internal.util.config.ConfigurationHelper;
import org.hibernate.mapping.Table;
import org.hibernate.tool.schema.TargetType;
import org.hibernate.tool.schema.internal.HibernateSchemaManagementTool;
import org.hibernate.tool.schema.internal.exec.JdbcContext;
import org.hibernate.tool.schema.spi.CommandAcceptanceException;
import org.hibernate.tool.schema.spi.ContributableMatcher;
import org.hibernate.tool.schema.spi.ExceptionHandler;
import org.hibernate.tool.schema.spi.ExecutionOptions;
import org.hibernate.tool.schema.spi.GenerationTarget;
import org.hibernate.tool.schema.spi.SchemaCreator;
import org.hibernate.tool.schema.spi.SchemaDropper;
import org.hibernate.tool.schema.spi.SchemaManagementException;
import org.hibernate.tool.schema.spi.SchemaMigrator;
import org.hibernate.tool.schema.spi.SchemaValidator;
import org.hibernate.tool.schema.spi.ScriptTargetOutput;
import org.hibernate.tool.schema.spi.TargetDescriptor;

/**
 * Hibernate's schema tool with two changes for Spanner, for every action ({@code create},
 * {@code drop}, {@code create-drop}, {@code update}, {@code validate}) and every target (database,
 * script, stdout):
 *
 * <ul>
 *   <li>The statements Hibernate produces are collected first and put into the order the schema
 *       model's dependencies give ({@link DdlOrder}: sequences, then interleaved parents before
 *       children, then indexes; the reverse for a drop), then written to every target alike, so a
 *       script holds exactly the DDL the database action runs.</li>
 *   <li>The database target sends consecutive DDL as one batch ({@link BatchedDdlTarget}).</li>
 * </ul>
 *
 * <p>{@code update} plans the whole change against the live schema first and refuses what cannot
 * succeed or would lose data ({@link SafeSchemaMigrator}); {@code validate} adds the comparisons of
 * {@link SchemaValidation} to Hibernate's checks.
 */
final class SpannerSchemaManagementTool extends HibernateSchemaManagementTool {

    private final SchemaModels models;

    SpannerSchemaManagementTool(SchemaModels models) {
        this.models = models;
    }

    @Override
    public SchemaCreator getSchemaCreator(Map<String, Object> options) {
        SchemaCreator stock = super.getSchemaCreator(options);
        return (metadata, executionOptions, filter, source, targets) -> {
            if (!targets.getTargetTypes().isEmpty()) {
                long start = System.nanoTime();
                CapturedDdl captured = new CapturedDdl();
                // The data scripts are data, not schema changes: left out of the capture, run after the DDL.
                stock.doCreation(metadata, SchemaActionOptions.unformattedWithoutDataScripts(executionOptions), filter, source, captured);
                List<String> ordered = withNamedSchemas(metadata, executionOptions, targets,
                        creationOrder(metadata, captured.statements()));
                List<DataScripts.Command> data = DataScripts.of(executionOptions, getServiceRegistry(),
                        metadata.getDatabase().getDialect());
                replay(metadata, ordered, data, executionOptions, targets, haltOnError(executionOptions), false);
                if (targets.getTargetTypes().contains(TargetType.DATABASE)) {
                    SchemaActionLog.created(ordered, start);
                }
            }
        };
    }

    @Override
    public SchemaDropper getSchemaDropper(Map<String, Object> options) {
        return new OrderedSchemaDropper(this, super.getSchemaDropper(options));
    }

    @Override
    public SchemaMigrator getSchemaMigrator(Map<String, Object> options) {
        return new SafeSchemaMigrator(this, super.getSchemaMigrator(options), models);
    }

    @Override
    public SchemaValidator getSchemaValidator(Map<String, Object> options) {
        SchemaValidator stock = super.getSchemaValidator(options);
        return (metadata, executionOptions, filter) -> {
            long start = System.nanoTime();
            stock.doValidation(metadata, executionOptions, withoutQuotedIndexKeys(filter));
            requireSameSchema(metadata, executionOptions);
            SchemaActionLog.validated(models.of(metadata), start);
        };
    }

    /**
     * Hibernate keys a table's {@code @Index(name = "`By Name`")} by the name as written, quotes included, and its
     * validator asserts that the key equals the index's unquoted name: with assertions on (as in every test run), a
     * quoted index name fails Hibernate's own validation of that table with a bare {@code AssertionError}. Those
     * tables are left to the library's validation, which follows and compares the same columns, types and indexes.
     */
    private static ContributableMatcher withoutQuotedIndexKeys(ContributableMatcher filter) {
        return contributed -> filter.matches(contributed) && !(contributed instanceof Table table
                && table.getIndexes().entrySet().stream()
                        .anyMatch(entry -> !entry.getKey().equals(entry.getValue().getName())));
    }

    /** Statements collected for ordering go to the capture, not to a file. */
    @Override
    protected GenerationTarget buildScriptTarget(TargetDescriptor targetDescriptor, String scriptDelimiter) {
        if (targetDescriptor.getScriptTargetOutput() instanceof CapturedDdl captured) {
            return captured;
        }
        return super.buildScriptTarget(targetDescriptor, scriptDelimiter);
    }

    /**
     * {@code statements} that create or change {@code metadata}'s schema, in dependency order; the
     * named schemas {@code hibernate.hbm2ddl.create_namespaces} creates go before everything that
     * lives in them.
     */
    List<String> creationOrder(Metadata metadata, List<String> statements) {
        String createSchema = metadata.getDatabase().getDialect().getCreateSchemaCommand("")[0];
        List<String> ordered = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String statement : statements) {
            (startsWith(statement, createSchema) ? ordered : others).add(statement);
        }
        ordered.addAll(DdlOrder.of(models.of(metadata), models.writer(metadata)).forCreation(others));
        return ordered;
    }

    /**
     * {@code statements} after a {@code CREATE SCHEMA} for each named schema the model's objects live in that
     * the database does not have (when the database is a target) and no statement creates already. A database
     * target without the native UUID type a model column needs is refused first ({@link NativeUuidSupport}).
     */
    List<String> withNamedSchemas(Metadata metadata, ExecutionOptions options, TargetDescriptor targets,
            List<String> statements) {
        NamedSchemas schemas = NamedSchemas.of(models.naming(metadata),
                metadata.getDatabase().getDialect().getCreateSchemaCommand("")[0]);
        Set<String> existing = Set.of();
        if (targets.getTargetTypes().contains(TargetType.DATABASE)) {
            JdbcConnectionAccess access = connectionAccess(options);
            try {
                Connection connection = access.obtainConnection();
                try {
                    NativeUuidSupport.require(connection, models.dialect(), models.of(metadata));
                    if (schemas.any()) {
                        existing = NamedSchemas.existing(connection, models.dialect());
                    }
                } finally {
                    access.releaseConnection(connection);
                }
            } catch (SQLException e) {
                throw new SchemaManagementException("Schema creation could not read which schemas exist; nothing was "
                        + "created: " + e.getMessage(), e);
            }
        }
        return schemas.createMissing(existing, statements);
    }

    /** {@code statements} that drop {@code metadata}'s schema, in dependency order; named schemas last. */
    List<String> dropOrder(Metadata metadata, List<String> statements) {
        String dropSchema = metadata.getDatabase().getDialect().getDropSchemaCommand("")[0];
        List<String> others = new ArrayList<>();
        List<String> schemas = new ArrayList<>();
        for (String statement : statements) {
            (startsWith(statement, dropSchema) ? schemas : others).add(statement);
        }
        List<String> ordered = new ArrayList<>(DdlOrder.of(models.of(metadata), models.writer(metadata)).forDrop(others));
        ordered.addAll(schemas);
        return ordered;
    }

    private static boolean startsWith(String statement, String prefix) {
        return !prefix.isBlank() && statement.stripLeading().regionMatches(true, 0, prefix, 0, prefix.length());
    }

    /** {@link SpannerKeysSettings#SCHEMA_HALT_ON_ERROR}, {@code true} unless set otherwise. */
    static boolean haltOnError(ExecutionOptions options) {
        return SchemaSettings.haltOnError(options.getConfigurationValues());
    }

    /**
     * Writes the ordered {@code statements} to {@code targets}; with {@code haltOnError} a statement
     * the database rejects ends the action with an exception instead of a log line.
     */
    void replay(Metadata metadata, List<String> ordered, ExecutionOptions options, TargetDescriptor targets,
            boolean haltOnError, boolean oneStatementPerBatch) {
        replay(metadata, ordered, List.of(), options, targets, haltOnError, oneStatementPerBatch);
    }

    /**
     * As {@link #replay(Metadata, List, ExecutionOptions, TargetDescriptor, boolean, boolean)}, then the
     * {@code data} scripts' statements: after the DDL in scripts and on the console, and on the database once
     * its DDL is sent ({@link DataScripts}).
     */
    private void replay(Metadata metadata, List<String> ordered, List<DataScripts.Command> data,
            ExecutionOptions options, TargetDescriptor targets, boolean haltOnError, boolean oneStatementPerBatch) {
        Map<String, Object> configuration = options.getConfigurationValues();
        Formatter formatter = ConfigurationHelper.getBoolean(AvailableSettings.FORMAT_SQL, configuration, false)
                ? FormatStyle.DDL.getFormatter() : FormatStyle.NONE.getFormatter();
        List<GenerationTarget> generationTargets = targets(targets, options, haltOnError, oneStatementPerBatch);
        generationTargets.forEach(GenerationTarget::prepare);
        try {
            for (String statement : ordered) {
                String formatted = formatter.format(statement);
                for (GenerationTarget target : generationTargets) {
                    accept(target, formatted, options.getExceptionHandler());
                }
            }
            for (GenerationTarget target : generationTargets) {
                if (!(target instanceof BatchedDdlTarget)) {
                    DataScripts.write(data, target);
                }
            }
        } finally {
            generationTargets.forEach(GenerationTarget::release);
        }
        if (!data.isEmpty() && targets.getTargetTypes().contains(TargetType.DATABASE)) {
            DataScripts.run(data, getDdlTransactionIsolator(resolveJdbcContext(options.getConfigurationValues())),
                    options);
        }
    }

    private static void accept(GenerationTarget target, String statement, ExceptionHandler handler) {
        try {
            target.accept(statement);
        } catch (CommandAcceptanceException e) {
            handler.handleException(e);
        }
    }

    private List<GenerationTarget> targets(TargetDescriptor descriptor, ExecutionOptions options, boolean haltOnError,
            boolean oneStatementPerBatch) {
        Map<String, Object> configuration = options.getConfigurationValues();
        String delimiter = ConfigurationHelper.getString(AvailableSettings.HBM2DDL_DELIMITER, configuration, ";");
        EnumSet<TargetType> types = descriptor.getTargetTypes();
        List<GenerationTarget> targets = new ArrayList<>();
        if (types.contains(TargetType.STDOUT)) {
            targets.add(buildStdoutTarget(delimiter));
        }
        if (types.contains(TargetType.SCRIPT)) {
            if (descriptor.getScriptTargetOutput() == null) {
                throw new SchemaManagementException("Writing to script was requested, but no script file was specified");
            }
            targets.add(buildScriptTarget(descriptor, delimiter));
        }
        if (types.contains(TargetType.DATABASE)) {
            JdbcContext jdbcContext = resolveJdbcContext(configuration);
            targets.add(new BatchedDdlTarget(getDdlTransactionIsolator(jdbcContext), options.getExceptionHandler(),
                    haltOnError, oneStatementPerBatch));
        }
        return targets;
    }

    /** The connections of the schema action's JDBC context. */
    JdbcConnectionAccess connectionAccess(ExecutionOptions options) {
        return resolveJdbcContext(options.getConfigurationValues()).getJdbcConnectionAccess();
    }

    /**
     * Fails validation on the differences {@link SchemaValidation} names (keys, interleaving, key
     * defaults, array types, indexes, sequences), all of them in one message.
     */
    private void requireSameSchema(Metadata metadata, ExecutionOptions options) {
        JdbcConnectionAccess access = connectionAccess(options);
        SchemaModel model = models.of(metadata);
        List<SchemaDifference> differences;
        try {
            Connection connection = access.obtainConnection();
            try {
                differences = SchemaComparison.compare(model, InformationSchemaReader.read(connection, models.dialect(),
                        models.naming(metadata), model), Set.of());
            } finally {
                access.releaseConnection(connection);
            }
        } catch (SQLException e) {
            throw new SchemaManagementException("Schema validation could not read the database's schema: "
                    + e.getMessage(), e);
        }
        List<SchemaDifference> failures = SchemaValidation.failures(model, models.dialect(), differences);
        if (!failures.isEmpty()) {
            throw new SchemaManagementException(SchemaValidation.message(failures));
        }
    }

    /** {@code statements} less the drops of objects the database does not have ({@link ExistingObjects}). */
    List<String> presentOnly(List<String> statements, ExecutionOptions options) {
        JdbcConnectionAccess access = resolveJdbcContext(options.getConfigurationValues()).getJdbcConnectionAccess();
        try {
            Connection connection = access.obtainConnection();
            try {
                return ExistingObjects.read(connection, models.dialect()).present(statements);
            } finally {
                access.releaseConnection(connection);
            }
        } catch (SQLException e) {
            throw new SchemaManagementException("Dropping the schema could not read which objects exist: "
                    + e.getMessage(), e);
        }
    }

    /** A target descriptor for the database only, for a drop that runs when the session factory closes. */
    static TargetDescriptor databaseOnly() {
        return new TargetDescriptor() {
            @Override
            public EnumSet<TargetType> getTargetTypes() {
                return EnumSet.of(TargetType.DATABASE);
            }

            @Override
            public ScriptTargetOutput getScriptTargetOutput() {
                return null;
            }
        };
    }
}
