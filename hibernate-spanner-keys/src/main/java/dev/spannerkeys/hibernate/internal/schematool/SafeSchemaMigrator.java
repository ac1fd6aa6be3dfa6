package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.internal.id.SpannerSequence;
import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import dev.spannerkeys.internal.schema.ddl.DdlOrder;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.diff.SchemaComparison;
import dev.spannerkeys.internal.schema.diff.SchemaDifference;
import dev.spannerkeys.internal.schema.diff.UpdatePlan;
import dev.spannerkeys.internal.schema.diff.UpdatePlanner;
import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hibernate.boot.model.relational.Namespace;
import java.util.Locale;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.tool.schema.spi.ContributableMatcher;
import org.hibernate.tool.schema.spi.ExceptionHandler;
import org.hibernate.tool.schema.spi.ExecutionOptions;
import org.hibernate.tool.schema.spi.SchemaManagementException;
import org.hibernate.tool.schema.spi.SchemaMigrator;
import org.hibernate.tool.schema.TargetType;
import org.hibernate.tool.schema.spi.TargetDescriptor;

/**
 * Schema update that plans the whole change against the live schema before sending anything.
 *
 * <ol>
 *   <li>Reads the database's schema ({@link InformationSchemaReader}), every schema the model's objects
 *       live in, and compares it with the mapping's model ({@link SchemaComparison}).</li>
 *   <li>Plans the update ({@link UpdatePlanner}): the statements that add missing sequences, tables,
 *       columns and indexes; the changes it refuses because they cannot succeed or would lose data,
 *       checked with queries on the existing rows where the rows decide; the differences it leaves
 *       alone.</li>
 *   <li>Logs the differences left alone as one WARN report (logger {@code dev.spannerkeys.internal.schema}).</li>
 *   <li>Refuses the whole update, sending nothing, if any change is refused.</li>
 *   <li>Otherwise sends the plan, after a {@code CREATE SCHEMA} for each named schema the database lacks
 *       ({@link NamedSchemas}), followed by what Hibernate's own migrator adds outside the model
 *       (foreign keys, Hibernate's own sequences), as one DDL batch; a rejected batch fails the
 *       bootstrap ({@code spanner.keys.schema.halt-on-error}) and is never re-sent piecemeal.</li>
 * </ol>
 *
 * <p>On the emulator, a DDL batch of two or more statements resets every sequence counter (named
 * sequences and identity columns) to its start, so keys drawn afterwards repeat existing ones. There,
 * when the database already holds counters, the statements are sent as one schema change each
 * instead, which keeps every counter. A statement the emulator rejects resets the counters too; then
 * {@link EmulatorCounterGuard} moves each one past the keys already stored and the error says so.
 */
final class SafeSchemaMigrator implements SchemaMigrator {

    private static final Logger LOG = System.getLogger("dev.spannerkeys.internal.schema");

    private final SpannerSchemaManagementTool tool;
    private final SchemaMigrator stock;
    private final SchemaModels models;

    SafeSchemaMigrator(SpannerSchemaManagementTool tool, SchemaMigrator stock, SchemaModels models) {
        this.tool = tool;
        this.stock = stock;
        this.models = models;
    }

    @Override
    public void doMigration(Metadata metadata, ExecutionOptions options, ContributableMatcher filter,
            TargetDescriptor targets) {
        if (targets.getTargetTypes().isEmpty()) {
            return;
        }
        long start = System.nanoTime();
        SchemaModel model = models.of(metadata);
        UpdatePlan plan;
        DatabaseSchema database;
        Set<String> existingSchemas;
        EmulatorCounterGuard guard = null;
        JdbcConnectionAccess access = tool.connectionAccess(options);
        try {
            Connection connection = access.obtainConnection();
            boolean autoCommit = connection.getAutoCommit();
            try {
                connection.setAutoCommit(true);
                NativeUuidSupport.require(connection, models.dialect(), model);
                database = InformationSchemaReader.read(connection, models.dialect(), models.naming(metadata), model);
                existingSchemas = database.schemas();
                List<SchemaDifference> differences = SchemaComparison.compare(model, database, otherSequences(metadata));
                plan = UpdatePlanner.plan(model, database, differences, models.writer(metadata), new JdbcTableContents(connection));
                if (RefillClientMode.targetsEmulator(connection.getMetaData().getURL()) && !plan.refused()) {
                    guard = EmulatorCounterGuard.before(connection, models.writer(metadata), model, database);
                }
            } finally {
                connection.setAutoCommit(autoCommit);
                access.releaseConnection(connection);
            }
        } catch (SQLException e) {
            throw new SchemaManagementException("Schema update could not read the database's schema; nothing was "
                    + "changed: " + e.getMessage(), e);
        }
        if (!plan.leftAlone().isEmpty()) {
            LOG.log(Level.WARNING, plan.leftAloneReport());
        }
        if (plan.refused()) {
            throw new SchemaManagementException(plan.refusalMessage());
        }
        // Schemas the stock migrator creates (hibernate.hbm2ddl.create_namespaces) come before what goes in them.
        List<String> outside = outsideTheModel(metadata, options, filter, model);
        String createSchema = metadata.getDatabase().getDialect().getCreateSchemaCommand("")[0].toLowerCase(Locale.ROOT);
        List<String> statements = new ArrayList<>(outside.stream()
                .filter(statement -> statement.strip().toLowerCase(Locale.ROOT).startsWith(createSchema)).toList());
        statements.addAll(plan.statements());
        statements.addAll(outside.stream()
                .filter(statement -> !statement.strip().toLowerCase(Locale.ROOT).startsWith(createSchema)).toList());
        statements = NamedSchemas.of(models.naming(metadata), createSchema).createMissing(existingSchemas, statements);
        boolean oneByOne = guard != null && statements.size() > 1 && holdsCounters(model, database);
        boolean[] rejected = {false};
        ExceptionHandler handler = options.getExceptionHandler();
        ExecutionOptions recording = SchemaActionOptions.handledBy(options, exception -> {
            rejected[0] = true;
            handler.handleException(exception);
        });
        try {
            tool.replay(metadata, statements, recording, targets, SpannerSchemaManagementTool.haltOnError(options),
                    oneByOne);
        } catch (SchemaManagementException failure) {
            if (guard == null) {
                throw failure;
            }
            throw new SchemaManagementException(failure.getMessage() + "\n" + restoreCounters(guard, access, metadata),
                    failure.getCause());
        }
        if (rejected[0] && guard != null) {
            LOG.log(Level.WARNING, restoreCounters(guard, access, metadata));
        }
        if (!rejected[0] && targets.getTargetTypes().contains(TargetType.DATABASE)) {
            SchemaActionLog.updated(statements, start, oneByOne);
        }
    }

    /** After a rejected statement on the emulator: moves the counters it reset past the stored keys. */
    private String restoreCounters(EmulatorCounterGuard guard, JdbcConnectionAccess access, Metadata metadata) {
        try {
            Connection connection = access.obtainConnection();
            boolean autoCommit = connection.getAutoCommit();
            try {
                connection.setAutoCommit(true);
                List<String> moved = guard.restore(connection, models.writer(metadata));
                return "The emulator sets every sequence and identity counter back to its start when it rejects a DDL "
                        + "statement; " + (moved.isEmpty() ? "no counter had to be moved past the stored keys."
                        : "moved past the stored keys: " + String.join("; ", moved) + ".");
            } finally {
                connection.setAutoCommit(autoCommit);
                access.releaseConnection(connection);
            }
        } catch (SQLException e) {
            return "The emulator sets every sequence and identity counter back to its start when it rejects a DDL "
                    + "statement, and moving them past the stored keys failed (" + e.getMessage() + "): new keys may "
                    + "repeat stored ones until the counters are moved (ALTER SEQUENCE) or the database is recreated.";
        }
    }

    /**
     * What Hibernate's own migrator adds beyond the model's objects: foreign keys, its own sequences.
     * Its statements on the model's objects are the plan's business, also the "quiet" drop it sends
     * before creating each unique index of a new table, which would otherwise run after the plan
     * created the index.
     */
    private List<String> outsideTheModel(Metadata metadata, ExecutionOptions options, ContributableMatcher filter,
            SchemaModel model) {
        CapturedDdl captured = new CapturedDdl();
        stock.doMigration(metadata, SchemaActionOptions.unformatted(options), filter, captured);
        DdlOrder order = DdlOrder.of(model, models.writer(metadata));
        return captured.statements().stream()
                .filter(statement -> !order.createsModelObject(statement) && !order.dropsModelObject(statement)).toList();
    }

    /**
     * Whether the database may hold a counter a DDL batch would reset: a sequence, or an identity
     * column (the emulator does not report identity columns, so any table the model does not know
     * may have one).
     */
    private static boolean holdsCounters(SchemaModel model, DatabaseSchema database) {
        if (!database.sequences().isEmpty()) {
            return true;
        }
        for (TableDefinition table : database.tables()) {
            var mapped = model.table(table.name());
            if (mapped.isEmpty() || table.columns().stream().anyMatch(column -> column.identity())
                    || mapped.get().columns().stream().anyMatch(column -> column.identity())) {
                return true;
            }
        }
        return false;
    }

    /** Sequences Hibernate maps outside the model (its own sequence generators). */
    private static Set<String> otherSequences(Metadata metadata) {
        Set<String> names = new HashSet<>();
        for (Namespace namespace : metadata.getDatabase().getNamespaces()) {
            for (Sequence sequence : namespace.getSequences()) {
                if (!(sequence instanceof SpannerSequence)) {
                    names.add(sequence.getName().getSequenceName().getText());
                }
            }
        }
        return names;
    }
}
