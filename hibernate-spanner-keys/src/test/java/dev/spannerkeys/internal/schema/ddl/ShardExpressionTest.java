package dev.spannerkeys.internal.schema.ddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.SqlDialect;
import com.google.cloud.ByteArray;
import com.google.cloud.Date;
import com.google.cloud.Timestamp;
import com.google.cloud.spanner.Mutation;
import com.google.cloud.spanner.jdbc.CloudSpannerJdbcConnection;
import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.keys.ShardFunction;
import dev.spannerkeys.keys.ShardSource;
import dev.spannerkeys.keys.UuidBytes;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The shard Java computes equals the shard the database computes with {@link ShardExpression},
 * for 5,000 rows with consecutive timestamps, every source type and combinations of them.
 */
@SpannerEmulatorTest
class ShardExpressionTest {

    static final int ROWS = 5000;
    static final int SHARDS = 16;
    static final String[] TEXTS = {"", "a", "ab", "abc", "üñî", "日本語", "emoji 😀", "a:b", "1:x", "  spaced  "};
    static final Instant START = Instant.parse("2026-11-22T10:15:30.123456Z");

    record Row(long id, long number, String text, Instant at, LocalDate day, boolean flag, UUID uuid) {
    }

    @Test
    void javaAndGoogleSqlAgreeOnEveryRow(SpannerEmulator emulator) throws SQLException {
        assertAgreement(emulator.newDatabase(DatabaseDialect.GOOGLE_STANDARD_SQL), SqlDialect.GOOGLE_STANDARD_SQL);
    }

    @Test
    void javaAndPostgreSqlAgreeOnEveryRow(SpannerEmulator emulator) throws SQLException {
        assertAgreement(emulator.newDatabase(DatabaseDialect.POSTGRESQL), SqlDialect.POSTGRESQL);
    }

    @Test
    void writesTheDocumentedForms() {
        assertEquals("MOD(MOD(FARM_FINGERPRINT(CAST(userid AS STRING)), 16) + 16, 16)",
                ShardExpression.of(SqlDialect.GOOGLE_STANDARD_SQL, 16,
                        List.of(new ShardExpression.Source("userid", ShardSource.INT64))));
        assertEquals("mod(mod(spanner.farm_fingerprint((CAST(length(CAST(userid AS varchar)) AS varchar) || ':' || "
                        + "CAST(userid AS varchar) || CAST(length(CAST(CAST(extract(epoch from happened) * 1000000 AS bigint) "
                        + "AS varchar)) AS varchar) || ':' || CAST(CAST(extract(epoch from happened) * 1000000 AS bigint) AS varchar))), 16) + 16, 16)",
                ShardExpression.of(SqlDialect.POSTGRESQL, 16, List.of(new ShardExpression.Source("userid", ShardSource.INT64),
                        new ShardExpression.Source("happened", ShardSource.TIMESTAMP))));
        IllegalArgumentException bytea = assertThrows(IllegalArgumentException.class, () -> ShardExpression.of(
                SqlDialect.POSTGRESQL, 16, List.of(new ShardExpression.Source("u", ShardSource.UUID_BYTES))));
        assertTrue(bytea.getMessage().contains("varchar(36)"), bytea.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ShardExpression.Source("x`); DROP TABLE t; --", ShardSource.INT64));
    }

    private static void assertAgreement(EmulatorDatabase database, SqlDialect dialect) throws SQLException {
        boolean google = dialect == SqlDialect.GOOGLE_STANDARD_SQL;
        List<Row> rows = rows();
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl())) {
            try (Statement statement = connection.createStatement()) {
                statement.execute(google
                        ? "CREATE TABLE probe (id INT64 NOT NULL, number INT64, text STRING(MAX), happened TIMESTAMP, day DATE, "
                                + "flag BOOL, uuid STRING(36), uuidbytes BYTES(16)) PRIMARY KEY (id)"
                        : "CREATE TABLE probe (id bigint NOT NULL, number bigint, text varchar, happened timestamptz, day date, "
                                + "flag boolean, uuid varchar(36), PRIMARY KEY (id))");
            }
            write(connection, rows, google);

            Map<String, ShardFunction> functions = new LinkedHashMap<>();
            Map<String, List<ShardExpression.Source>> sources = new LinkedHashMap<>();
            add(functions, sources, "number", ShardSource.INT64);
            add(functions, sources, "text", ShardSource.STRING);
            add(functions, sources, "happened", ShardSource.TIMESTAMP);
            add(functions, sources, "day", ShardSource.DATE);
            add(functions, sources, "flag", ShardSource.BOOL);
            add(functions, sources, "uuid", ShardSource.UUID_STRING);
            if (google) {
                add(functions, sources, "uuidbytes", ShardSource.UUID_BYTES);
            }
            functions.put("number,happened", ShardFunction.of(SHARDS, ShardSource.INT64, ShardSource.TIMESTAMP));
            sources.put("number,happened", List.of(new ShardExpression.Source("number", ShardSource.INT64),
                    new ShardExpression.Source("happened", ShardSource.TIMESTAMP)));
            functions.put("text,uuid,day", ShardFunction.of(SHARDS, ShardSource.STRING, ShardSource.UUID_STRING, ShardSource.DATE));
            sources.put("text,uuid,day", List.of(new ShardExpression.Source("text", ShardSource.STRING),
                    new ShardExpression.Source("uuid", ShardSource.UUID_STRING), new ShardExpression.Source("day", ShardSource.DATE)));

            StringBuilder select = new StringBuilder("SELECT id");
            for (List<ShardExpression.Source> list : sources.values()) {
                select.append(", ").append(ShardExpression.of(dialect, SHARDS, list));
            }
            select.append(" FROM probe ORDER BY id");
            int checked = 0;
            try (Statement statement = connection.createStatement(); ResultSet result = statement.executeQuery(select.toString())) {
                while (result.next()) {
                    Row row = rows.get((int) result.getLong(1));
                    int column = 2;
                    for (Map.Entry<String, ShardFunction> entry : functions.entrySet()) {
                        long computedByDatabase = result.getLong(column++);
                        long java = entry.getValue().shardOf(values(entry.getKey(), row));
                        assertEquals(java, computedByDatabase, "row " + row.id() + ", sources " + entry.getKey());
                        assertTrue(computedByDatabase >= 0 && computedByDatabase < SHARDS);
                        checked++;
                    }
                }
            }
            assertEquals(ROWS * functions.size(), checked);
        }
    }

    private static void add(Map<String, ShardFunction> functions, Map<String, List<ShardExpression.Source>> sources,
            String column, ShardSource kind) {
        functions.put(column, ShardFunction.of(SHARDS, kind));
        sources.put(column, List.of(new ShardExpression.Source(column, kind)));
    }

    private static Object[] values(String key, Row row) {
        List<Object> values = new ArrayList<>();
        for (String column : key.split(",")) {
            values.add(switch (column) {
                case "number" -> row.number();
                case "text" -> row.text();
                case "happened" -> row.at();
                case "day" -> row.day();
                case "flag" -> row.flag();
                case "uuid", "uuidbytes" -> row.uuid();
                default -> throw new IllegalArgumentException(column);
            });
        }
        return values.toArray();
    }

    private static List<Row> rows() {
        SplittableRandom random = new SplittableRandom(7);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            rows.add(new Row(i, random.nextLong() >> random.nextInt(64), TEXTS[i % TEXTS.length] + (i % 3 == 0 ? "" : i),
                    START.plus(i, ChronoUnit.MILLIS).plus(i % 1000, ChronoUnit.MICROS),
                    LocalDate.of(1 + random.nextInt(9999), 1 + random.nextInt(12), 1 + random.nextInt(28)),
                    random.nextBoolean(), new UUID(random.nextLong(), random.nextLong())));
        }
        rows.set(1, new Row(1, Long.MIN_VALUE, "", Instant.parse("1969-12-31T23:59:59.999999Z"), LocalDate.of(1, 1, 1),
                false, rows.get(1).uuid()));
        return rows;
    }

    private static void write(Connection connection, List<Row> rows, boolean google) throws SQLException {
        List<Mutation> mutations = new ArrayList<>();
        for (Row row : rows) {
            Mutation.WriteBuilder insert = Mutation.newInsertBuilder("probe")
                    .set("id").to(row.id())
                    .set("number").to(row.number())
                    .set("text").to(row.text())
                    .set("happened").to(Timestamp.ofTimeMicroseconds(row.at().getEpochSecond() * 1_000_000L + row.at().getNano() / 1000))
                    .set("day").to(Date.fromYearMonthDay(row.day().getYear(), row.day().getMonthValue(), row.day().getDayOfMonth()))
                    .set("flag").to(row.flag())
                    .set("uuid").to(row.uuid().toString());
            if (google) {
                insert.set("uuidbytes").to(ByteArray.copyFrom(UuidBytes.toBytes(row.uuid())));
            }
            mutations.add(insert.build());
        }
        connection.setAutoCommit(false);
        connection.unwrap(CloudSpannerJdbcConnection.class).bufferedWrite(mutations);
        connection.commit();
        connection.setAutoCommit(true);
    }
}
