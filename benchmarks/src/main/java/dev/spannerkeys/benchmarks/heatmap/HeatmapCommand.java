package dev.spannerkeys.benchmarks.heatmap;

import dev.spannerkeys.benchmarks.cli.CommandLine;
import dev.spannerkeys.benchmarks.keystrategy.KeyStrategies;
import dev.spannerkeys.benchmarks.keystrategy.KeyStrategy;
import dev.spannerkeys.benchmarks.keystrategy.Workload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes {@code heatmap-<strategy>.svg} for every key strategy.
 *
 * <p>Usage: {@code HeatmapCommand [--out docs/images] [--columns 100] [--rows 64]
 * [--inserts-per-column 10000]}. The defaults draw the same 1,000,000 inserts, 64 ranges and
 * 10,000-insert windows the distribution analysis measures, one window per column.
 */
public final class HeatmapCommand {

    private HeatmapCommand() {
    }

    /** Writes the pictures and prints their paths. */
    public static void main(String[] args) throws IOException {
        CommandLine line = new CommandLine(args);
        Path out = Path.of(line.stringValue("--out", "docs/images"));
        int columns = line.intValue("--columns", 100);
        int rows = line.intValue("--rows", 64);
        int perColumn = line.intValue("--inserts-per-column", 10_000);
        line.requireAllUsed();
        Files.createDirectories(out);
        for (KeyStrategy strategy : KeyStrategies.all(Workload.standard())) {
            Path file = out.resolve("heatmap-" + strategy.id() + ".svg");
            String svg = SvgHeatmap.render(Heatmap.of(strategy, columns, rows, perColumn));
            Files.writeString(file, svg, StandardCharsets.UTF_8);
            System.out.printf("%s (%,d bytes)%n", file, svg.length());
        }
    }
}
