package dev.spannerkeys.spring.boot.autoconfigure;

import java.util.Locale;

/**
 * The values of {@code spanner.keys.sequence.refill-client}: which JDBC client a pooled
 * {@code @BitReversedSequence} generator uses to fetch its next batch of values.
 *
 * <p>Use {@link #AUTO} unless you know better: it is right for both Cloud Spanner and the emulator.
 */
public enum RefillClient {

    /** {@link #DEDICATED} when the JDBC URL points at an emulator, {@link #SHARED} otherwise. */
    AUTO,

    /** A connection from the application's own connection pool; right for Cloud Spanner. */
    SHARED,

    /**
     * A connection on a separate Spanner client, opened with the driver. Needed on the emulator,
     * which runs one read-write transaction per client at a time.
     */
    DEDICATED;

    /** The value the library's Hibernate setting expects: {@code auto}, {@code shared} or {@code dedicated}. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }
}
