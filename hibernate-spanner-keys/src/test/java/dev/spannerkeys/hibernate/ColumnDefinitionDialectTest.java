package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import org.junit.jupiter.api.Test;

/**
 * An explicit {@code columnDefinition} is printed as written, so one in the other dialect's SQL is
 * refused at bootstrap, naming entity and attribute, instead of reaching a script or the database.
 */
class ColumnDefinitionDialectTest {

    @Entity(name = "Note")
    public static class GoogleSqlTyped {
        @Id Long id;
        @Column(columnDefinition = "STRING(MAX)") String text;
        @Column(columnDefinition = "NUMERIC") java.math.BigDecimal amount;
    }

    @Entity(name = "Note")
    public static class PostgreSqlTyped {
        @Id Long id;
        @Column(columnDefinition = "text") String text;
        @Column(columnDefinition = "timestamp with time zone") java.time.Instant writtenAt;
    }

    @Test
    void aGoogleSqlTypeIsRefusedInAPostgreSqlSchema() {
        String message = OfflineBootstrap.rejection(SpannerKeysPostgreSQLDialect.class.getName(), GoogleSqlTyped.class);
        assertTrue(message.contains("attribute 'text'") && message.contains("@Column(columnDefinition = \"STRING(MAX)\") "
                + "is a GoogleSQL type, which a PostgreSQL-dialect database does not have"), message);
        assertTrue(message.contains("varchar(n) or text"), message);
        // The same mapping is fine in GoogleSQL, and NUMERIC is fine in both.
        OfflineBootstrap.build(SpannerKeysDialect.class.getName(), GoogleSqlTyped.class).close();
    }

    @Test
    void aPostgreSqlTypeIsRefusedInAGoogleSqlSchema() {
        String message = OfflineBootstrap.rejection(SpannerKeysDialect.class.getName(), PostgreSqlTyped.class);
        // Columns are checked in name order: text comes first.
        assertTrue(message.contains("attribute 'text'") && message.contains("@Column(columnDefinition = \"text\") is a "
                + "PostgreSQL type, which a GoogleSQL database does not have") && message.contains(
                "write the GoogleSQL type (STRING(MAX))"), message);
        OfflineBootstrap.build(SpannerKeysPostgreSQLDialect.class.getName(), PostgreSqlTyped.class).close();
    }

    @Test
    void theOfflineToolWritesNoScriptForTheDialectThatCannotHaveIt() {
        var schema = OfflineSchemaTool.forClasses(GoogleSqlTyped.class).run();
        assertTrue(schema.script(SqlDialect.GOOGLE_STANDARD_SQL).contains("text STRING(MAX)"));
        assertTrue(schema.ddl(SqlDialect.POSTGRESQL).orElseThrow().problem().orElseThrow()
                .contains("is a GoogleSQL type"));
    }
}
