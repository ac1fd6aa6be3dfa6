package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.featurezoo.schemapertenant.SchemaPerTenantFeature;
import java.util.Map;
import org.hibernate.context.spi.TenantSchemaMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hibernate's schema-per-tenant mapping ({@code hibernate.multi_tenant.schema_mapper}) is refused at bootstrap in both
 * dialects, with the alternative: it would switch each session's connection to the tenant's schema, which Spanner's
 * JDBC connections refuse ({@code Connection.setSchema} accepts only the default schema), so every session would fail.
 * The feature zoo's {@code SchemaPerTenantFeature} runs the alternative, a database per tenant.
 */
class TenantSchemaMapperRefusalTest {

    /** A schema per tenant, as Hibernate's documentation writes it. */
    public static final class PerTenantSchema implements TenantSchemaMapper<String> {
        @Override
        public String schemaName(String tenant) {
            return "tenant_" + tenant;
        }
    }

    @ParameterizedTest
    @ValueSource(classes = {SpannerKeysDialect.class, SpannerKeysPostgreSQLDialect.class})
    void aTenantSchemaMapperIsRefusedAtBootstrapNamingTheAlternative(Class<?> dialect) {
        String message = OfflineBootstrap.messages(assertThrows(RuntimeException.class, () -> OfflineBootstrap.build(
                dialect.getName(), Map.of("hibernate.multi_tenant.schema_mapper", PerTenantSchema.class.getName()),
                SchemaPerTenantFeature.Note.class).close()));
        assertTrue(message.contains("hibernate.multi_tenant.schema_mapper"), message);
        assertTrue(message.contains("Connection.setSchema accepts only the default schema"), message);
        assertTrue(message.contains("MultiTenantConnectionProvider"), message);
        assertTrue(message.contains("@TenantId"), message);
    }
}
