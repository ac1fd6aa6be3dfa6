package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.internal.offline.DialectDdl;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooSessions;
import dev.spannerkeys.zoo.cms.CmsModel;
import dev.spannerkeys.zoo.ledger.LedgerModel;
import dev.spannerkeys.zoo.shop.ShopModel;
import dev.spannerkeys.zoo.telemetry.TelemetryModel;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code verify-migrations} notices a hand edit of each feature the library emits, in each dialect
 * that has it: the zoo's ledger, telemetry, cms and shop models (shop up to its third version, with
 * checks and a generated column) get their scripts from the {@code migration} goal, then the scripts are
 * edited and the verification must fail naming, for each edit, the table and what differs; with the scripts
 * restored, it passes again. Edits of different statements share a run of the goal ({@link #batches}), each
 * edit named by a difference of its own. The table of docs/migrations.md lists these cases.
 */
@SpannerEmulatorTest
class VerifyMigrationsCoverageTest {

    /**
     * One hand edit.
     *
     * @param feature what the edit changes, as docs/migrations.md names it
     * @param script the version of the script edited
     * @param from text of the generated script
     * @param to what it becomes
     * @param expected a fragment of the verification's failure
     * @param alsoFrom a second text changed with the first (empty for none)
     * @param alsoTo what the second becomes
     */
    record Edit(String feature, int script, String from, String to, String expected, String alsoFrom, String alsoTo) {

        Edit(String feature, int script, String from, String to, String expected) {
            this(feature, script, from, to, expected, "", "");
        }

        String apply(String script) {
            String edited = script.replace(from, to);
            return alsoFrom.isEmpty() ? edited : edited.replace(alsoFrom, alsoTo);
        }
    }

    static Stream<Arguments> models() {
        return Stream.of(
                Arguments.of(new LedgerModel(), DatabaseDialect.GOOGLE_STANDARD_SQL, List.of(
                        new Edit("interleaving", 1, ", INTERLEAVE IN PARENT Accounts ON DELETE NO ACTION", "",
                                "table LedgerEntries: interleav", ", INTERLEAVE IN Accounts", ""),
                        new Edit("ON DELETE", 1, "ON DELETE NO ACTION", "ON DELETE CASCADE",
                                "table LedgerEntries: interleaving: expected INTERLEAVE IN PARENT Accounts ON DELETE NO ACTION, "
                                + "actual INTERLEAVE IN PARENT Accounts ON DELETE CASCADE"),
                        new Edit("key order", 1, "PRIMARY KEY (ShardId, AccountId, RecordedAt)",
                                "PRIMARY KEY (ShardId, RecordedAt, AccountId)", "table AuditRecords: primary key"),
                        new Edit("sequence default", 1, " DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE EntrySeq))", "",
                                "table LedgerEntries, column EntryId: default"),
                        new Edit("default", 1, "DEFAULT (false)", "DEFAULT (true)", "table LedgerEntries, column Reconciled: default"),
                        new Edit("CHECK", 1, ", 8) + 8, 8)", ", 4) + 4, 4)", "table AuditRecords"),
                        new Edit("sequence skip range", 1, "skip_range_max = 4294967296", "skip_range_max = 4294967295",
                                "sequence AccountSeq: skip range: expected [1, 4294967296], actual [1, 4294967295]"),
                        new Edit("sequence start counter", 1, "start_with_counter = 11000", "start_with_counter = 12000",
                                "sequence AccountSeq: start counter: expected 11000, actual 12000"),
                        new Edit("STORING", 1, "STORING (Amount, EntryType)", "STORING (Amount)",
                                "index EntriesByBookingDate: storing"),
                        new Edit("interleaved index", 1, "STORING (Amount, EntryType), INTERLEAVE IN Accounts",
                                "STORING (Amount, EntryType)", "index EntriesByBookingDate"),
                        new Edit("DESC index column", 1, "(AccountId, RecordedAt DESC)", "(AccountId, RecordedAt)",
                                "index AuditByAccount"),
                        new Edit("unique index", 1, "CREATE UNIQUE INDEX", "CREATE INDEX", "table Accounts, index"),
                        new Edit("NOT NULL", 1, "Actor string(64) NOT NULL", "Actor string(64)",
                                "table AuditRecords, column Actor"),
                        new Edit("type length", 1, "Currency string(3)", "Currency string(4)",
                                "table Accounts, column Currency"))),
                Arguments.of(new LedgerModel(), DatabaseDialect.POSTGRESQL, List.of(
                        new Edit("interleaving", 1, " INTERLEAVE IN PARENT Accounts ON DELETE NO ACTION", "",
                                "table LedgerEntries: interleav", " INTERLEAVE IN Accounts", ""),
                        new Edit("ON DELETE", 1, "ON DELETE NO ACTION", "ON DELETE CASCADE",
                                "table LedgerEntries: interleaving: expected INTERLEAVE IN PARENT Accounts ON DELETE NO ACTION, "
                                + "actual INTERLEAVE IN PARENT Accounts ON DELETE CASCADE"),
                        new Edit("key order", 1, "PRIMARY KEY (ShardId, AccountId, RecordedAt)",
                                "PRIMARY KEY (ShardId, RecordedAt, AccountId)", "table AuditRecords: primary key"),
                        new Edit("sequence default", 1, " DEFAULT nextval('entryseq')", "",
                                "table LedgerEntries, column EntryId: default"),
                        new Edit("default removed", 1, "NOT NULL DEFAULT false", "NOT NULL",
                                "table LedgerEntries, column Reconciled: default"),
                        new Edit("CHECK removed", 1, "CONSTRAINT CK_AuditRecords_ShardId CHECK (ShardId = mod(mod("
                                + "spanner.farm_fingerprint(CAST(AccountId AS varchar)), 8) + 8, 8)),", "",
                                "table AuditRecords, check CK_AuditRecords_ShardId"),
                        new Edit("sequence skip range", 1, "SKIP RANGE 1 4294967296", "SKIP RANGE 1 4294967295",
                                "sequence AccountSeq: skip range: expected [1, 4294967296], actual [1, 4294967295]"),
                        new Edit("sequence start counter", 1, "START COUNTER 11000", "START COUNTER 12000",
                                "sequence AccountSeq: start counter: expected 11000, actual 12000"),
                        new Edit("STORING", 1, "INCLUDE (Amount, EntryType)", "INCLUDE (Amount)",
                                "index EntriesByBookingDate: storing"),
                        new Edit("interleaved index", 1, "INCLUDE (Amount, EntryType) INTERLEAVE IN Accounts",
                                "INCLUDE (Amount, EntryType)", "index EntriesByBookingDate"),
                        new Edit("DESC index column", 1, "(AccountId, RecordedAt DESC)", "(AccountId, RecordedAt)",
                                "index AuditByAccount"),
                        new Edit("unique index", 1, "CREATE UNIQUE INDEX", "CREATE INDEX", "table Accounts, index"),
                        new Edit("NOT NULL", 1, "Actor varchar(64) NOT NULL", "Actor varchar(64)",
                                "table AuditRecords, column Actor"),
                        new Edit("type length", 1, "Currency varchar(3)", "Currency varchar(4)",
                                "table Accounts, column Currency"))),
                Arguments.of(new TelemetryModel(), DatabaseDialect.GOOGLE_STANDARD_SQL, List.of(
                        new Edit("DESC key part", 1, "PRIMARY KEY (DeviceId, TakenAt DESC)", "PRIMARY KEY (DeviceId, TakenAt)",
                                "table Readings: primary key"),
                        new Edit("NULL_FILTERED", 1, "CREATE NULL_FILTERED INDEX EventsBySeverity", "CREATE INDEX EventsBySeverity",
                                "index EventsBySeverity"),
                        new Edit("foreign key", 1, "alter table DeviceCapabilities add constraint", "-- ", "foreign key"))),
                Arguments.of(new CmsModel(), DatabaseDialect.POSTGRESQL, List.of(
                        new Edit("NULL_FILTERED", 1, " WHERE DocumentId IS NOT NULL AND PublishedAt IS NOT NULL", "",
                                "index RevisionsByPublication"))),
                Arguments.of(new ShopModel(), DatabaseDialect.GOOGLE_STANDARD_SQL, List.of(
                        new Edit("generated column", 3, "(UPPER(code)) STORED", "(LOWER(code)) STORED",
                                "table coupon, column code_upper: generated expression: expected UPPER(code), actual "
                                + "LOWER(code)"),
                        new Edit("CHECK", 3, "CHECK (discount_percent >= 0 AND discount_percent <= 100)",
                                "CHECK (discount_percent >= 0)", "table coupon, check coupon_discount_range: condition"),
                        new Edit("CHECK removed", 3, "ALTER TABLE coupon ADD CONSTRAINT coupon_valid_until_set", "-- ",
                                "table coupon, check coupon_valid_until_set: in the mapping"))),
                // PostgreSQL: the emulator rewrites expressions in INFORMATION_SCHEMA, so defaults, checks and
                // generated columns are compared by presence, not by text.
                Arguments.of(new ShopModel(), DatabaseDialect.POSTGRESQL, List.of(
                        new Edit("generated column removed", 3, " GENERATED ALWAYS AS (UPPER(code)) STORED", "",
                                "table coupon, column code_upper: generated expression"),
                        new Edit("CHECK removed", 3, "ALTER TABLE coupon ADD CONSTRAINT coupon_valid_until_set", "-- ",
                                "table coupon, check coupon_valid_until_set: in the mapping"))));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("models")
    void everyHandEditFailsTheVerification(ZooModel model, DatabaseDialect dialect, List<Edit> edits,
            SpannerEmulator emulator, @TempDir Path folder) throws Exception {
        Path scripts = folder.resolve("db/migration");
        List<List<Class<?>>> versions = new ArrayList<>(List.of(model.entities()));
        if (!model.thirdVersion().isEmpty()) {
            versions.add(model.nextVersion());
            versions.add(model.thirdVersion());
        }
        List<Path> written = new ArrayList<>();
        for (List<Class<?>> version : versions) {
            MigrationMojo migration = configure(new MigrationMojo(), emulator, scripts, dialect, model, version);
            migration.description = "version " + (written.size() + 1);
            migration.execute();
            assertFalse(migration.written.isEmpty());
            written.add(oneScript(migration.written));
        }
        List<Class<?>> entities = versions.get(versions.size() - 1);
        configure(new VerifyMigrationsMojo(), emulator, scripts, dialect, model, entities).execute();
        List<String> originals = new ArrayList<>();
        for (Path script : written) {
            originals.add(Files.readString(script));
        }
        for (List<Edit> batch : batches(edits, originals)) {
            String features = batch.stream().map(Edit::feature).toList().toString();
            for (int version = 1; version <= written.size(); version++) {
                String edited = originals.get(version - 1);
                for (Edit edit : batch) {
                    if (edit.script() == version) {
                        assertTrue(edited.contains(edit.from()) && edited.contains(edit.alsoFrom()),
                                edit.feature() + ": no '" + edit.from() + "' in\n" + edited);
                        edited = edit.apply(edited);
                    }
                }
                Files.writeString(written.get(version - 1), removeEmptyStatements(edited));
            }
            try {
                MojoFailureException failure = assertThrows(MojoFailureException.class,
                        () -> configure(new VerifyMigrationsMojo(), emulator, scripts, dialect, model, entities).execute(),
                        features);
                System.out.println(model.name() + " " + dialect + " " + features + ": "
                        + failure.getMessage().lines().skip(1).toList());
                List<String> differences = failure.getMessage().lines().filter(line -> line.startsWith("  ")).toList();
                List<Edit> unnamed = unnamed(batch, differences);
                assertEquals(List.of(), unnamed, "hand edits whose difference the verification did not name:\n"
                        + failure.getMessage());
            } finally {
                for (int version = 1; version <= written.size(); version++) {
                    Files.writeString(written.get(version - 1), originals.get(version - 1));
                }
            }
        }
        configure(new VerifyMigrationsMojo(), emulator, scripts, dialect, model, entities).execute();
        assertEquals(versions.size(), written.size());
    }

    /**
     * The edits in as few runs of the verification as can keep them apart: two edits share a run only when they
     * change different statements, so that each difference the verification names comes from one edit, about the
     * table, index or sequence its statement makes. One run of the goal costs a fresh database and every script
     * applied to it (about ten seconds on a busy two-core machine); the ledger's fourteen edits take four runs.
     */
    static List<List<Edit>> batches(List<Edit> edits, List<String> scripts) {
        List<List<Edit>> batches = new ArrayList<>();
        List<Set<String>> touched = new ArrayList<>();
        for (Edit edit : edits) {
            Set<String> statements = statements(edit, scripts.get(edit.script() - 1));
            int batch = 0;
            while (batch < batches.size() && !Collections.disjoint(touched.get(batch), statements)) {
                batch++;
            }
            if (batch == batches.size()) {
                batches.add(new ArrayList<>());
                touched.add(new HashSet<>());
            }
            batches.get(batch).add(edit);
            touched.get(batch).addAll(statements);
        }
        return batches;
    }

    /** The statements (script version and position) an edit changes. */
    private static Set<String> statements(Edit edit, String script) {
        Set<String> changed = new HashSet<>();
        String[] statements = script.split(";");
        for (int i = 0; i < statements.length; i++) {
            if (statements[i].contains(edit.from()) || (!edit.alsoFrom().isEmpty() && statements[i].contains(edit.alsoFrom()))) {
                changed.add(edit.script() + ":" + i);
            }
        }
        assertFalse(changed.isEmpty(), edit.feature() + ": no statement contains '" + edit.from() + "'");
        return changed;
    }

    /**
     * The edits that no difference names, each difference naming at most one edit (a matching of edits to the
     * verification's lines, by augmenting paths).
     */
    static List<Edit> unnamed(List<Edit> edits, List<String> differences) {
        int[] editOfLine = new int[differences.size()];
        Arrays.fill(editOfLine, -1);
        List<Edit> unnamed = new ArrayList<>();
        for (int edit = 0; edit < edits.size(); edit++) {
            if (!assign(edit, edits, differences, editOfLine, new boolean[differences.size()])) {
                unnamed.add(edits.get(edit));
            }
        }
        return unnamed;
    }

    private static boolean assign(int edit, List<Edit> edits, List<String> differences, int[] editOfLine,
            boolean[] visited) {
        String expected = edits.get(edit).expected().toLowerCase();
        for (int line = 0; line < differences.size(); line++) {
            if (!visited[line] && differences.get(line).toLowerCase().contains(expected)) {
                visited[line] = true;
                if (editOfLine[line] < 0 || assign(editOfLine[line], edits, differences, editOfLine, visited)) {
                    editOfLine[line] = edit;
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The statements of a migration written one per script, joined into one script of the migration's
     * version ({@code V<n>__...}), so that an edit may touch two of its statements.
     */
    private static Path oneScript(List<Path> scripts) throws java.io.IOException {
        StringBuilder text = new StringBuilder();
        for (Path script : scripts) {
            text.append(Files.readString(script)).append('\n');
            Files.delete(script);
        }
        String name = scripts.get(0).getFileName().toString();
        Path joined = scripts.get(0).resolveSibling(name.replaceFirst("^(V\\d+)_\\d+__", "$1__"));
        Files.writeString(joined, text.toString());
        return joined;
    }

    /** An edit that turns a statement into a comment line: the line is removed with its terminator. */
    private static String removeEmptyStatements(String script) {
        StringBuilder kept = new StringBuilder();
        for (String statement : script.split(";\\R")) {
            if (!statement.isBlank() && !statement.strip().startsWith("--")) {
                kept.append(statement.strip()).append(";\n\n");
            }
        }
        return kept.toString();
    }

    private static <M extends MigrationsMojo> M configure(M mojo, SpannerEmulator emulator, Path scripts,
            DatabaseDialect dialect, ZooModel model, List<Class<?>> entities) {
        mojo.entities = entities.stream().map(Class::getName).toList();
        mojo.emulator = emulator;
        mojo.migrationsDirectory = scripts.toFile();
        mojo.dialect = DialectDdl.name(ZooSessions.sqlDialect(dialect));
        mojo.classesDirectory = new File("target/test-classes");
        mojo.classpathElements = List.of();
        Map<String, String> settings = new HashMap<>();
        model.settings().forEach((key, value) -> settings.put(key, String.valueOf(value)));
        mojo.hibernateProperties = settings;
        return mojo;
    }
}
