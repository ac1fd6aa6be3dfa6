package dev.spannerkeys.emulator.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The last lines of an emulator log, formatted to end an error message. */
public final class LogTail {

    private LogTail() {
    }

    public static String of(Path log, int lines) {
        List<String> all;
        try {
            // Lenient decoding: a crash can leave partial or non-UTF-8 bytes in the log.
            all = new String(Files.readAllBytes(log), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            return "\n(its log " + log + " cannot be read: " + e.getMessage() + ")";
        }
        if (all.isEmpty()) {
            return "\n(its log " + log + " is empty)";
        }
        List<String> tail = all.subList(Math.max(0, all.size() - lines), all.size());
        return "\nLast lines of its log " + log + ":\n  " + String.join("\n  ", tail);
    }
}
