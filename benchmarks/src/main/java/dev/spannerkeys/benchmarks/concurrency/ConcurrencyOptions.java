package dev.spannerkeys.benchmarks.concurrency;

import dev.spannerkeys.benchmarks.cli.CommandLine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The size and shape of a concurrency measurement.
 *
 * @param threads      threads per cell
 * @param seconds      how long each cell runs
 * @param workloads    the workloads, a to h
 * @param setups       set-ups run in this JVM, with the driver's default (multiplexed) sessions
 * @param noMuxSetups  set-ups run in a child JVM with multiplexed sessions switched off (may be empty)
 * @param retryAborts  let the driver retry aborted read-write transactions internally (its default);
 *                     off by default so aborts are counted, not hidden in waits
 * @param childUrls    set only in the child JVM: one database URL per cell, workloads outer, set-ups inner
 */
record ConcurrencyOptions(int threads, int seconds, List<Workload> workloads, List<ClientSetup> setups,
        List<ClientSetup> noMuxSetups, boolean retryAborts, List<String> childUrls) {

    /**
     * Parses {@code --threads 8 --seconds 5 --workloads a,b,c,d,e,f,g,h
     * --setups shared,client-per-thread,database-per-thread,lock-all,lock-rw,lock-tx,serialized
     * --no-mux-setups shared [--retry-aborts]}; {@code --no-mux-setups none} skips the child JVM.
     */
    static ConcurrencyOptions parse(String[] args) {
        CommandLine line = new CommandLine(args);
        int threads = line.intValue("--threads", 8);
        int seconds = line.intValue("--seconds", 5);
        List<Workload> workloads = list(line.stringValue("--workloads", "a,b,c,d,e,f,g,h")).stream()
                .map(Workload::byId).toList();
        List<ClientSetup> setups = setups(line.stringValue("--setups",
                "shared,client-per-thread,database-per-thread,lock-all,lock-rw,lock-tx,serialized"));
        List<ClientSetup> noMux = setups(line.stringValue("--no-mux-setups", "shared"));
        if (noMux.contains(ClientSetup.DATABASE_PER_THREAD)) {
            throw new IllegalArgumentException("database-per-thread runs in this JVM only: drop it from --no-mux-setups");
        }
        boolean retryAborts = line.flag("--retry-aborts");
        String urls = line.stringValue("--child-urls", "");
        line.requireAllUsed();
        return new ConcurrencyOptions(threads, seconds, workloads, setups, noMux, retryAborts,
                urls.isEmpty() ? List.of() : List.of(urls.split("\\|")));
    }

    /** Checks the sizes. */
    ConcurrencyOptions {
        if (threads < 1 || seconds < 1 || workloads.isEmpty()) {
            throw new IllegalArgumentException("threads and seconds must be positive, and one workload given");
        }
        workloads = List.copyOf(workloads);
        setups = List.copyOf(setups);
        noMuxSetups = List.copyOf(noMuxSetups);
        childUrls = List.copyOf(childUrls);
    }

    /** Whether this JVM is the child that runs the no-mux set-ups. */
    boolean child() {
        return !childUrls.isEmpty();
    }

    /** The arguments that make a child JVM run the no-mux set-ups on {@code urls}. */
    List<String> childArguments(List<String> urls) {
        List<String> arguments = new ArrayList<>(List.of("concurrency",
                "--threads", String.valueOf(threads), "--seconds", String.valueOf(seconds),
                "--workloads", String.join(",", workloads.stream().map(Workload::id).toList()),
                "--setups", "none",
                "--no-mux-setups", String.join(",", noMuxSetups.stream().map(ClientSetup::id).toList()),
                "--child-urls", String.join("|", urls)));
        if (retryAborts) {
            arguments.add("--retry-aborts");
        }
        return arguments;
    }

    private static List<ClientSetup> setups(String ids) {
        return "none".equals(ids.strip()) ? List.of() : list(ids).stream().map(ClientSetup::byId).toList();
    }

    private static List<String> list(String csv) {
        return Arrays.stream(csv.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
