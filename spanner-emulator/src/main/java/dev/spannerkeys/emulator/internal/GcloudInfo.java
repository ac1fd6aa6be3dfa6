package dev.spannerkeys.emulator.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Asks {@code gcloud} where its SDK lives: the portable way to find the emulator component
 * wherever the SDK was installed. Any failure means "no answer", never an error.
 */
public final class GcloudInfo implements Supplier<Optional<Path>> {

    /** gcloud is a Python program and answers in well under a second; a hung one must not block tests. */
    public static final Duration TIMEOUT = Duration.ofSeconds(15);

    /** The answer of the gcloud on PATH, asked once per JVM: it costs ~0.6 s, more than starting the emulator. */
    private static volatile Optional<Path> onPath;

    private final String gcloud;

    public GcloudInfo(String gcloud) {
        this.gcloud = gcloud;
    }

    /** The SDK root of the gcloud on PATH, asked once and then remembered. */
    public static Optional<Path> onPath() {
        Optional<Path> answer = onPath;
        if (answer == null) {
            synchronized (GcloudInfo.class) {
                answer = onPath;
                if (answer == null) {
                    answer = new GcloudInfo("gcloud").get();
                    onPath = answer;
                }
            }
        }
        return answer;
    }

    @Override
    public Optional<Path> get() {
        Process process;
        try {
            process = new ProcessBuilder(gcloud, "info", "--format=value(installation.sdk_root)")
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .redirectInput(ProcessBuilder.Redirect.PIPE)
                    .start();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // gcloud is not installed or not on PATH
        }
        try {
            process.getOutputStream().close(); // never wait for a prompt answer
            // The answer is one short line, far below any pipe buffer, so reading after exit is safe.
            if (!process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS) || process.exitValue() != 0) {
                return Optional.empty();
            }
            String out;
            try (InputStream in = process.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            }
            return out.isEmpty() || out.contains("\n") ? Optional.empty() : Optional.of(Path.of(out));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            if (process.isAlive()) {
                process.destroyForcibly();
            }
        }
    }
}
