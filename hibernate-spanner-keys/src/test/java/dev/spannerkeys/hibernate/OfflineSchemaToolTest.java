package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.internal.offline.OfflineSchema;
import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.advisor.report.SarifReport;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.advisor.report.SourceLocator;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.MusicEntities.Album;
import dev.spannerkeys.hibernate.MusicEntities.Singer;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The offline schema tool used from a test, as the advisor page shows it: the GoogleSQL script is
 * exactly the DDL that schema creation of a running application sends to the database, and the
 * files it writes hold both scripts and the report.
 */
@SpannerEmulatorTest
class OfflineSchemaToolTest {

    @Test
    void theScriptIsWhatSchemaCreationRunsAndTheFilesHoldItAndTheReport(EmulatorDatabase database) throws IOException {
        Path target = Path.of("target/spanner");
        for (String file : List.of("googlesql.sql", "postgresql.sql", OfflineSchema.TEXT_REPORT, OfflineSchema.SARIF_REPORT)) {
            Files.deleteIfExists(target.resolve(file));
        }

        OfflineSchema schema = OfflineSchemaTool.forClasses(Singer.class, Album.class).run();
        String ddl = schema.script(SqlDialect.GOOGLE_STANDARD_SQL);      // exactly what schema creation runs
        assertFalse(schema.report().has(Severity.WARNING), schema.report().toText());
        schema.writeDdl(Path.of("target/spanner"));
        schema.writeReports(Path.of("target/spanner"), SourceLocator.NONE);   // advisor.txt, advisor.sarif

        assertTrue(ddl.contains("INTERLEAVE IN PARENT Singers ON DELETE CASCADE"), ddl);
        CountingSpannerDriver.reset();
        TestSessionFactories.create(database, Map.of("hibernate.hbm2ddl.auto", "none",
                "jakarta.persistence.schema-generation.database.action", "create"), Singer.class, Album.class).close();
        assertEquals(SqlQueries.statements(ddl), CountingSpannerDriver.ddl());

        assertEquals(ddl, Files.readString(target.resolve("googlesql.sql")));
        assertEquals(schema.script(SqlDialect.POSTGRESQL), Files.readString(target.resolve("postgresql.sql")));
        assertEquals(schema.report().toText(), Files.readString(target.resolve(OfflineSchema.TEXT_REPORT)));
        assertEquals(SarifReport.render(schema.report(), SourceLocator.NONE),
                Files.readString(target.resolve(OfflineSchema.SARIF_REPORT)));
    }
}
