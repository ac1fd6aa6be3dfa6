package dev.spannerkeys.emulator;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One database on the emulator: its ids, dialect and JDBC URL. An immutable value.
 *
 * <p>Get one from {@link SpannerEmulator#newDatabase(DatabaseDialect)}, or as a parameter of a
 * test annotated with {@link SpannerEmulatorTest}. The database does not exist yet: the URL's
 * {@code autoConfigEmulator=true} makes the Spanner JDBC driver create the instance and the
 * database on first connect, so no admin client is needed.
 */
public final class EmulatorDatabase {

    private static final Pattern PROJECT_ID = Pattern.compile("[a-z][a-z0-9-]{4,28}[a-z0-9]");
    private static final Pattern INSTANCE_ID = Pattern.compile("[a-z][a-z0-9-]{0,62}[a-z0-9]");
    private static final Pattern DATABASE_ID = Pattern.compile("[a-z][a-z0-9_-]{0,28}[a-z0-9]");
    /** {@link #DATABASE_ID} in words, for the message about an invalid id. */
    static final String DATABASE_ID_RULE = "2 to 30 characters: lower-case letters, digits, '_' and '-',"
            + " starting with a letter and not ending with '_' or '-'";

    private final String hostPort;
    private final String projectId;
    private final String instanceId;
    private final String databaseId;
    private final DatabaseDialect dialect;

    EmulatorDatabase(String hostPort, String projectId, String instanceId, String databaseId,
            DatabaseDialect dialect) {
        this.hostPort = Objects.requireNonNull(hostPort, "hostPort");
        this.projectId = check(PROJECT_ID, "project id", projectId);
        this.instanceId = check(INSTANCE_ID, "instance id", instanceId);
        this.databaseId = checkDatabaseId(databaseId);
        this.dialect = Objects.requireNonNull(dialect, "dialect");
    }

    private static String check(Pattern pattern, String what, String value) {
        if (value == null || !pattern.matcher(value).matches()) {
            throw new IllegalArgumentException("invalid Spanner " + what + ": " + value);
        }
        return value;
    }

    /** @throws IllegalArgumentException naming the rule, if {@code databaseId} is not a valid Spanner database id */
    static String checkDatabaseId(String databaseId) {
        if (databaseId == null || !DATABASE_ID.matcher(databaseId).matches()) {
            throw new IllegalArgumentException("invalid Spanner database id: " + databaseId
                    + "; a database id has " + DATABASE_ID_RULE);
        }
        return databaseId;
    }

    /** The project id, {@code test-project}. */
    public String projectId() {
        return projectId;
    }

    /** The instance id, e.g. {@code test-instance}. */
    public String instanceId() {
        return instanceId;
    }

    /** The database id, unique in this JVM, e.g. {@code db7-k3x9qa}. */
    public String databaseId() {
        return databaseId;
    }

    /** The dialect the database is created with. */
    public DatabaseDialect dialect() {
        return dialect;
    }

    /** The emulator's gRPC address, {@code host:port}. */
    public String hostPort() {
        return hostPort;
    }

    /**
     * {@code jdbc:cloudspanner://HOST:PORT/projects/P/instances/I/databases/D;autoConfigEmulator=true},
     * plus {@code ;dialect=postgresql} for a PostgreSQL-dialect database.
     */
    public String jdbcUrl() {
        return "jdbc:cloudspanner://" + hostPort
                + "/projects/" + projectId + "/instances/" + instanceId + "/databases/" + databaseId
                + ";autoConfigEmulator=true"
                + (dialect == DatabaseDialect.POSTGRESQL ? ";dialect=postgresql" : "");
    }

    /**
     * {@link #jdbcUrl()} plus {@code ;extraProperties}, e.g. {@code jdbcUrl("numChannels=2")}.
     * A different URL gets its own session pool in the driver, which lets a second connection run
     * its own read-write transaction beside the first one's.
     */
    public String jdbcUrl(String extraProperties) {
        String extra = extraProperties == null ? "" : extraProperties.strip();
        while (extra.startsWith(";")) {
            extra = extra.substring(1).strip();
        }
        return extra.isEmpty() ? jdbcUrl() : jdbcUrl() + ";" + extra;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EmulatorDatabase other
                && hostPort.equals(other.hostPort)
                && projectId.equals(other.projectId)
                && instanceId.equals(other.instanceId)
                && databaseId.equals(other.databaseId)
                && dialect == other.dialect;
    }

    @Override
    public int hashCode() {
        return Objects.hash(hostPort, projectId, instanceId, databaseId, dialect);
    }

    @Override
    public String toString() {
        return "EmulatorDatabase[" + jdbcUrl() + "]";
    }
}
