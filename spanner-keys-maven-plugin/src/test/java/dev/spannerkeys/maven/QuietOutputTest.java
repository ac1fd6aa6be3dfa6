package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.zoo.ZooSessions;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.logging.Log;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The goals speak only through the {@link Log} Maven gives them, whose INFO {@code mvn -q} silences.
 * While {@code ddl}, {@code migration} and {@code verify-migrations} (with Flyway and with Liquibase)
 * run, nothing is written to the process's standard streams directly, and no library logs at INFO or
 * above through {@code java.util.logging} (Maven 3 does not route it through its logger: its console
 * handler would print such a record under {@code -q} too). Two cases this JVM does not reproduce were
 * measured with {@code mvn -q verify} on the examples instead (docs/migrations.md): Flyway picks SLF4J
 * here but {@code java.util.logging} in a Maven build, and the build runs tests with
 * {@code SPANNER_DISABLE_BUILTIN_METRICS}, so the client's metrics channel, which logs at INFO once per
 * connection when enabled, is not exercised.
 */
@SpannerEmulatorTest
class QuietOutputTest {

    private static final String LIBRARY = "dev.spannerkeys.maven.fixtures.library.";

    @Test
    void theGoalsWriteOnlyThroughMavensLogger(SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        List<String> logged = Collections.synchronizedList(new ArrayList<>());
        Log log = (Log) Proxy.newProxyInstance(Log.class.getClassLoader(), new Class<?>[] {Log.class},
                (proxy, method, arguments) -> {
                    if (method.getName().startsWith("is")) {
                        return true;
                    }
                    logged.add(method.getName() + " " + (arguments == null ? "" : arguments[0]));
                    return null;
                });
        List<String> julRecords = Collections.synchronizedList(new ArrayList<>());
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.INFO.intValue()) {
                    julRecords.add(record.getLevel() + " " + record.getLoggerName() + ": " + record.getMessage());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8);
        List<String> v1 = List.of(LIBRARY + "v1.Author", LIBRARY + "v1.Book", LIBRARY + "v1.Loan");
        root.addHandler(handler);
        System.setOut(capture);
        System.setErr(capture);
        try {
            DdlMojo ddl = new DdlMojo();
            ddl.entities = v1;
            ddl.outputDirectory = folder.resolve("ddl").toFile();
            ddl.classesDirectory = new File("target/test-classes");
            ddl.classpathElements = List.of();
            ddl.dialects = List.of("googlesql");
            run(ddl, log);
            for (String tool : List.of("flyway", "liquibase")) {
                Path scripts = folder.resolve(tool);
                run(configure(new MigrationMojo(), emulator, scripts, tool, v1), log);
                run(configure(new VerifyMigrationsMojo(), emulator, scripts, tool, v1), log);
            }
        } finally {
            System.setOut(out);
            System.setErr(err);
            root.removeHandler(handler);
        }
        System.out.println("logged through Maven's Log: " + logged.size() + " lines, e.g. " + logged.get(0));
        assertEquals("", printed.toString(StandardCharsets.UTF_8), "printed directly");
        assertEquals(List.of(), julRecords, "logged through java.util.logging at INFO or above");
        assertTrue(logged.stream().filter(line -> line.startsWith("info Wrote")).count() == 2, logged::toString);
        assertTrue(logged.stream().anyMatch(line -> line.startsWith("info") && line.contains("-Dspanner-keys.skip=true")),
                logged::toString);
    }

    private static void run(AbstractMojo mojo, Log log) throws Exception {
        mojo.setLog(log);
        mojo.execute();
    }

    private static <M extends MigrationsMojo> M configure(M mojo, SpannerEmulator emulator, Path scripts, String tool,
            List<String> entities) {
        mojo.entities = entities;
        mojo.emulator = emulator;
        mojo.migrationTool = tool;
        mojo.migrationsDirectory = scripts.resolve("db/migration").toFile();
        mojo.changelogDirectory = scripts.resolve("db/changelog").toFile();
        mojo.dialect = DialectDdl.name(ZooSessions.sqlDialect(DatabaseDialect.GOOGLE_STANDARD_SQL));
        mojo.classesDirectory = new File("target/test-classes");
        mojo.classpathElements = List.of();
        return mojo;
    }
}
