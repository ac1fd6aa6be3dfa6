package dev.spannerkeys.emulator.internal;

/**
 * An emulator was found but could not be started: the binary died at startup or never accepted
 * connections, or the container failed to start. The launcher turns it into the public
 * {@code EmulatorStartException}.
 */
public final class LaunchFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Creates one with the given message. */
    public LaunchFailedException(String message) {
        super(message);
    }

    /** Creates one with the given message and cause. */
    public LaunchFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
