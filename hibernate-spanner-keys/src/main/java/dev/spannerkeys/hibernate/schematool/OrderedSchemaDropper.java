package dev.spannerkeys.hibernate.schematool;

import java.util.List;
import org.hibernate.boot.Metadata;
import org.hibernate.tool.schema.internal.ExceptionHandlerLoggedImpl;
import org.hibernate.tool.schema.spi.ContributableMatcher;
import org.hibernate.tool.schema.spi.DelayedDropAction;
import org.hibernate.tool.schema.spi.ExecutionOptions;
import org.hibernate.tool.schema.spi.SchemaDropper;
import org.hibernate.tool.schema.spi.SourceDescriptor;
import org.hibernate.tool.schema.spi.TargetDescriptor;

/**
 * Hibernate's schema dropper, with the statements ordered children before parents and sent as one
 * batch by {@link SpannerSchemaManagementTool}; also for the drop of {@code create-drop} that runs
 * when the session factory closes.
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
        if (!targets.getTargetTypes().isEmpty()) {
            tool.replay(metadata, tool.dropOrder(metadata, capture(metadata, options, filter, source)), options, targets,
                    false, false);
        }
    }

    @Override
    public DelayedDropAction buildDelayedAction(Metadata metadata, ExecutionOptions options, ContributableMatcher filter,
            SourceDescriptor source) {
        // The statements are printed now, while the metadata is at hand, and run at close.
        List<String> statements = tool.dropOrder(metadata, capture(metadata, options, filter, source));
        // At close, a failing drop statement is logged, as Hibernate's own delayed drop does.
        ExecutionOptions atClose = new HandledOptions(options, ExceptionHandlerLoggedImpl.INSTANCE);
        return serviceRegistry -> tool.replay(metadata, statements, atClose,
                SpannerSchemaManagementTool.databaseOnly(), false, false);
    }

    private List<String> capture(Metadata metadata, ExecutionOptions options, ContributableMatcher filter,
            SourceDescriptor source) {
        CapturedDdl captured = new CapturedDdl();
        stock.doDrop(metadata, new UnformattedOptions(options), filter, source, captured);
        return captured.statements();
    }
}
