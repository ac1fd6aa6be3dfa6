package dev.spannerkeys.internal.jdbc;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The name of a database's lock: the emulator's address and the database path of a Spanner JDBC
 * URL, without connection properties, so every client of one database shares one lock.
 */
public final class DatabaseKeys {

    /** {@code jdbc:cloudspanner:[//host[:port]]/projects/P/instances/I/databases/D[;properties]}. */
    private static final Pattern URL = Pattern.compile(
            "(?i)^(?:jdbc:)?cloudspanner:(?://([^/;?]*))?/(projects/[^/;?]+/instances/[^/;?]+/databases/[^/;?]+)");

    private DatabaseKeys() {
    }

    /** Keys already worked out, by URL: a pool hands out connections of a few URLs over and over. */
    private static final Map<String, String> KNOWN = new ConcurrentHashMap<>();

    public static String fromUrl(String jdbcUrl) {
        if (jdbcUrl == null) {
            return parse(null);
        }
        String known = KNOWN.get(jdbcUrl);
        if (known == null) {
            known = parse(jdbcUrl);
            KNOWN.putIfAbsent(jdbcUrl, known);
        }
        return known;
    }

    private static String parse(String jdbcUrl) {
        Matcher matcher = URL.matcher(jdbcUrl == null ? "" : jdbcUrl.strip());
        if (!matcher.find()) {
            throw new IllegalArgumentException("not a Spanner JDBC URL naming a database: " + jdbcUrl
                    + " (expected jdbc:cloudspanner://HOST:PORT/projects/P/instances/I/databases/D)");
        }
        String host = matcher.group(1);
        if (host == null || host.isEmpty()) {
            // Without a host the driver connects to SPANNER_EMULATOR_HOST when it is set.
            String emulator = System.getenv("SPANNER_EMULATOR_HOST");
            host = emulator == null ? "" : emulator.strip();
        }
        return host.toLowerCase(Locale.ROOT) + "/" + matcher.group(2);
    }
}
