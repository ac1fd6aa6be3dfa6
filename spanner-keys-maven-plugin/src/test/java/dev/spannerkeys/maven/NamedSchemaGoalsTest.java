package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.maven.fixtures.schema.Refund;
import dev.spannerkeys.zoo.InformationSchema;
import dev.spannerkeys.zoo.ZooSessions;
import dev.spannerkeys.zoo.billing.BillingModel;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The {@code ddl} and {@code migration} goals on entities in a named schema (the zoo's billing model, whose
 * tables live in {@code billing}, and a next table there): the {@code ddl} script starts with
 * {@code CREATE SCHEMA billing} and names every object by its qualified name, and on an empty database gives the
 * schema Hibernate's {@code create} makes; the first migration script creates the schema before its objects, the
 * next one adds a table in the schema without creating it again, the scripts applied to a new database give what
 * {@code create} makes of that version, and {@code verify-migrations} passes.
 */
@SpannerEmulatorTest
class NamedSchemaGoalsTest {

    private static final List<Class<?>> BILLING = new BillingModel().entities();

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void theScriptsCreateTheSchemaFirstAndQualifyItsObjects(DatabaseDialect dialect, SpannerEmulator emulator,
            @TempDir Path folder) throws Exception {
        boolean google = dialect == DatabaseDialect.GOOGLE_STANDARD_SQL;
        String script = ddl(folder, dialect);
        List<String> statements = ZooSessions.statements(script);
        String lower = script.toLowerCase(Locale.ROOT);
        assertEquals("create schema billing", statements.get(0).toLowerCase(Locale.ROOT), script);
        assertEquals(1, statements.stream().filter(statement -> statement.toLowerCase(Locale.ROOT)
                .startsWith("create schema")).count(), script);
        for (String expected : List.of("create table billing.customers (", "create table billing.invoices (",
                "interleave in parent billing.customers on delete cascade", "create table billing.payments (",
                "create sequence billing.customer_seq",
                google ? "create unique null_filtered index billing.customersbyemail on billing.customers (email)"
                        : "create unique index customersbyemail on billing.customers (email)",
                "references billing.customers (customerid)")) {
            assertTrue(lower.contains(expected), "expected " + expected + " in\n" + script);
        }
        EmulatorDatabase scripted = emulator.newDatabase(dialect);
        ZooSessions.execute(scripted, script);
        EmulatorDatabase created = emulator.newDatabase(dialect);
        ZooSessions.run(created, Map.of(), "create", BILLING);
        InformationSchema schema = InformationSchema.read(created);
        assertEquals(3, schema.sections().get("tables").stream()
                .filter(table -> table.toLowerCase(Locale.ROOT).startsWith("billing.")).count(), schema.toString());
        assertEquals(schema, InformationSchema.read(scripted));

        Path scripts = folder.resolve("db/migration");
        List<String> billing = names(BILLING);
        String first = MigrationGoalsTest.text(MigrationGoalsTest.migration(emulator, scripts, dialect, billing,
                "billing", false));
        assertEquals("create schema billing", MigrationScripts.statements(first).get(0).toLowerCase(Locale.ROOT), first);
        List<String> next = new ArrayList<>(billing);
        next.add(Refund.class.getName());
        String second = MigrationGoalsTest.text(MigrationGoalsTest.migration(emulator, scripts, dialect, next, "refunds",
                false));
        assertTrue(second.toLowerCase(Locale.ROOT).contains("create table billing.refunds ("), second);
        assertFalse(second.toLowerCase(Locale.ROOT).contains("create schema"), second);

        EmulatorDatabase migrated = ScriptsDatabase.migrate(emulator, ZooSessions.sqlDialect(dialect),
                MigrationScripts.in(scripts));
        EmulatorDatabase createdNext = emulator.newDatabase(dialect);
        ZooSessions.create(createdNext, next);
        assertEquals(InformationSchema.read(createdNext).withoutFlywayHistory(),
                InformationSchema.read(migrated).withoutFlywayHistory());
        MigrationGoalsTest.verify(emulator, scripts, dialect, next);
    }

    private static String ddl(Path folder, DatabaseDialect dialect) throws Exception {
        DdlMojo ddl = new DdlMojo();
        ddl.entities = names(BILLING);
        ddl.dialects = List.of(DialectDdl.name(ZooSessions.sqlDialect(dialect)));
        Path output = Files.createTempDirectory(folder, "ddl");
        ddl.outputDirectory = output.toFile();
        ddl.classesDirectory = new File("target/classes");
        ddl.classpathElements = List.of();
        ddl.execute();
        return Files.readString(output.resolve(DialectDdl.name(ZooSessions.sqlDialect(dialect)) + ".sql"));
    }

    private static List<String> names(List<Class<?>> classes) {
        return classes.stream().map(Class::getName).toList();
    }
}
