package dev.spannerkeys.hibernate.schematool;

import dev.spannerkeys.hibernate.model.SchemaModels;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.schema.ddl.DdlOrder;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.hibernate.boot.Metadata;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.engine.jdbc.internal.FormatStyle;
import org.hibernate.engine.jdbc.internal.Formatter;
import org.hibernate.internal.util.config.ConfigurationHelper;
import org.hibernate.tool.schema.TargetType;
import org.hibernate.tool.schema.internal.HibernateSchemaManagementTool;
import org.hibernate.tool.schema.internal.exec.JdbcContext;
import org.hibernate.tool.schema.spi.CommandAcceptanceException;
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
 * <p>{@code update} and {@code validate} also compare existing primary keys and interleaving with
 * the mapping and refuse a difference they cannot apply without rewriting a table.
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
                CapturedDdl captured = new CapturedDdl();
                stock.doCreation(metadata, new UnformattedOptions(executionOptions), filter, source, captured);
                replay(creationOrder(metadata, captured.statements()), executionOptions, targets,
                        haltOnError(executionOptions));
            }
        };
    }

    @Override
    public SchemaDropper getSchemaDropper(Map<String, Object> options) {
        return new OrderedSchemaDropper(this, super.getSchemaDropper(options));
    }

    @Override
    public SchemaMigrator getSchemaMigrator(Map<String, Object> options) {
        SchemaMigrator stock = super.getSchemaMigrator(options);
        return (metadata, executionOptions, filter, targets) -> {
            if (!targets.getTargetTypes().isEmpty()) {
                requireUnchangedKeys(metadata, executionOptions, "Schema update");
                CapturedDdl captured = new CapturedDdl();
                stock.doMigration(metadata, new UnformattedOptions(executionOptions), filter, captured);
                replay(creationOrder(metadata, captured.statements()), executionOptions, targets,
                        haltOnError(executionOptions));
            }
        };
    }

    @Override
    public SchemaValidator getSchemaValidator(Map<String, Object> options) {
        SchemaValidator stock = super.getSchemaValidator(options);
        return (metadata, executionOptions, filter) -> {
            stock.doValidation(metadata, executionOptions, filter);
            requireUnchangedKeys(metadata, executionOptions, "Schema validation");
        };
    }

    /** Statements collected for ordering go to the capture, not to a file. */
    @Override
    protected GenerationTarget buildScriptTarget(TargetDescriptor targetDescriptor, String scriptDelimiter) {
        if (targetDescriptor.getScriptTargetOutput() instanceof CapturedDdl captured) {
            return captured;
        }
        return super.buildScriptTarget(targetDescriptor, scriptDelimiter);
    }

    /** {@code statements} that create or change {@code metadata}'s schema, in dependency order. */
    List<String> creationOrder(Metadata metadata, List<String> statements) {
        return DdlOrder.of(models.of(metadata), models.writer()).forCreation(statements);
    }

    /** {@code statements} that drop {@code metadata}'s schema, in dependency order. */
    List<String> dropOrder(Metadata metadata, List<String> statements) {
        return DdlOrder.of(models.of(metadata), models.writer()).forDrop(statements);
    }

    /** {@link SpannerKeysSettings#SCHEMA_HALT_ON_ERROR}, {@code true} unless set otherwise. */
    static boolean haltOnError(ExecutionOptions options) {
        return ConfigurationHelper.getBoolean(SpannerKeysSettings.SCHEMA_HALT_ON_ERROR, options.getConfigurationValues(),
                true);
    }

    /**
     * Writes the ordered {@code statements} to {@code targets}; with {@code haltOnError} a statement
     * the database rejects ends the action with an exception instead of a log line.
     */
    void replay(List<String> ordered, ExecutionOptions options, TargetDescriptor targets,
            boolean haltOnError) {
        Map<String, Object> configuration = options.getConfigurationValues();
        Formatter formatter = ConfigurationHelper.getBoolean(AvailableSettings.FORMAT_SQL, configuration, false)
                ? FormatStyle.DDL.getFormatter() : FormatStyle.NONE.getFormatter();
        List<GenerationTarget> generationTargets = targets(targets, options, haltOnError);
        generationTargets.forEach(GenerationTarget::prepare);
        try {
            for (String statement : ordered) {
                String formatted = formatter.format(statement);
                for (GenerationTarget target : generationTargets) {
                    accept(target, formatted, options.getExceptionHandler());
                }
            }
        } finally {
            generationTargets.forEach(GenerationTarget::release);
        }
    }

    private static void accept(GenerationTarget target, String statement, ExceptionHandler handler) {
        try {
            target.accept(statement);
        } catch (CommandAcceptanceException e) {
            handler.handleException(e);
        }
    }

    private List<GenerationTarget> targets(TargetDescriptor descriptor, ExecutionOptions options, boolean haltOnError) {
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
                    haltOnError));
        }
        return targets;
    }

    private void requireUnchangedKeys(Metadata metadata, ExecutionOptions options, String action) {
        JdbcConnectionAccess access = resolveJdbcContext(options.getConfigurationValues()).getJdbcConnectionAccess();
        List<String> differences;
        try {
            Connection connection = access.obtainConnection();
            try {
                differences = DatabaseKeys.read(connection, models.dialect()).differences(models.of(metadata));
            } finally {
                access.releaseConnection(connection);
            }
        } catch (SQLException e) {
            throw new SchemaManagementException(action + " could not read the existing primary keys: " + e.getMessage(), e);
        }
        if (!differences.isEmpty()) {
            throw new SchemaManagementException(action + " found tables whose primary key or interleaving differs "
                    + "from the mapping; Spanner cannot change either in place, so nothing was changed: "
                    + String.join("; ", differences) + ". Fix: change the mapping back, or migrate the data yourself: "
                    + "create a new table with the new key, copy the rows, switch the application over, drop the old table.");
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
