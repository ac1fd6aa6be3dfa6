package dev.spannerkeys.benchmarks.concurrency;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Markdown report: one table of {@code ok / failed} per workload, operation and set-up, then
 * the failure messages of every cell that had failures.
 */
final class ConcurrencyReport {

    private ConcurrencyReport() {
    }

    static String render(ConcurrencyOptions options, String environment, List<CellResult> results) {
        List<String> setups = new ArrayList<>();
        Map<String, CellResult> byCell = new LinkedHashMap<>();
        for (CellResult result : results) {
            if (!setups.contains(result.setup())) {
                setups.add(result.setup());
            }
            byCell.put(result.workload().id() + "/" + result.setup(), result);
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "## Concurrent transactions on one emulator database%n%n"
                + "%d threads x %d s per cell, plain JDBC, a fresh database per cell; "
                + "driver-internal retry of aborted transactions: %s.%n%s%n%n",
                options.threads(), options.seconds(), options.retryAborts() ? "on" : "off", environment));
        out.append("| workload | operation |");
        setups.forEach(setup -> out.append(' ').append(setup).append(" |"));
        out.append('\n').append("|---|---|");
        setups.forEach(setup -> out.append("---:|"));
        out.append('\n');
        for (Workload workload : options.workloads()) {
            for (Operation operation : workload.operations()) {
                out.append("| ").append(workload.id()).append(" | ").append(operation.label()).append(" |");
                for (String setup : setups) {
                    CellResult cell = byCell.get(workload.id() + "/" + setup);
                    OperationTally.Counts counts = cell == null ? null : cell.operations().get(operation);
                    out.append(' ').append(counts == null ? "-" : String.format(Locale.ROOT, "%,d / %,d%s",
                            counts.ok(), counts.failed(), cell.stuck() > 0 ? " (" + cell.stuck() + " stuck)" : ""));
                    out.append(" |");
                }
                out.append('\n');
            }
        }
        out.append("\nCells read `ok / failed`. Workloads: a autocommit reads, b read-only transactions, "
                + "c read-write transactions with one SELECT, d read-write transactions with one INSERT, "
                + "e even threads as d and odd threads as b, f autocommit INSERTs, g even threads as d and odd "
                + "threads as a, h even threads as d and odd threads as f. Set-ups: shared = one client "
                + "(one URL) for all threads; client-per-thread = `;numChannels=i+1` per thread; "
                + "database-per-thread = a database (and client) per thread; lock-all = a JVM-wide fair lock "
                + "around every operation; lock-rw = the lock around read-write transactions only; lock-tx = "
                + "the lock around every transaction and autocommit write, not autocommit reads; serialized = "
                + "connections wrapped by the library's SerializedConnections (the lock-tx rule); no-mux = "
                + "shared in a JVM with the multiplexed-session environment variables set to false.\n\n"
                + "### Failures\n\n");
        boolean any = false;
        for (CellResult cell : results) {
            for (Map.Entry<Operation, OperationTally.Counts> entry : cell.operations().entrySet()) {
                if (entry.getValue().errors().isEmpty()) {
                    continue;
                }
                any = true;
                out.append(String.format(Locale.ROOT, "- **%s, %s, %s**:%n", cell.workload().id(), cell.setup(),
                        entry.getKey().label()));
                entry.getValue().errors().forEach((message, count) ->
                        out.append(String.format(Locale.ROOT, "  - %,d x `%s`%n", count, message)));
            }
        }
        if (!any) {
            out.append("none\n");
        }
        return out.toString();
    }
}
