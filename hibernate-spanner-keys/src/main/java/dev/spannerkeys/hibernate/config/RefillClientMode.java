package dev.spannerkeys.hibernate.config;

import dev.spannerkeys.hibernate.internal.config.SettingValues;
import java.sql.Connection;
import java.sql.SQLException;
import dev.spannerkeys.jdbc.SerializedConnections;
import java.util.Locale;

/**
 * Which JDBC client a pooled {@code @BitReversedSequence} generator refills its pool on: the values of
 * {@link SpannerKeysSettings#SEQUENCE_REFILL_CLIENT}. The default is {@link #AUTO}.
 *
 * <p>Public so that integrations (the Spring Boot starter's {@code spanner.keys.sequence.refill-client})
 * bind to these constants and pass {@link #settingValue()} on, instead of keeping a copy of the values.
 */
public enum RefillClientMode {
    /** {@link #DEDICATED} when the application's JDBC URL points at an emulator, {@link #SHARED} otherwise. */
    AUTO,
    /** A connection from Hibernate's connection provider (the application's pool); right for Cloud Spanner. */
    SHARED,
    /**
     * A connection opened with the driver as a separate Spanner client; needed on the emulator, which
     * runs one read-write transaction per client at a time.
     */
    DEDICATED;

    /**
     * The value of {@link SpannerKeysSettings#SEQUENCE_REFILL_CLIENT} that selects this mode: {@code auto},
     * {@code shared} or {@code dedicated}.
     */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode named by a setting value: {@code auto}, {@code shared} or {@code dedicated} (any case);
     * {@link #AUTO} when unset.
     *
     * @throws InvalidSettingException for any other value
     */
    public static RefillClientMode parse(Object value) {
        return SettingValues.choice(SpannerKeysSettings.SEQUENCE_REFILL_CLIENT, value, AUTO, values(),
                RefillClientMode::settingValue);
    }

    /** Resolves {@code AUTO} from the application's connection. */
    public RefillClientMode resolve(Connection applicationConnection) throws SQLException {
        if (this != AUTO) {
            return this;
        }
        return targetsEmulator(applicationConnection.getMetaData().getURL()) ? DEDICATED : SHARED;
    }

    /** Whether {@code url} points at an emulator: {@link SerializedConnections#targetsEmulator}. */
    public static boolean targetsEmulator(String url) {
        return SerializedConnections.targetsEmulator(url);
    }
}
