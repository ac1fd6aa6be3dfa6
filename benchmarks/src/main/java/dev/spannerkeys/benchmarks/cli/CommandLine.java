package dev.spannerkeys.benchmarks.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code --name value} and {@code --flag} options of a benchmark program. Unknown options are
 * an error, so a typo never silently runs the default.
 */
public final class CommandLine {

    private final List<String> args;
    private final Set<Integer> used = new HashSet<>();

    /** Wraps the program's arguments. */
    public CommandLine(String[] args) {
        this.args = new ArrayList<>(List.of(args));
    }

    /** The integer after {@code name}, or {@code fallback} if absent; underscores are allowed (10_000). */
    public int intValue(String name, int fallback) {
        String value = value(name);
        return value == null ? fallback : Integer.parseInt(value.replace("_", ""));
    }

    /** The text after {@code name}, or {@code fallback} if absent. */
    public String stringValue(String name, String fallback) {
        String value = value(name);
        return value == null ? fallback : value;
    }

    /** Whether the flag {@code name} is present. */
    public boolean flag(String name) {
        int index = args.indexOf(name);
        if (index < 0) {
            return false;
        }
        used.add(index);
        return true;
    }

    /** Fails on any argument no option consumed. */
    public void requireAllUsed() {
        for (int i = 0; i < args.size(); i++) {
            if (!used.contains(i)) {
                throw new IllegalArgumentException("unknown or misplaced argument: " + args.get(i));
            }
        }
    }

    private String value(String name) {
        int index = args.indexOf(name);
        if (index < 0) {
            return null;
        }
        if (index + 1 >= args.size()) {
            throw new IllegalArgumentException(name + " needs a value");
        }
        used.add(index);
        used.add(index + 1);
        return args.get(index + 1);
    }
}
