package dev.spannerkeys.hibernate.id;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Refill connections opened with the driver on the application's URL, changed just enough that the
 * Spanner JDBC driver gives them a Spanner client of their own.
 *
 * <p>The emulator runs one read-write transaction per client at a time: a refill on the
 * application's client would invalidate the caller's open transaction. The driver caches one
 * client per distinct set of client options, so a different channel count (the refill client needs
 * only one) is enough to separate them.
 */
final class DedicatedClientConnections implements RefillConnections {

    private static final Pattern NUM_CHANNELS = Pattern.compile("(?i);numChannels=(\\d+)");

    private final String url;

    DedicatedClientConnections(String applicationUrl) {
        this.url = refillUrl(applicationUrl);
    }

    static String refillUrl(String applicationUrl) {
        Matcher matcher = NUM_CHANNELS.matcher(applicationUrl);
        if (matcher.find()) {
            String channels = "1".equals(matcher.group(1)) ? "2" : "1";
            return matcher.replaceFirst(";numChannels=" + channels);
        }
        return applicationUrl + ";numChannels=1";
    }

    @Override
    public Connection obtain() throws SQLException {
        return DriverManager.getConnection(url);
    }

    @Override
    public void release(Connection connection) throws SQLException {
        connection.close();
    }
}
