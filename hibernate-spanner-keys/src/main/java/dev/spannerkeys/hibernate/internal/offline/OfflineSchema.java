package dev.spannerkeys.hibernate.internal.offline;

import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.SarifReport;
import dev.spannerkeys.advisor.report.SourceLocator;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What {@link OfflineSchemaTool} produced for a set of entities: the DDL per dialect and the hotspot
 * advisor's report. Write them to files with {@link #writeDdl(Path)} and {@link #writeReports(Path, SourceLocator)}.
 */
public final class OfflineSchema {

    /** The text report's file name. */
    public static final String TEXT_REPORT = "advisor.txt";
    /** The SARIF report's file name. */
    public static final String SARIF_REPORT = "advisor.sarif";

    private final List<String> entities;
    private final List<DialectDdl> ddl;
    private final AdvisorReport report;
    private final List<MappedSchema> mapped;
    private final List<String> takenOverIds;

    OfflineSchema(List<String> entities, List<DialectDdl> ddl, AdvisorReport report, List<MappedSchema> mapped,
            List<String> takenOverIds) {
        this.entities = List.copyOf(entities);
        this.ddl = List.copyOf(ddl);
        this.report = report;
        this.mapped = List.copyOf(mapped);
        this.takenOverIds = List.copyOf(takenOverIds);
    }

    /** The mapped schema of one dialect, for comparison with a database; empty if the dialect was not requested or failed. */
    public Optional<MappedSchema> mapped(SqlDialect dialect) {
        return mapped.stream().filter(entry -> entry.dialect() == dialect).findFirst();
    }

    /** The entity class names the schema was built from. */
    public List<String> entities() {
        return entities;
    }

    /** The DDL of every requested dialect. */
    public List<DialectDdl> ddl() {
        return ddl;
    }

    /** The DDL of one dialect, if it was requested. */
    public Optional<DialectDdl> ddl(SqlDialect dialect) {
        return ddl.stream().filter(entry -> entry.dialect() == dialect).findFirst();
    }

    /** The script of one dialect; fails with the dialect's problem if the mapping cannot be expressed in it. */
    public String script(SqlDialect dialect) {
        DialectDdl entry = ddl(dialect).orElseThrow(() -> new IllegalArgumentException(dialect + " was not requested"));
        return entry.script().orElseThrow(() -> new IllegalStateException(entry.problem().orElseThrow()));
    }

    /**
     * The stock {@code @GeneratedValue} ids the library draws from pooled bit-reversed sequences
     * ({@code spanner.keys.generated-values = take-over}), each as {@code Entity.attribute -> sequence (type)},
     * sorted; empty when none is taken over.
     */
    public List<String> takenOverIds() {
        return takenOverIds;
    }

    /** The advisor's report. */
    public AdvisorReport report() {
        return report;
    }

    /**
     * Writes one {@code <dialect>.sql} file per dialect whose DDL could be produced into
     * {@code directory} (created if needed).
     *
     * @return the files written
     */
    public List<Path> writeDdl(Path directory) throws IOException {
        Files.createDirectories(directory);
        List<Path> written = new ArrayList<>();
        for (DialectDdl entry : ddl) {
            if (entry.script().isPresent()) {
                Path file = directory.resolve(entry.fileName());
                Files.writeString(file, entry.script().get(), StandardCharsets.UTF_8);
                written.add(file);
            }
        }
        return written;
    }

    /**
     * Writes the report as {@value #TEXT_REPORT} and {@value #SARIF_REPORT} into {@code directory}.
     *
     * @param sources finds the source files for SARIF physical locations ({@link SourceLocator#NONE} for none)
     * @return the files written
     */
    public List<Path> writeReports(Path directory, SourceLocator sources) throws IOException {
        Files.createDirectories(directory);
        Path text = directory.resolve(TEXT_REPORT);
        Path sarif = directory.resolve(SARIF_REPORT);
        Files.writeString(text, report.toText(), StandardCharsets.UTF_8);
        Files.writeString(sarif, SarifReport.render(report, sources), StandardCharsets.UTF_8);
        return List.of(text, sarif);
    }
}
