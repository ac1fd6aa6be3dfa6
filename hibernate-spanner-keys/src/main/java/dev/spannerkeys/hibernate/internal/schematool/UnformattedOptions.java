package dev.spannerkeys.hibernate.internal.schematool;

import java.util.HashMap;
import java.util.Map;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.tool.schema.spi.ExceptionHandler;
import org.hibernate.tool.schema.spi.ExecutionOptions;

/**
 * The options of a schema action with SQL formatting off, for capturing statements in the exact
 * form the exporters print them; formatting is applied when they are replayed.
 */
record UnformattedOptions(ExecutionOptions options) implements ExecutionOptions {

    @Override
    public Map<String, Object> getConfigurationValues() {
        Map<String, Object> values = new HashMap<>(options.getConfigurationValues());
        values.put(AvailableSettings.FORMAT_SQL, "false");
        return values;
    }

    @Override
    public boolean shouldManageNamespaces() {
        return options.shouldManageNamespaces();
    }

    @Override
    public ExceptionHandler getExceptionHandler() {
        return options.getExceptionHandler();
    }
}
