package dev.spannerkeys.benchmarks.concurrency;

import java.sql.SQLException;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;

/**
 * Successes and failures of one operation in one cell, with the failures grouped by where they
 * happened (statement or commit) and their message with ids and numbers blanked out. Thread-safe.
 */
final class OperationTally {

    private static final Pattern NUMBERS = Pattern.compile("\\d+");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final int MESSAGE_LENGTH = 150;

    private final LongAdder ok = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private final Map<String, LongAdder> errors = new ConcurrentHashMap<>();

    void succeeded() {
        ok.increment();
    }

    /** Counts a failure; {@code phase} says where it happened, e.g. "statement" or "commit". */
    void failed(String phase, SQLException error) {
        failed.increment();
        errors.computeIfAbsent(phase + ": " + normalise(error.getMessage()), k -> new LongAdder()).increment();
    }

    /** The message with digit runs replaced by {@code #} and whitespace collapsed, cut to a readable length. */
    static String normalise(String message) {
        String text = message == null ? "(no message)" : message;
        text = SPACES.matcher(NUMBERS.matcher(text).replaceAll("#")).replaceAll(" ").strip();
        return text.length() <= MESSAGE_LENGTH ? text : text.substring(0, MESSAGE_LENGTH) + "...";
    }

    /** A snapshot. */
    Counts counts() {
        Map<String, Long> snapshot = new LinkedHashMap<>();
        errors.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, LongAdder> e) -> -e.getValue().sum())
                        .thenComparing(Map.Entry::getKey))
                .forEach(e -> snapshot.put(e.getKey(), e.getValue().sum()));
        return new Counts(ok.sum(), failed.sum(), snapshot);
    }

    /**
     * What one operation counted.
     *
     * @param ok     completed operations (statement and, for a transaction, commit)
     * @param failed operations that threw
     * @param errors failure message (prefixed with its phase) to how often it occurred, most frequent first
     */
    record Counts(long ok, long failed, Map<String, Long> errors) {

        Counts {
            errors = Collections.unmodifiableMap(new LinkedHashMap<>(errors));
        }
    }
}
