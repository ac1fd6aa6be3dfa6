package dev.spannerkeys.benchmarks.emulator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The machine's load average (1, 5 and 15 minutes) from {@code /proc/loadavg}, printed beside every
 * measurement: on a shared machine it says how much of a wall-clock figure was someone else's work.
 */
public final class LoadAverage {

    private LoadAverage() {
    }

    /** The three load averages, e.g. {@code "1.52 1.31 0.98"}; {@code "n/a"} where the system has no /proc. */
    public static String now() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }
}
