package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin's goals on a small test project (the entities under {@code fixtures}): {@code ddl}
 * writes one DDL file per dialect; {@code check} passes on good entities, fails the build on a
 * timestamp-keyed one, writes a text report and a SARIF 2.1.0 log that points at the source, and lists the
 * stock {@code @GeneratedValue} ids the library takes over.
 */
class SpannerKeysMojoTest {

    private static final File CLASSES = new File("target/test-classes");

    @Test
    void ddlWritesOneFilePerDialect(@TempDir Path output) throws Exception {
        DdlMojo ddl = configure(new DdlMojo(), output, "dev.spannerkeys.maven.fixtures.good");
        ddl.execute();
        String google = Files.readString(output.resolve("googlesql.sql"));
        String postgres = Files.readString(output.resolve("postgresql.sql"));
        assertTrue(google.contains("CREATE TABLE Customer (") && google.contains(") PRIMARY KEY (customerId);"), google);
        assertTrue(google.contains("CREATE SEQUENCE customer_seq OPTIONS (sequence_kind = \"bit_reversed_positive\")"),
                google);
        assertTrue(google.contains("code string(36) NOT NULL DEFAULT (GENERATE_UUID())"), google);
        assertTrue(postgres.contains("PRIMARY KEY (customerId)") && postgres.contains("spanner.generate_uuid()"), postgres);
    }

    @Test
    void ddlScansTheWholeProjectByDefault(@TempDir Path output, @TempDir Path classes) throws Exception {
        // A project of two packages (the test classes hold several versions of one model besides).
        for (String fixture : List.of("good", "bad")) {
            Path from = CLASSES.toPath().resolve("dev/spannerkeys/maven/fixtures").resolve(fixture);
            Path to = Files.createDirectories(classes.resolve("dev/spannerkeys/maven/fixtures").resolve(fixture));
            try (var files = Files.list(from)) {
                for (Path file : files.toList()) {
                    Files.copy(file, to.resolve(file.getFileName()));
                }
            }
        }
        DdlMojo ddl = configure(new DdlMojo(), output);
        ddl.classesDirectory = classes.toFile();
        ddl.dialects = List.of("googlesql");
        ddl.execute();
        String google = Files.readString(output.resolve("googlesql.sql"));
        assertTrue(google.contains("CREATE TABLE Customer") && google.contains("CREATE TABLE Visit"), google);
        assertFalse(Files.exists(output.resolve("postgresql.sql")));
    }

    @Test
    void checkPassesOnGoodEntities(@TempDir Path output) throws Exception {
        CheckMojo check = configure(new CheckMojo(), output, "dev.spannerkeys.maven.fixtures.good");
        check.execute();
        assertTrue(Files.readString(output.resolve("advisor.txt")).startsWith("Spanner key advisor: 0 errors, 0 warnings"));
        JsonObject sarif = SarifRequiredFields.check(Files.readString(output.resolve("advisor.sarif")));
        assertEquals(0, sarif.getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results").size());
    }

    @Test
    void checkFailsTheBuildOnATimestampKey(@TempDir Path output) throws Exception {
        CheckMojo check = configure(new CheckMojo(), output, "dev.spannerkeys.maven.fixtures.bad");
        MojoFailureException failure = assertThrows(MojoFailureException.class, check::execute);
        assertTrue(failure.getMessage().contains("1 finding(s) at or above error"), failure.getMessage());

        String text = Files.readString(output.resolve("advisor.txt"));
        assertTrue(text.contains("ERROR [timestamp-key] Entity 'dev.spannerkeys.maven.fixtures.bad.Visit' (table Visit), "
                + "attribute 'visitedAt'"), text);
        JsonObject sarif = SarifRequiredFields.check(Files.readString(output.resolve("advisor.sarif")));
        JsonObject result = sarif.getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results").get(0)
                .getAsJsonObject();
        assertEquals("timestamp-key", result.get("ruleId").getAsString());
        assertEquals("error", result.get("level").getAsString());
        JsonObject physical = result.getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation");
        assertEquals("src/test/java/dev/spannerkeys/maven/fixtures/bad/Visit.java",
                physical.getAsJsonObject("artifactLocation").get("uri").getAsString());
        assertEquals(11, physical.getAsJsonObject("region").get("startLine").getAsInt(), "the line declaring visitedAt");
    }

    @Test
    void anInheritedKeyIsLocatedInTheSuperclassThatDeclaresIt(@TempDir Path output) throws Exception {
        CheckMojo check = configure(new CheckMojo(), output, "dev.spannerkeys.maven.fixtures.inherited");
        assertThrows(MojoFailureException.class, check::execute);

        String text = Files.readString(output.resolve("advisor.txt"));
        assertTrue(text.contains("attribute 'recordedAt' declared in 'dev.spannerkeys.maven.fixtures.inherited.Recorded'"),
                text);
        JsonObject sarif = SarifRequiredFields.check(Files.readString(output.resolve("advisor.sarif")));
        JsonObject physical = sarif.getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results").get(0)
                .getAsJsonObject().getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation");
        assertEquals("src/test/java/dev/spannerkeys/maven/fixtures/inherited/Recorded.java",
                physical.getAsJsonObject("artifactLocation").get("uri").getAsString());
        assertEquals(11, physical.getAsJsonObject("region").get("startLine").getAsInt(), "the line declaring recordedAt");
    }

    @Test
    void checkListsTheStockIdsTakenOverThroughMavensLogOnly(@TempDir Path output) throws Exception {
        List<String> logged = new ArrayList<>();
        Log log = (Log) Proxy.newProxyInstance(Log.class.getClassLoader(), new Class<?>[] {Log.class},
                (proxy, method, arguments) -> {
                    if (method.getName().startsWith("is")) {
                        return true;
                    }
                    logged.add(method.getName() + " " + (arguments == null ? "" : arguments[0]));
                    return null;
                });
        List<String> julRecords = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.INFO.intValue()) {
                    julRecords.add(record.getLoggerName() + ": " + record.getMessage());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger library = Logger.getLogger("dev.spannerkeys");
        library.addHandler(handler);
        try {
            CheckMojo check = configure(new CheckMojo(), output, "dev.spannerkeys.maven.fixtures.stock");
            check.setLog(log);
            check.execute();
        } finally {
            library.removeHandler(handler);
        }
        List<String> takenOver = logged.stream().filter(line -> line.contains("spanner.keys.generated-values=take-over"))
                .toList();
        assertEquals(1, takenOver.size(), logged::toString);
        assertTrue(takenOver.get(0).startsWith("info ") && takenOver.get(0).contains("Locker.id -> Locker_SEQ (Integer, 31-bit keys)")
                && takenOver.get(0).contains("Parcel.id -> Parcel_SEQ (Long)"), takenOver.get(0));
        assertEquals(List.of(), julRecords, "the bootstrap line is not printed a second time by java.util.logging");
        assertFalse(Files.readString(output.resolve("advisor.txt")).contains("stock-sequence-key"),
                "ids taken over are not reported as stock sequence keys");
    }

    @Test
    void aHigherThresholdLetsErrorsPassButAnUnknownOneIsRefused(@TempDir Path output) throws Exception {
        CheckMojo check = configure(new CheckMojo(), output, "dev.spannerkeys.maven.fixtures.good");
        check.failOn = "info";
        check.execute();
        check.failOn = "severe";
        assertThrows(org.apache.maven.plugin.MojoExecutionException.class, check::execute);
    }

    private static <M extends SchemaMojo> M configure(M mojo, Path output, String... packages) {
        mojo.packages = List.of(packages);
        mojo.outputDirectory = output.toFile();
        mojo.classesDirectory = CLASSES;
        mojo.classpathElements = List.of();
        if (mojo instanceof CheckMojo check) {
            check.baseDirectory = new File(".");
            check.sourceRoots = List.of(new File("src/test/java").getAbsolutePath());
        }
        return mojo;
    }
}
