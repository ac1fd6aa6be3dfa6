package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.zoo.InformationSchema;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooModels;
import dev.spannerkeys.zoo.ZooSessions;
import dev.spannerkeys.zoo.shop.ShopModel;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code ddl} goal's script for a Spring Boot application (the zoo's shop, named by Boot's
 * naming strategies, configured through its {@code application.properties}) creates, on an empty
 * database, exactly the schema the application creates at run time, compared on
 * INFORMATION_SCHEMA; and the application then starts and writes on it. For every model of the zoo,
 * in each dialect that can express it, the script gives the schema {@code create} makes, and validates.
 */
@SpannerEmulatorTest
class ScriptEqualsRuntimeTest {

    private static final ZooModel SHOP = new ShopModel();

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void theScriptOfABootNamedModelEqualsWhatTheApplicationCreates(DatabaseDialect dialect, SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        String script = ddl(folder, dialect, applicationProperties(folder));

        EmulatorDatabase runtime = emulator.newDatabase(dialect);
        ZooSessions.run(runtime, SHOP.settings(), "create", SHOP.entities());
        EmulatorDatabase scripted = emulator.newDatabase(dialect);
        ZooSessions.execute(scripted, script);
        assertEquals(InformationSchema.read(runtime), InformationSchema.read(scripted));

        ZooSessions.run(scripted, SHOP.settings(), "validate", SHOP.entities());
        try (SessionFactory factory = ZooSessions.open(scripted, SHOP.settings(), "none", SHOP.entities())) {
            SHOP.writeAndRead(factory);
        }
    }

    /** Every zoo model in each dialect that can express it; {@code -Dzoo.models=shop,music} runs only those models. */
    static Stream<Arguments> zooModels() {
        String only = System.getProperty("zoo.models", "");
        return ZooModels.all().stream().filter(model -> only.isBlank() || List.of(only.split(",")).contains(model.name()))
                .flatMap(model -> Stream.of(DatabaseDialect.values())
                .filter(dialect -> model.refusalIn(ZooSessions.sqlDialect(dialect)).isEmpty())
                .map(dialect -> Arguments.of(Named.of(model.name(), model), dialect)));
    }

    /**
     * The goal's script of every zoo model, given the model's Hibernate settings as
     * {@code <hibernateProperties>}, creates on an empty database exactly what Hibernate's {@code create}
     * makes of the model at run time, and the model validates on it.
     */
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("zooModels")
    void theScriptOfEveryZooModelEqualsWhatHibernateCreates(ZooModel model, DatabaseDialect dialect,
            SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        DdlMojo ddl = new DdlMojo();
        model.settings().forEach((name, value) -> ddl.hibernateProperties.put(name, String.valueOf(value)));
        String script = ddl(ddl, model.entities(), folder, dialect, null);

        EmulatorDatabase runtime = emulator.newDatabase(dialect);
        ZooSessions.run(runtime, model.settings(), "create", model.entities());
        EmulatorDatabase scripted = emulator.newDatabase(dialect);
        ZooSessions.execute(scripted, script);
        assertEquals(InformationSchema.read(runtime), InformationSchema.read(scripted), model.name() + " on " + dialect);
        ZooSessions.run(scripted, model.settings(), "validate", model.entities());
    }

    @Test
    void withoutTheApplicationsSettingsTheScriptWouldNotMatch(@TempDir Path folder) throws Exception {
        String hibernateNames = ddl(folder, DatabaseDialect.GOOGLE_STANDARD_SQL, null);
        assertTrue(hibernateNames.contains("CREATE TABLE OrderLine ("), hibernateNames);
        String bootNames = ddl(folder, DatabaseDialect.GOOGLE_STANDARD_SQL, applicationProperties(folder));
        assertTrue(bootNames.contains("CREATE TABLE order_line (") && bootNames.contains("CREATE TABLE product_categories ("),
                bootNames);
    }

    @Test
    void theGoalLogsNoHibernateWarning(@TempDir Path folder) throws Exception {
        List<LogRecord> warnings = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    warnings.add(record);
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
        root.addHandler(handler);
        try {
            ddl(folder, DatabaseDialect.POSTGRESQL, applicationProperties(folder));
        } finally {
            root.removeHandler(handler);
        }
        assertEquals(List.of(), warnings.stream().map(LogRecord::getMessage).toList());
    }

    /** A Boot application's properties: Boot's default physical naming, its own implicit strategy. */
    private static Path applicationProperties(Path folder) throws Exception {
        Path file = folder.resolve("application.properties");
        Files.writeString(file, """
                spring.application.name=shop
                spring.datasource.url=jdbc:cloudspanner:/projects/p/instances/i/databases/shop
                spring.jpa.hibernate.naming.implicit-strategy=dev.spannerkeys.zoo.BootNaming
                spring.jpa.properties.hibernate.jdbc.batch_size=50
                server.port=8081
                """);
        return file;
    }

    private static String ddl(Path folder, DatabaseDialect dialect, Path properties) throws Exception {
        return ddl(new DdlMojo(), SHOP.entities(), folder, dialect, properties);
    }

    private static String ddl(DdlMojo ddl, List<Class<?>> entities, Path folder, DatabaseDialect dialect,
            Path properties) throws Exception {
        ddl.entities = entities.stream().map(Class::getName).toList();
        ddl.dialects = List.of(DialectDdl.name(ZooSessions.sqlDialect(dialect)));
        Path output = Files.createTempDirectory(folder, "ddl");
        ddl.outputDirectory = output.toFile();
        ddl.classesDirectory = new File("target/classes");
        ddl.classpathElements = List.of();
        ddl.propertiesFile = properties == null ? null : properties.toFile();
        ddl.execute();
        return Files.readString(output.resolve(DialectDdl.name(ZooSessions.sqlDialect(dialect)) + ".sql"));
    }
}
