package dev.spannerkeys.hibernate.internal.schematool;

import java.util.HashMap;
import java.util.Map;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.tool.schema.spi.ExceptionHandler;
import org.hibernate.tool.schema.spi.ExecutionOptions;

/**
 * The options of a schema action, changed for one use:
 *
 * <ul>
 *   <li>{@link #unformatted}: SQL formatting off, for capturing statements in the exact form the exporters print
 *       them; formatting is applied when they are replayed;</li>
 *   <li>{@link #unformattedWithoutDataScripts}: also without Hibernate's own run of the data scripts
 *       ({@code import.sql} and the settings naming others): {@link DataScripts} runs them after the DDL, as data,
 *       not as schema changes;</li>
 *   <li>{@link #handledBy}: another exception handler (the drop at close logs failures as Hibernate's own delayed
 *       drop does; schema update notes that a statement was rejected).</li>
 * </ul>
 *
 * @param options the schema action's options
 * @param unformattedCapture whether formatting is off (and data scripts are Hibernate's to run unless
 *     {@code withoutDataScripts})
 * @param withoutDataScripts whether Hibernate's schema creator leaves the data scripts out
 * @param handler the exception handler
 */
record SchemaActionOptions(ExecutionOptions options, boolean unformattedCapture, boolean withoutDataScripts,
        ExceptionHandler handler) implements ExecutionOptions {

    /** {@code options} with formatting off. */
    static SchemaActionOptions unformatted(ExecutionOptions options) {
        return new SchemaActionOptions(options, true, false, options.getExceptionHandler());
    }

    /** {@code options} with formatting off and the data scripts left to {@link DataScripts}. */
    static SchemaActionOptions unformattedWithoutDataScripts(ExecutionOptions options) {
        return new SchemaActionOptions(options, true, true, options.getExceptionHandler());
    }

    /** {@code options} with failures going to {@code handler}. */
    static SchemaActionOptions handledBy(ExecutionOptions options, ExceptionHandler handler) {
        return new SchemaActionOptions(options, false, false, handler);
    }

    @Override
    public Map<String, Object> getConfigurationValues() {
        if (!unformattedCapture) {
            return options.getConfigurationValues();
        }
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
        return handler;
    }
}
