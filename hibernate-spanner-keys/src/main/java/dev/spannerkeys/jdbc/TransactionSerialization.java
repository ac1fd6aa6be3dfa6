package dev.spannerkeys.jdbc;

import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Which Spanner JDBC connections an integration serializes: the values of the setting
 * {@code spanner.keys.emulator.serialize-transactions} (Hibernate property and Spring Boot property
 * alike). The default is {@link #AUTO}.
 */
public enum TransactionSerialization {
    /** Connections whose URL {@linkplain SerializedConnections#targetsEmulator targets an emulator}. */
    AUTO,
    /** Every Spanner connection, on the emulator or not. Connections to other databases are left alone. */
    ON,
    /** None. */
    OFF;

    /** The setting's value for this constant: {@code auto}, {@code on} or {@code off}. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The constant for a setting's value ({@code auto}, {@code on}, {@code off}, any case; also
     * {@code true} and {@code false}); blank or null is {@link #AUTO}.
     *
     * @throws IllegalArgumentException for anything else
     */
    public static TransactionSerialization parse(Object value) {
        String text = value == null ? "" : value.toString().strip().toLowerCase(Locale.ROOT);
        return switch (text) {
            case "", "auto" -> AUTO;
            case "on", "true" -> ON;
            case "off", "false" -> OFF;
            default -> throw new IllegalArgumentException("'" + value + "' is not valid: use auto, on or off");
        };
    }

    /** Whether a connection to {@code jdbcUrl} is serialized in this mode. */
    public boolean appliesTo(String jdbcUrl) {
        return switch (this) {
            case AUTO -> SerializedConnections.isSpannerUrl(jdbcUrl) && SerializedConnections.targetsEmulator(jdbcUrl);
            case ON -> SerializedConnections.isSpannerUrl(jdbcUrl);
            case OFF -> false;
        };
    }

    /**
     * Whether {@code connection} is serialized in this mode: it is a Spanner JDBC connection (possibly
     * a pool's) and its URL qualifies. Asks the connection only when the mode is not {@link #OFF}.
     */
    public boolean appliesTo(Connection connection) throws SQLException {
        if (this == OFF || !connection.isWrapperFor(CloudSpannerJdbcConnection.class)) {
            return false;
        }
        return appliesTo(connection.unwrap(CloudSpannerJdbcConnection.class).getConnectionUrl());
    }
}
