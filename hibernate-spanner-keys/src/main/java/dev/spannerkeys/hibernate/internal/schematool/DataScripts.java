package dev.spannerkeys.hibernate.internal.schematool;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.dialect.Dialect;
import org.hibernate.engine.jdbc.internal.FormatStyle;
import org.hibernate.internal.util.config.ConfigurationHelper;
import org.hibernate.resource.transaction.spi.DdlTransactionIsolator;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.tool.schema.internal.Helper;
import org.hibernate.tool.schema.internal.script.MultiLineSqlScriptExtractor;
import org.hibernate.tool.schema.spi.CommandAcceptanceException;
import org.hibernate.tool.schema.spi.ExecutionOptions;
import org.hibernate.tool.schema.spi.GenerationTarget;
import org.hibernate.tool.schema.spi.ScriptSourceInput;
import org.hibernate.tool.schema.spi.SqlScriptCommandExtractor;

/**
 * The data scripts of schema creation, found as Hibernate finds them: {@code jakarta.persistence.sql-load-script-source}
 * (or its {@code javax} name), {@code hibernate.hbm2ddl.import_files}, and {@code /import.sql} unless
 * {@code hibernate.hbm2ddl.skip_default_import_file} is set. They are data, not schema changes, so they run after the
 * DDL, statement by statement, as Hibernate runs them:
 *
 * <ul>
 *   <li>split by Hibernate's multi-line extractor unless {@code hibernate.hbm2ddl.import_files_sql_extractor} names
 *       another: comments ({@code --}, a {@code /* ... *}{@code /} licence header) and statements over several lines
 *       work as written, each statement ending with a semicolon (stock Hibernate's default, the single-line
 *       extractor, takes every line for a statement);</li>
 *   <li>a statement the database refuses goes to the schema action's exception handler, which Hibernate's own
 *       {@code hibernate.hbm2ddl.halt_on_error} chooses: logged and the next statement run (the default), or the
 *       schema action stopped. The message names the script, the line the statement starts on and the statement.
 *       The library's {@code spanner.keys.schema.halt-on-error} covers the DDL only.</li>
 * </ul>
 *
 * <p>Script and console targets receive the statements too, after the DDL, as from Hibernate's schema creator.
 */
final class DataScripts {

    private static final System.Logger LOG = System.getLogger("dev.spannerkeys.internal.schema");

    /** The settings naming data scripts, which {@link SchemaActionOptions} hides from Hibernate's schema creator. */
    static final List<String> SETTINGS = List.of(AvailableSettings.JAKARTA_HBM2DDL_LOAD_SCRIPT_SOURCE,
            AvailableSettings.HBM2DDL_LOAD_SCRIPT_SOURCE, AvailableSettings.HBM2DDL_IMPORT_FILES);

    private static final String DEFAULT_IMPORT_FILE = "/import.sql";

    /** One statement of a data script, and the line of the script it starts on (1 for the first). */
    record Command(String script, int line, String sql) {

        String describe() {
            return "data script " + script + ", line " + line + ": " + sql;
        }
    }

    private DataScripts() {
    }

    /** The statements of the data scripts {@code options} name, in the order Hibernate runs them. */
    static List<Command> of(ExecutionOptions options, ServiceRegistry registry, Dialect dialect) {
        Map<String, Object> settings = options.getConfigurationValues();
        ClassLoaderService classLoader = registry.requireService(ClassLoaderService.class);
        String charset = (String) settings.get(AvailableSettings.HBM2DDL_CHARSET_NAME);
        SqlScriptCommandExtractor extractor = settings.get(AvailableSettings.HBM2DDL_IMPORT_FILES_SQL_EXTRACTOR) != null
                ? registry.requireService(SqlScriptCommandExtractor.class) : MultiLineSqlScriptExtractor.INSTANCE;
        boolean multiLine = extractor instanceof MultiLineSqlScriptExtractor;
        boolean skipDefault = ConfigurationHelper.getBoolean(AvailableSettings.HBM2DDL_SKIP_DEFAULT_IMPORT_FILE,
                settings, false);
        URL defaultImport = skipDefault ? null : classLoader.locateResource(DEFAULT_IMPORT_FILE);
        List<Command> commands = new ArrayList<>();
        boolean defaultImportRun = false;
        Object loadScript = settings.get(AvailableSettings.HBM2DDL_LOAD_SCRIPT_SOURCE);
        if (loadScript == null) {
            loadScript = settings.get(AvailableSettings.JAKARTA_HBM2DDL_LOAD_SCRIPT_SOURCE);
        }
        if (loadScript != null) {
            List<Object> sources = loadScript instanceof Reader ? List.of(loadScript)
                    : List.copyOf(List.of((Object[]) loadScript.toString().split("\\s*,\\s*")));
            for (Object source : sources) {
                ScriptSourceInput input = Helper.interpretScriptSourceSetting(source, classLoader, charset);
                defaultImportRun |= defaultImport != null && input.containsScript(defaultImport);
                commands.addAll(read(input, extractor, multiLine, dialect));
            }
        }
        String files = ConfigurationHelper.getString(AvailableSettings.HBM2DDL_IMPORT_FILES, settings,
                defaultImportRun || skipDefault ? "" : DEFAULT_IMPORT_FILE);
        for (String file : files.split(",")) {
            if (!file.isBlank()) {
                URL url = classLoader.locateResource(file.trim());
                if (url != null) {
                    commands.addAll(read(Helper.interpretScriptSourceSetting(url.toExternalForm(), classLoader, charset),
                            extractor, multiLine, dialect));
                }
            }
        }
        return commands;
    }

    /**
     * Runs {@code commands} on the database, one statement at a time on a connection of the schema action, in
     * autocommit as Hibernate's schema creator runs them; a refused statement goes to the action's exception handler.
     */
    static void run(List<Command> commands, DdlTransactionIsolator isolator, ExecutionOptions options) {
        if (commands.isEmpty()) {
            return;
        }
        long start = System.nanoTime();
        int failed = 0;
        try {
            Connection connection = isolator.getIsolatedConnection(true);
            try (Statement statement = connection.createStatement()) {
                for (Command command : commands) {
                    isolator.getJdbcContext().getSqlStatementLogger().logStatement(command.sql(),
                            FormatStyle.NONE.getFormatter());
                    try {
                        statement.execute(command.sql());
                    } catch (SQLException e) {
                        failed++;
                        options.getExceptionHandler().handleException(new CommandAcceptanceException(
                                "The database refused a statement of the " + command.describe() + " ["
                                + e.getMessage() + "]", e));
                    }
                }
            }
        } catch (SQLException e) {
            throw new CommandAcceptanceException("Could not run the data scripts: " + e.getMessage(), e);
        } finally {
            isolator.release();
        }
        LOG.log(failed == 0 ? System.Logger.Level.DEBUG : System.Logger.Level.WARNING, "Data scripts: "
                + (commands.size() - failed) + " of " + commands.size() + " statements run in "
                + (System.nanoTime() - start) / 1_000_000 + " ms"
                + (failed == 0 ? "" : "; " + failed + " refused (logged above; hibernate.hbm2ddl.halt_on_error=true "
                + "stops at the first)"));
    }

    /** Hands {@code commands} to a script or console target. */
    static void write(List<Command> commands, GenerationTarget target) {
        for (Command command : commands) {
            target.accept(command.sql());
        }
    }

    private static List<Command> read(ScriptSourceInput input, SqlScriptCommandExtractor extractor, boolean multiLine,
            Dialect dialect) {
        if (!input.exists()) {
            return List.of();
        }
        String name = name(input);
        List<Command> commands = new ArrayList<>();
        input.extract(reader -> {
            String text = text(reader);
            List<String> statements = extractor.extractCommands(new StringReader(text), dialect);
            int[] lines = startLines(text, statements.size(), multiLine);
            for (int i = 0; i < statements.size(); i++) {
                commands.add(new Command(name, lines[i], statements.get(i)));
            }
            return statements;
        });
        return commands;
    }

    /** The script's file name as a user knows it ({@code import.sql}), else Hibernate's description of it. */
    private static String name(ScriptSourceInput input) {
        String description = input.getScriptDescription();
        int slash = Math.max(description.lastIndexOf('/'), description.lastIndexOf('\\'));
        return slash >= 0 && slash < description.length() - 1 ? description.substring(slash + 1) : description;
    }

    private static String text(Reader reader) {
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        try {
            for (int read = reader.read(buffer); read >= 0; read = reader.read(buffer)) {
                text.append(buffer, 0, read);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /**
     * The line each of the {@code count} statements of {@code text} starts on: the first character that is not
     * blank or in a comment, after the previous statement's end (its semicolon outside quotes and comments, or with
     * the single-line extractor the end of its line).
     */
    static int[] startLines(String text, int count, boolean multiLine) {
        int[] lines = new int[count];
        int position = 0;
        int line = 1;
        for (int i = 0; i < count; i++) {
            // to the start of the statement
            while (position < text.length()) {
                char c = text.charAt(position);
                if (c == '\n') {
                    line++;
                    position++;
                } else if (Character.isWhitespace(c) || c == ';') {
                    position++;
                } else if (text.startsWith("--", position) || text.startsWith("//", position)) {
                    position = endOfLine(text, position);
                } else if (text.startsWith("/*", position)) {
                    int end = text.indexOf("*/", position + 2);
                    end = end < 0 ? text.length() : end + 2;
                    line += newlines(text, position, end);
                    position = end;
                } else {
                    break;
                }
            }
            lines[i] = line;
            // to its end
            int end = multiLine ? endOfStatement(text, position) : endOfLine(text, position);
            line += newlines(text, position, end);
            position = end;
        }
        return lines;
    }

    private static int endOfLine(String text, int position) {
        int end = text.indexOf('\n', position);
        return end < 0 ? text.length() : end;
    }

    /** The position after the statement's semicolon, outside quoted text and comments. */
    private static int endOfStatement(String text, int position) {
        char quote = 0;
        for (int i = position; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (text.startsWith("--", i)) {
                i = endOfLine(text, i) - 1;
            } else if (text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? text.length() : end + 1;
            } else if (c == ';') {
                return i + 1;
            }
        }
        return text.length();
    }

    private static int newlines(String text, int from, int to) {
        int count = 0;
        for (int i = from; i < Math.min(to, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                count++;
            }
        }
        return count;
    }
}
