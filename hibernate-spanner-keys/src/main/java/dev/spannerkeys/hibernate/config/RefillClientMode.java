package dev.spannerkeys.hibernate.config;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import org.hibernate.MappingException;

/** The values of {@link SpannerKeysSettings#SEQUENCE_REFILL_CLIENT}. */
public enum RefillClientMode {
    AUTO, SHARED, DEDICATED;

    public static RefillClientMode parse(Object value) {
        if (value == null || value.toString().isBlank()) {
            return AUTO;
        }
        try {
            return valueOf(value.toString().trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new MappingException(SpannerKeysSettings.SEQUENCE_REFILL_CLIENT + " = '" + value
                    + "' is not valid: use auto, shared or dedicated");
        }
    }

    /** Resolves {@code AUTO} from the application's connection. */
    public RefillClientMode resolve(Connection applicationConnection) throws SQLException {
        if (this != AUTO) {
            return this;
        }
        return targetsEmulator(applicationConnection.getMetaData().getURL()) ? DEDICATED : SHARED;
    }

    public static boolean targetsEmulator(String url) {
        String lower = url == null ? "" : url.toLowerCase(Locale.ROOT);
        return lower.contains("autoconfigemulator=true")
                || lower.contains("useplaintext=true")
                || System.getenv("SPANNER_EMULATOR_HOST") != null;
    }
}
