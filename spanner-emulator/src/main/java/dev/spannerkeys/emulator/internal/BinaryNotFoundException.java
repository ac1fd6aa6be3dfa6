package dev.spannerkeys.emulator.internal;

/**
 * A setting names an emulator binary (or SDK root) that is not there: the search stops, and the
 * launcher turns it into the public {@code EmulatorNotFoundException}, with every place looked at.
 */
public final class BinaryNotFoundException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Creates one saying what the setting names and why it is not usable. */
    public BinaryNotFoundException(String problem) {
        super(problem);
    }
}
