package dev.spannerkeys.emulator;

/**
 * Thrown when an emulator was found but could not be started: the binary died at startup,
 * never accepted connections, or the container failed to start.
 *
 * <p>The message names what was launched and, for the binary, ends with the tail of its log,
 * which is where the real cause is.
 */
public class EmulatorStartException extends IllegalStateException {

    /** Creates one with the given message. */
    public EmulatorStartException(String message) {
        super(message);
    }

    /** Creates one with the given message and cause. */
    public EmulatorStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
