package dev.spannerkeys.hibernate.internal.schematool;

import java.util.EnumSet;
import java.util.List;
import org.hibernate.boot.Metadata;
import org.hibernate.tool.schema.TargetType;
import org.hibernate.tool.schema.internal.ExceptionHandlerLoggedImpl;
import org.hibernate.tool.schema.spi.ContributableMatcher;
import org.hibernate.tool.schema.spi.DelayedDropAction;
import org.hibernate.tool.schema.spi.ExecutionOptions;
import org.hibernate.tool.schema.spi.SchemaDropper;
import org.hibernate.tool.schema.spi.ScriptTargetOutput;
import org.hibernate.tool.schema.spi.SourceDescriptor;
import org.hibernate.tool.schema.spi.TargetDescriptor;

/**
 * Hibernate's schema dropper, with the statements ordered children before parents and sent as one
 * batch by {@link SpannerSchemaManagementTool}; also for the drop of {@code create-drop} that runs
 * when the session factory closes. The database gets only the statements for objects it has
 * ({@link ExistingObjects}), so the drop half of {@code create} on a new database sends nothing and
 * logs nothing; a script gets the whole drop.
 */
final class OrderedSchemaDropper implements SchemaDropper {

    private final SpannerSchemaManagementTool tool;
    private final SchemaDropper stock;

    OrderedSchemaDropper(SpannerSchemaManagementTool tool, SchemaDropper stock) {
        this.tool = tool;
        this.stock = stock;
    }

    @Override
    public void doDrop(Metadata metadata, ExecutionOptions options, ContributableMatcher filter,
            SourceDescriptor source, TargetDescriptor targets) {
        if (targets.getTargetTypes().isEmpty()) {
            return;
        }
        List<String> statements = tool.dropOrder(metadata, capture(metadata, options, filter, source));
        EnumSet<TargetType> others = EnumSet.copyOf(targets.getTargetTypes());
        others.remove(TargetType.DATABASE);
        if (!others.isEmpty()) {
            // A script holds the whole drop: it may run against any database.
            tool.replay(metadata, statements, options, new TargetDescriptor() {
                @Override
                public EnumSet<TargetType> getTargetTypes() {
                    return others;
                }

                @Override
                public ScriptTargetOutput getScriptTargetOutput() {
                    return targets.getScriptTargetOutput();
                }
            }, false, false);
        }
        if (targets.getTargetTypes().contains(TargetType.DATABASE)) {
            tool.replay(metadata, tool.presentOnly(statements, options), options,
                    SpannerSchemaManagementTool.databaseOnly(), false, false);
        }
    }

    @Override
    public DelayedDropAction buildDelayedAction(Metadata metadata, ExecutionOptions options, ContributableMatcher filter,
            SourceDescriptor source) {
        // The statements are printed now, while the metadata is at hand, and run at close.
        List<String> statements = tool.dropOrder(metadata, capture(metadata, options, filter, source));
        // At close, a failing drop statement is logged, as Hibernate's own delayed drop does.
        ExecutionOptions atClose = SchemaActionOptions.handledBy(options, ExceptionHandlerLoggedImpl.INSTANCE);
        return serviceRegistry -> tool.replay(metadata, tool.presentOnly(statements, atClose), atClose,
                SpannerSchemaManagementTool.databaseOnly(), false, false);
    }

    private List<String> capture(Metadata metadata, ExecutionOptions options, ContributableMatcher filter,
            SourceDescriptor source) {
        CapturedDdl captured = new CapturedDdl();
        stock.doDrop(metadata, SchemaActionOptions.unformatted(options), filter, source, captured);
        return captured.statements();
    }
}
