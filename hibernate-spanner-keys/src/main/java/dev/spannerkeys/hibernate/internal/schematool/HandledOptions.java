package dev.spannerkeys.hibernate.internal.schematool;

import java.util.Map;
import org.hibernate.tool.schema.spi.ExceptionHandler;
import org.hibernate.tool.schema.spi.ExecutionOptions;

/**
 * The options of a schema action with another exception handler: the drop at close logs failures
 * as Hibernate's own delayed drop does; schema update notes that a statement was rejected.
 */
record HandledOptions(ExecutionOptions options, ExceptionHandler handler) implements ExecutionOptions {

    @Override
    public Map<String, Object> getConfigurationValues() {
        return options.getConfigurationValues();
    }

    @Override
    public boolean shouldManageNamespaces() {
        return options.shouldManageNamespaces();
    }

    @Override
    public ExceptionHandler getExceptionHandler() {
        return handler;
    }
}
