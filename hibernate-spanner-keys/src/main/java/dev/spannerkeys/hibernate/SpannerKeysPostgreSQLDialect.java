package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.config.DatabaseNaming;
import dev.spannerkeys.hibernate.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.schematool.SpannerSchemaExport;
import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SqlDialect;
import java.util.Map;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.dialect.SpannerPostgreSQLDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.mapping.Index;
import org.hibernate.mapping.UniqueKey;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.tool.schema.internal.StandardTableExporter;
import org.hibernate.tool.schema.spi.Exporter;
import org.hibernate.tool.schema.spi.SchemaManagementTool;
import org.hibernate.tool.schema.spi.TableMigrator;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.jdbc.UuidAsBinaryJdbcType;

/**
 * Hibernate's {@link SpannerPostgreSQLDialect} with this library's schema export, as
 * {@link SpannerKeysDialect} does for GoogleSQL: interleaved tables created parents first,
 * {@code @SpannerIndex} options as {@code INCLUDE (...)}, {@code WHERE col IS NOT NULL} and
 * {@code INTERLEAVE IN}, sequences as {@code BIT_REVERSED_POSITIVE SKIP RANGE ... START COUNTER ...},
 * key columns with their generator's {@code DEFAULT}, one DDL batch. {@code @Descending} key parts,
 * which this dialect cannot express, are refused at bootstrap. {@code java.util.UUID} is stored as
 * {@code bytea} (the stock dialect's {@code uuid} column type does not exist in Spanner).
 *
 * <p>Selected automatically by {@link SpannerKeysDialectResolver} when Hibernate connects to a
 * PostgreSQL-dialect Spanner database.
 */
public class SpannerKeysPostgreSQLDialect extends SpannerPostgreSQLDialect implements SpannerKeysDialectSupport {

    private final SpannerSchemaExport schemaExport = new SpannerSchemaExport(this, SqlDialect.POSTGRESQL,
            super.getForeignKeyExporter(), super.getSequenceExporter());

    /** For {@code hibernate.dialect} configuration. */
    public SpannerKeysPostgreSQLDialect() {
    }

    /** Used by {@link SpannerKeysDialectResolver}. */
    public SpannerKeysPostgreSQLDialect(DialectResolutionInfo info) {
        super(info);
    }

    @Override
    public SqlDialect sqlDialect() {
        return SqlDialect.POSTGRESQL;
    }

    @Override
    public void contributeTypes(TypeContributions typeContributions, ServiceRegistry serviceRegistry) {
        super.contributeTypes(typeContributions, serviceRegistry);
        // Spanner's PostgreSQL interface has no uuid column type ("use text or bytea instead"), though
        // the stock dialect emits one: store UUIDs as bytea, as GoogleSQL stores them as BYTES(16).
        typeContributions.getTypeConfiguration().getJdbcTypeRegistry()
                .addDescriptor(SqlTypes.UUID, UuidAsBinaryJdbcType.INSTANCE);
    }

    @Override
    public SchemaModel schemaModel(Metadata metadata) {
        return schemaExport.models().of(metadata);
    }

    @Override
    public DatabaseNaming naming(Metadata metadata) {
        return schemaExport.models().naming(metadata);
    }

    @Override
    public StandardTableExporter getTableExporter() {
        return schemaExport.tableExporter();
    }

    @Override
    public Exporter<Index> getIndexExporter() {
        return schemaExport.indexExporter();
    }

    @Override
    public Exporter<UniqueKey> getUniqueKeyExporter() {
        return schemaExport.uniqueKeyExporter();
    }

    @Override
    public Exporter<ForeignKey> getForeignKeyExporter() {
        return schemaExport.foreignKeyExporter();
    }

    @Override
    public Exporter<Sequence> getSequenceExporter() {
        return schemaExport.sequenceExporter();
    }

    @Override
    public TableMigrator getTableMigrator() {
        return schemaExport.tableMigrator();
    }

    @Override
    public SchemaManagementTool getFallbackSchemaManagementTool(Map<String, Object> configurationValues,
            ServiceRegistryImplementor registry) {
        return schemaExport.newSchemaManagementTool();
    }

    /** A DML insert of an interleaved child without its parent is a constraint violation, as in the mutation write modes. */
    @Override
    public org.hibernate.exception.spi.SQLExceptionConversionDelegate buildSQLExceptionConversionDelegate() {
        return dev.spannerkeys.hibernate.mutations.MissingParentConversion.before(super.buildSQLExceptionConversionDelegate());
    }
}
