package dev.spannerkeys.hibernate.internal.schematool;

import java.util.HashMap;
import java.util.Map;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.tool.schema.spi.ExceptionHandler;
import org.hibernate.tool.schema.spi.ExecutionOptions;

/**
 * The options of a schema action with SQL formatting off, for capturing statements in the exact
 * form the exporters print them; formatting is applied when they are replayed. With
 * {@code withoutDataScripts}, Hibernate's own run of the data scripts ({@code import.sql} and the settings
 * naming others) is turned off: {@link DataScripts} runs them after the DDL, as data, not as schema changes.
 *
 * @param options the schema action's options
 * @param withoutDataScripts whether Hibernate's schema creator leaves the data scripts out
 */
record UnformattedOptions(ExecutionOptions options, boolean withoutDataScripts) implements ExecutionOptions {

    /** The options with formatting off, data scripts as Hibernate runs them. */
    UnformattedOptions(ExecutionOptions options) {
        this(options, false);
    }

    @Override
    public Map<String, Object> getConfigurationValues() {
        Map<String, Object> values = new HashMap<>(options.getConfigurationValues());
        values.put(AvailableSettings.FORMAT_SQL, "false");
        if (withoutDataScripts) {
            DataScripts.SETTINGS.forEach(values::remove);
            values.put(AvailableSettings.HBM2DDL_SKIP_DEFAULT_IMPORT_FILE, "true");
        }
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
