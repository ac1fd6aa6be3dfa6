package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.testsupport.SqlQueries;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Test fixture: the tables of {@link WritePathEntities}, written by hand as an existing schema
 * would be, with an interleaved child table, a column default, a stored generated column and a key
 * declared in another order than Hibernate's.
 */
final class WritePathSchema {

    /** Tables in parent-before-child order. */
    static final List<String> TABLES = List.of("Singers", "Albums", "Accounts", "Readings", "Tags", "Tickets",
            "Playlists", "PlaylistTracks", "Instruments", "Guitars", "Vehicles", "Badges");

    private WritePathSchema() {
    }

    private static final List<String> GOOGLE_SQL = List.of(
            "CREATE SEQUENCE singer_seq OPTIONS (sequence_kind = 'bit_reversed_positive')",
            "CREATE TABLE Singers (SingerId INT64 NOT NULL, firstName STRING(MAX), lastName STRING(MAX),"
                    + " signedAt TIMESTAMP, born DATE, rating NUMERIC, active BOOL, score FLOAT64, genre STRING(10),"
                    + " photo BYTES(MAX), status STRING(10) DEFAULT ('new'),"
                    + " lastNameUpper STRING(MAX) AS (UPPER(lastName)) STORED) PRIMARY KEY (SingerId)",
            "CREATE TABLE Albums (SingerId INT64 NOT NULL, albumId INT64 NOT NULL, title STRING(MAX))"
                    + " PRIMARY KEY (SingerId, albumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE",
            "CREATE TABLE Accounts (id INT64 NOT NULL, version INT64, balance INT64, owner STRING(MAX)) PRIMARY KEY (id)",
            "CREATE TABLE Readings (sensor STRING(MAX) NOT NULL, seq INT64 NOT NULL, reading FLOAT64)"
                    + " PRIMARY KEY (sensor, seq)",
            "CREATE TABLE Tags (zone STRING(MAX) NOT NULL, code INT64 NOT NULL, label STRING(MAX))"
                    + " PRIMARY KEY (zone, code)",
            "CREATE TABLE Tickets (id STRING(36) NOT NULL DEFAULT (GENERATE_UUID()), seat STRING(MAX)) PRIMARY KEY (id)",
            "CREATE TABLE Playlists (id INT64 NOT NULL, name STRING(MAX)) PRIMARY KEY (id)",
            "CREATE TABLE PlaylistTracks (playlistId INT64 NOT NULL, track STRING(MAX) NOT NULL)"
                    + " PRIMARY KEY (playlistId, track)",
            "CREATE TABLE Instruments (id INT64 NOT NULL, name STRING(MAX)) PRIMARY KEY (id)",
            "CREATE TABLE Guitars (id INT64 NOT NULL, strings INT64) PRIMARY KEY (id)",
            "CREATE TABLE Vehicles (id INT64 NOT NULL, kind STRING(31), wheels INT64) PRIMARY KEY (id)",
            "CREATE TABLE Badges (id INT64 NOT NULL, code STRING(MAX)) PRIMARY KEY (id)");

    private static final List<String> POSTGRESQL = List.of(
            "CREATE SEQUENCE singer_seq BIT_REVERSED_POSITIVE",
            "CREATE TABLE Singers (SingerId bigint NOT NULL PRIMARY KEY, firstName varchar, lastName varchar,"
                    + " signedAt timestamptz, born date, rating numeric, active boolean, score float8, genre varchar(10),"
                    + " photo bytea, status varchar(10) DEFAULT 'new',"
                    + " lastNameUpper varchar GENERATED ALWAYS AS (upper(lastName)) STORED)",
            "CREATE TABLE Albums (SingerId bigint NOT NULL, albumId bigint NOT NULL, title varchar,"
                    + " PRIMARY KEY (SingerId, albumId)) INTERLEAVE IN PARENT Singers ON DELETE CASCADE",
            "CREATE TABLE Accounts (id bigint NOT NULL PRIMARY KEY, version bigint, balance bigint, owner varchar)",
            "CREATE TABLE Readings (sensor varchar NOT NULL, seq bigint NOT NULL, reading float8,"
                    + " PRIMARY KEY (sensor, seq))",
            "CREATE TABLE Tags (zone varchar NOT NULL, code bigint NOT NULL, label varchar, PRIMARY KEY (zone, code))",
            "CREATE TABLE Tickets (id varchar(36) NOT NULL DEFAULT spanner.generate_uuid() PRIMARY KEY, seat varchar)",
            "CREATE TABLE Playlists (id bigint NOT NULL PRIMARY KEY, name varchar)",
            "CREATE TABLE PlaylistTracks (playlistId bigint NOT NULL, track varchar NOT NULL,"
                    + " PRIMARY KEY (playlistId, track))",
            "CREATE TABLE Instruments (id bigint NOT NULL PRIMARY KEY, name varchar)",
            "CREATE TABLE Guitars (id bigint NOT NULL PRIMARY KEY, strings bigint)",
            "CREATE TABLE Vehicles (id bigint NOT NULL PRIMARY KEY, kind varchar(31), wheels bigint)",
            "CREATE TABLE Badges (id bigint NOT NULL PRIMARY KEY, code varchar)");

    static void create(EmulatorDatabase database) throws SQLException {
        try (Connection connection = SqlQueries.connect(database);
                Statement statement = connection.createStatement()) {
            for (String ddl : database.dialect() == DatabaseDialect.POSTGRESQL ? POSTGRESQL : GOOGLE_SQL) {
                statement.addBatch(ddl);
            }
            statement.executeBatch();
        }
    }
}
