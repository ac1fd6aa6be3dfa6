package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.config.DatabaseNaming;
import dev.spannerkeys.hibernate.config.SpannerKeysDialectSupport;
import dev.spannerkeys.hibernate.schematool.SpannerSchemaExport;
import dev.spannerkeys.schema.SchemaModel;
import dev.spannerkeys.schema.SqlDialect;
import java.util.Map;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.dialect.SpannerDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.mapping.Index;
import org.hibernate.mapping.Table;
import org.hibernate.mapping.UniqueKey;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.tool.schema.spi.Exporter;
import org.hibernate.tool.schema.spi.SchemaManagementTool;
import org.hibernate.tool.schema.spi.TableMigrator;

/**
 * Hibernate's {@link SpannerDialect} (GoogleSQL) with this library's schema export: tables end in
 * {@code ) PRIMARY KEY (...)} with key parts in declared order ({@code DESC} for
 * {@code @Descending}), {@code @Interleaved} tables get their {@code INTERLEAVE IN PARENT} clause and
 * are created parents first, {@code @SpannerIndex} options are printed, key columns carry their
 * generator's {@code DEFAULT}, {@code @BitReversedSequence} sequences are created with skip range and
 * start counter, and the schema is sent as one DDL batch.
 *
 * <p>Selected automatically by {@link SpannerKeysDialectResolver} when Hibernate connects to a
 * GoogleSQL Spanner database; set it as {@code hibernate.dialect} only to generate DDL scripts
 * without a connection.
 */
public class SpannerKeysDialect extends SpannerDialect implements SpannerKeysDialectSupport {

    private final SpannerSchemaExport schemaExport = new SpannerSchemaExport(this, SqlDialect.GOOGLE_STANDARD_SQL,
            super.getForeignKeyExporter(), super.getSequenceExporter());

    /** For {@code hibernate.dialect} configuration. */
    public SpannerKeysDialect() {
    }

    /** Used by {@link SpannerKeysDialectResolver}. */
    public SpannerKeysDialect(DialectResolutionInfo info) {
        super(info);
    }

    /** Named schemas exist in GoogleSQL ({@code CREATE SCHEMA s}); the stock dialect refuses to create them. */
    @Override
    public boolean canCreateSchema() {
        return true;
    }

    @Override
    public String[] getCreateSchemaCommand(String schemaName) {
        return new String[] {"CREATE SCHEMA " + schemaName};
    }

    @Override
    public String[] getDropSchemaCommand(String schemaName) {
        return new String[] {"DROP SCHEMA " + schemaName};
    }

    @Override
    public SqlDialect sqlDialect() {
        return SqlDialect.GOOGLE_STANDARD_SQL;
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
    public Exporter<Table> getTableExporter() {
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
