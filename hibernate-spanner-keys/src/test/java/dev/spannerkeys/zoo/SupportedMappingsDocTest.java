package dev.spannerkeys.zoo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.SqlDialect;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * docs/supported-mappings.md cannot drift from the zoo: its table lists exactly the mappings the zoo
 * models declare, each with the models that exercise it, and for every schema action whether it
 * works in both dialects or GoogleSQL only, as {@link ZooMatrixTest} checks it on the emulator, and for
 * every write mode whether its writes reach Spanner as mutations or stay DML, and why, as the models
 * declare it and {@link ZooWriteModesTest} checks it. The table's columns are found by their headers,
 * so columns this test does not know (notes) may be added beside them.
 */
class SupportedMappingsDocTest {

    private static final Path PAGE = Path.of("..", "docs", "supported-mappings.md");
    private static final List<String> ACTIONS = List.of("create", "create-drop", "update (empty database)", "validate",
            "offline DDL and plugin script");
    private static final String NEXT_VERSION = "update (previous version)";
    /** A write-mode cell of a mapping whose values no model can write ({@link ZooModel#notWritten()}). */
    private static final String NOT_WRITTEN = "not written";
    /** The dml cell of a mapping whose models the dml write mode refuses at bootstrap ({@link ZooModel#refusalInWriteMode}). */
    private static final String REFUSED_IN_DML = "refused at bootstrap";
    /** The write modes' columns, as {@link ZooWriteModesTest} runs them. */
    private static final List<String> WRITE_MODES = List.of("dml", "mutations-at-commit", "mutations-always");

    @Test
    void theTableSaysWhatTheZooShows() throws IOException {
        Map<String, Map<String, String>> expected = expected();
        Map<String, Map<String, String>> documented = documented(Files.readString(PAGE), "Mapping");
        assertEquals(expected.keySet(), documented.keySet(), "mappings in the table vs. in the zoo models\n"
                + markdown(expected));
        expected.forEach((mapping, cells) -> cells.forEach((column, value) -> assertEquals(value,
                documented.get(mapping).get(column), mapping + " / " + column + "\n" + markdown(expected))));
    }

    /** The feature table's schema-action columns, each run on the feature zoo's shared persistence unit. */
    private static final List<String> FEATURE_ACTIONS = List.of("create, validate", "offline DDL (ddl goal)",
            "update (empty database)", "migration script (migration goal)");

    /**
     * The second table, "Feature" first, cannot drift from the feature zoo ({@code dev.spannerkeys.featurezoo}): a row
     * per feature a model declares, with the model, whether every schema action works in both dialects, and per write
     * mode whether its writes work and which stay DML (with the reasons the model declares and
     * {@code FeatureZooContract} checks against {@code DmlFallbacks}).
     */
    @Test
    void theFeatureTableSaysWhatTheFeatureZooShows() throws IOException {
        Map<String, Map<String, String>> expected = expectedFeatures();
        Map<String, Map<String, String>> documented = documented(Files.readString(PAGE), "Feature");
        assertEquals(expected.keySet(), documented.keySet(), "features in the table vs. in the feature zoo\n"
                + featureMarkdown(expected));
        expected.forEach((feature, cells) -> cells.forEach((column, value) -> assertEquals(value,
                documented.get(feature).get(column), feature + " / " + column + "\n" + featureMarkdown(expected))));
    }

    /** Feature row → column header → cell, from the feature zoo's declarations. */
    static Map<String, Map<String, String>> expectedFeatures() {
        Map<String, Map<String, String>> rows = new TreeMap<>();
        for (dev.spannerkeys.featurezoo.FeatureModel model : dev.spannerkeys.featurezoo.FeatureModels.all()) {
            for (String feature : model.features()) {
                Map<String, String> cells = new LinkedHashMap<>();
                cells.put("Model", model.getClass().getSimpleName());
                boolean google = model.refusalIn(SqlDialect.GOOGLE_STANDARD_SQL).isEmpty();
                boolean postgres = model.refusalIn(SqlDialect.POSTGRESQL).isEmpty();
                String outcome = model.knownDefect().map(defect -> "not yet: " + defect).orElse(
                        google && postgres ? "both" : google ? "GoogleSQL only" : "PostgreSQL only");
                FEATURE_ACTIONS.forEach(action -> cells.put(action, outcome));
                cells.put("dml", outcome);
                String mutations = model.knownDefect().isPresent() ? outcome
                        : outcome + featureFallbacks(model, feature);
                cells.put("mutations-at-commit", mutations);
                cells.put("mutations-always", mutations);
                rows.put(feature, cells);
            }
        }
        return rows;
    }

    /** {@code " (DML: reasons)"}, per dialect where they differ, as the feature zoo's model declares them. */
    private static String featureFallbacks(dev.spannerkeys.featurezoo.FeatureModel model, String feature) {
        String google = model.dmlFallbacks(SqlDialect.GOOGLE_STANDARD_SQL).get(feature);
        String postgres = model.dmlFallbacks(SqlDialect.POSTGRESQL).get(feature);
        if (google == null && postgres == null) {
            return "";
        }
        if (java.util.Objects.equals(google, postgres)) {
            return " (DML: " + google + ")";
        }
        List<String> parts = new ArrayList<>();
        if (google != null) {
            parts.add("DML in GoogleSQL: " + google);
        }
        if (postgres != null) {
            parts.add("DML in PostgreSQL: " + postgres);
        }
        return " (" + String.join("; ", parts) + ")";
    }

    private static String featureMarkdown(Map<String, Map<String, String>> rows) {
        StringBuilder table = new StringBuilder("| Feature | Model | " + String.join(" | ", FEATURE_ACTIONS) + " | "
                + String.join(" | ", WRITE_MODES) + " | Notes |\n|---|---|" + "---|".repeat(FEATURE_ACTIONS.size()
                + WRITE_MODES.size() + 1) + "\n");
        rows.forEach((feature, cells) -> table.append("| `").append(feature).append("` | ")
                .append(String.join(" | ", cells.values())).append(" |  |\n"));
        return table.toString();
    }

    /** Row name → column header → cell, from the zoo's declarations. */
    static Map<String, Map<String, String>> expected() {
        Map<String, List<ZooModel>> covering = new TreeMap<>();
        for (ZooModel model : ZooModels.all()) {
            for (String mapping : model.mappings()) {
                covering.computeIfAbsent(mapping, key -> new ArrayList<>()).add(model);
            }
        }
        Map<String, Map<String, String>> rows = new TreeMap<>();
        covering.forEach((mapping, models) -> {
            Map<String, String> cells = new LinkedHashMap<>();
            cells.put("Zoo models", String.join(", ", new TreeSet<>(models.stream().map(ZooModel::name).toList())));
            String outcome = outcome(models);
            ACTIONS.forEach(action -> cells.put(action, outcome));
            List<ZooModel> evolving = models.stream().filter(model -> !model.nextVersion().isEmpty()).toList();
            cells.put(NEXT_VERSION, evolving.isEmpty() ? "not in the zoo" : outcome(evolving));
            boolean written = models.stream().anyMatch(model -> !model.notWritten().containsKey(mapping));
            boolean refusedInDml = models.stream().allMatch(model -> model.refusalInWriteMode("dml").isPresent());
            cells.put("dml", !written ? NOT_WRITTEN : refusedInDml ? REFUSED_IN_DML : outcome);
            String mutations = written ? outcome + dmlFallbacks(mapping, models) : NOT_WRITTEN;
            cells.put("mutations-at-commit", mutations);
            cells.put("mutations-always", mutations);
            rows.put(mapping, cells);
        });
        return rows;
    }

    /**
     * {@code " (DML: reason)"} when a model declares that the mapping's writes stay DML in the mutation
     * modes (as {@link ZooWriteModesTest} checks), per dialect where the reasons differ; empty otherwise.
     */
    private static String dmlFallbacks(String mapping, List<ZooModel> models) {
        Map<SqlDialect, TreeSet<String>> reasons = new TreeMap<>();
        for (SqlDialect dialect : List.of(SqlDialect.GOOGLE_STANDARD_SQL, SqlDialect.POSTGRESQL)) {
            TreeSet<String> found = new TreeSet<>();
            models.stream().filter(model -> model.refusalIn(dialect).isEmpty())
                    .map(model -> model.dmlFallbacks(dialect).get(mapping)).filter(java.util.Objects::nonNull)
                    .forEach(found::add);
            reasons.put(dialect, found);
        }
        TreeSet<String> google = reasons.get(SqlDialect.GOOGLE_STANDARD_SQL);
        TreeSet<String> postgres = reasons.get(SqlDialect.POSTGRESQL);
        if (google.isEmpty() && postgres.isEmpty()) {
            return "";
        }
        if (google.equals(postgres)) {
            return " (DML: " + String.join("; ", google) + ")";
        }
        List<String> parts = new ArrayList<>();
        if (!google.isEmpty()) {
            parts.add("DML in GoogleSQL: " + String.join("; ", google));
        }
        if (!postgres.isEmpty()) {
            parts.add("DML in PostgreSQL: " + String.join("; ", postgres));
        }
        return " (" + String.join("; ", parts) + ")";
    }

    private static String outcome(List<ZooModel> models) {
        boolean google = models.stream().anyMatch(model -> model.refusalIn(SqlDialect.GOOGLE_STANDARD_SQL).isEmpty());
        boolean postgres = models.stream().anyMatch(model -> model.refusalIn(SqlDialect.POSTGRESQL).isEmpty());
        assertTrue(google || postgres, "no model of " + models + " works in either dialect");
        return google && postgres ? "both" : google ? "GoogleSQL only" : "PostgreSQL only";
    }

    /** The first table whose first header is {@code first}, by header name; backticks are not part of a name. */
    static Map<String, Map<String, String>> documented(String page, String first) {
        Map<String, Map<String, String>> rows = new TreeMap<>();
        List<String> headers = null;
        for (String line : page.split("\\R")) {
            if (!line.startsWith("|")) {
                if (headers != null && !rows.isEmpty()) {
                    break;
                }
                continue;
            }
            List<String> cells = cells(line);
            if (headers == null) {
                if (cells.get(0).equals(first)) {
                    headers = cells;
                }
            } else if (!cells.get(0).startsWith("---")) {
                Map<String, String> row = new LinkedHashMap<>();
                for (int i = 1; i < Math.min(headers.size(), cells.size()); i++) {
                    row.put(headers.get(i), cells.get(i));
                }
                rows.put(cells.get(0), row);
            }
        }
        return rows;
    }

    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        String inner = line.strip();
        inner = inner.substring(1, inner.endsWith("|") ? inner.length() - 1 : inner.length());
        for (String cell : inner.split("(?<!\\\\)\\|")) {
            cells.add(cell.strip().replace("`", "").replace("\\|", "|"));
        }
        return cells;
    }

    /** The table as it should read, for the failure message. */
    static String markdown(Map<String, Map<String, String>> rows) {
        StringBuilder table = new StringBuilder("| Mapping | Zoo models | " + String.join(" | ", ACTIONS) + " | "
                + NEXT_VERSION + " | " + String.join(" | ", WRITE_MODES) + " |\n|---|---|"
                + "---|".repeat(ACTIONS.size() + 1 + WRITE_MODES.size()) + "\n");
        rows.forEach((mapping, cells) -> table.append("| `").append(mapping).append("` | ")
                .append(String.join(" | ", cells.values())).append(" |\n"));
        return table.toString();
    }
}
