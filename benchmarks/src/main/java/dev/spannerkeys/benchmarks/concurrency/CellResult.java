package dev.spannerkeys.benchmarks.concurrency;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of one cell: one workload under one set-up.
 *
 * @param workload   what the threads did
 * @param setup      the set-up's label, e.g. {@code shared}, {@code no-mux+lock-rw}
 * @param seconds    how long the threads ran
 * @param stuck      threads still inside an operation well after the end (0 normally)
 * @param operations counts per operation
 */
record CellResult(Workload workload, String setup, double seconds, int stuck,
        Map<Operation, OperationTally.Counts> operations) {

    private static final String PREFIX = "@@";

    CellResult {
        operations = Collections.unmodifiableMap(new LinkedHashMap<>(operations));
    }

    /** All operations' successes. */
    long ok() {
        return operations.values().stream().mapToLong(OperationTally.Counts::ok).sum();
    }

    /** All operations' failures. */
    long failed() {
        return operations.values().stream().mapToLong(OperationTally.Counts::failed).sum();
    }

    /** Lines a child JVM prints for its parent; {@link #parse} reads them back. */
    List<String> toLines() {
        List<String> lines = new ArrayList<>();
        lines.add(PREFIX + "cell\t" + workload.name() + "\t" + setup + "\t" + seconds + "\t" + stuck);
        operations.forEach((operation, counts) -> {
            lines.add(PREFIX + "op\t" + operation.name() + "\t" + counts.ok() + "\t" + counts.failed());
            counts.errors().forEach((message, count) -> lines.add(PREFIX + "err\t" + operation.name() + "\t" + count
                    + "\t" + message.replace('\t', ' ').replace('\n', ' ')));
        });
        lines.add(PREFIX + "end");
        return lines;
    }

    /** Whether a child's output line belongs to a serialised result. */
    static boolean isResultLine(String line) {
        return line.startsWith(PREFIX);
    }

    /** Reads the results back from the result lines of {@link #toLines}. */
    static List<CellResult> parse(List<String> lines) {
        List<CellResult> results = new ArrayList<>();
        String[] cell = null;
        Map<Operation, long[]> counts = new LinkedHashMap<>();
        Map<Operation, Map<String, Long>> errors = new LinkedHashMap<>();
        for (String line : lines) {
            String[] parts = line.substring(PREFIX.length()).split("\t", -1);
            switch (parts[0]) {
                case "cell" -> {
                    cell = parts;
                    counts.clear();
                    errors.clear();
                }
                case "op" -> {
                    Operation operation = Operation.valueOf(parts[1]);
                    counts.put(operation, new long[] {Long.parseLong(parts[2]), Long.parseLong(parts[3])});
                    errors.put(operation, new LinkedHashMap<>());
                }
                case "err" -> errors.get(Operation.valueOf(parts[1])).put(parts[3], Long.parseLong(parts[2]));
                case "end" -> {
                    Map<Operation, OperationTally.Counts> operations = new LinkedHashMap<>();
                    counts.forEach((operation, c) -> operations.put(operation,
                            new OperationTally.Counts(c[0], c[1], errors.get(operation))));
                    results.add(new CellResult(Workload.valueOf(cell[1]), cell[2], Double.parseDouble(cell[3]),
                            Integer.parseInt(cell[4]), operations));
                }
                default -> throw new IllegalArgumentException("not a result line: " + line);
            }
        }
        return results;
    }
}
