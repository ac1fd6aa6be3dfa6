package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.internal.SpannerKeysDialectResolver;
import dev.spannerkeys.hibernate.internal.LockHint;
import dev.spannerkeys.hibernate.internal.InlineMultiTableMutations;
import dev.spannerkeys.hibernate.internal.MultiTableInsertRefusal;
import dev.spannerkeys.hibernate.internal.SpannerKeysSqlAstTranslator;
import dev.spannerkeys.hibernate.internal.StatementHints;
import dev.spannerkeys.hibernate.internal.errors.SpannerExceptionConversion;
import dev.spannerkeys.hibernate.internal.schematool.SpannerSchemaExport;
import dev.spannerkeys.hibernate.internal.QuotingIdentifierHelper;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import org.hibernate.engine.jdbc.env.spi.IdentifierHelper;
import org.hibernate.engine.jdbc.env.spi.IdentifierHelperBuilder;
import java.util.Map;
import org.hibernate.LockOptions;
import org.hibernate.dialect.lock.spi.LockingSupport;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.sql.ast.SqlAstTranslator;
import org.hibernate.sql.ast.SqlAstTranslatorFactory;
import org.hibernate.sql.ast.spi.LockingClauseStrategy;
import org.hibernate.sql.ast.spi.StandardSqlAstTranslatorFactory;
import org.hibernate.sql.ast.tree.Statement;
import org.hibernate.sql.ast.tree.select.QuerySpec;
import org.hibernate.sql.exec.spi.JdbcOperation;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.dialect.SpannerDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.exception.spi.SQLExceptionConversionDelegate;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.metamodel.spi.RuntimeModelCreationContext;
import org.hibernate.query.sqm.mutation.spi.SqmMultiTableInsertStrategy;
import org.hibernate.query.sqm.mutation.spi.SqmMultiTableMutationStrategy;
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
public class SpannerKeysDialect extends SpannerDialect {

    private final SpannerSchemaExport schemaExport = new SpannerSchemaExport(this, SqlDialect.GOOGLE_STANDARD_SQL,
            super.getForeignKeyExporter(), super.getSequenceExporter());

    /** The JDBC URL the dialect was resolved for (for error messages), or {@code null}. */
    private String url;

    /** For {@code hibernate.dialect} configuration. */
    public SpannerKeysDialect() {
    }

    /** Used by {@link SpannerKeysDialectResolver}. */
    public SpannerKeysDialect(DialectResolutionInfo info) {
        super(info);
        this.url = SpannerExceptionConversion.urlOf(info);
    }

    /** Named schemas exist in GoogleSQL ({@code CREATE SCHEMA s}); the stock dialect refuses to create them. */
    /**
     * A {@code java.util.UUID} bound as a UUID ({@code @JdbcType(UUIDJdbcType.class)}, as
     * {@code @RandomUuid(storage = UuidStorage.UUID)} asks) is stored in Spanner's native {@code UUID} type; the
     * stock dialect has no column type for it. The default mapping of {@code java.util.UUID} stays
     * {@code BYTES(16)}.
     */
    @Override
    protected void registerColumnTypes(org.hibernate.boot.model.TypeContributions typeContributions,
            org.hibernate.service.ServiceRegistry serviceRegistry) {
        super.registerColumnTypes(typeContributions, serviceRegistry);
        typeContributions.getTypeConfiguration().getDdlTypeRegistry().addDescriptorIfAbsent(
                new org.hibernate.type.descriptor.sql.internal.DdlTypeImpl(org.hibernate.type.SqlTypes.UUID, "UUID", this));
    }

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




    /**
     * Hibernate's identifier helper, quoting in addition GoogleSQL's reserved keywords ({@code Order},
     * {@code Group}, {@code At}) and names that are not regular identifiers
     * ({@code hire date}) wherever they are identifiers, as {@code hibernate.auto_quote_keyword} does, without
     * any setting: an entity {@code Order} works unchanged, in DDL, DML and queries alike.
     */
    @Override
    public IdentifierHelper buildIdentifierHelper(IdentifierHelperBuilder builder, DatabaseMetaData metadata)
            throws SQLException {
        return QuotingIdentifierHelper.of(super.buildIdentifierHelper(builder, metadata),
                SqlDialect.GOOGLE_STANDARD_SQL);
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

    /**
     * HQL updates and deletes of entities spread over several tables (JOINED inheritance, secondary
     * tables) restrict each table by the matching ids inline, each by its own key columns (see
     * {@link InlineMultiTableMutations}). The stock strategy keeps the ids in a "temporary" table that it
     * creates, as an ordinary table, when the session factory starts: a schema change outside the schema
     * tool on every start, missing from every script and never dropped (PostgreSQL dialect), or not
     * created at all (GoogleSQL rejects its DDL).
     */
    @Override
    public SqmMultiTableMutationStrategy getFallbackSqmMutationStrategy(EntityMappingType entity,
            RuntimeModelCreationContext context) {
        return InlineMultiTableMutations.strategy();
    }

    /** HQL inserts into entities of several tables are refused (see {@link MultiTableInsertRefusal}). */
    @Override
    public SqmMultiTableInsertStrategy getFallbackSqmInsertStrategy(EntityMappingType entity,
            RuntimeModelCreationContext context) {
        return new MultiTableInsertRefusal(entity);
    }

    @Override
    public SchemaManagementTool getFallbackSchemaManagementTool(Map<String, Object> configurationValues,
            ServiceRegistryImplementor registry) {
        return schemaExport.newSchemaManagementTool();
    }

    /**
     * Spanner's statement errors converted alike in both dialects and every write mode: a missing
     * instance or database, an interleaved child without its parent, a duplicate primary key (see
     * {@link SpannerExceptionConversion}); the rest as Hibernate's dialect converts them.
     */
    @Override
    public SQLExceptionConversionDelegate buildSQLExceptionConversionDelegate() {
        return SpannerExceptionConversion.before(super.buildSQLExceptionConversionDelegate(), url,
                schemaExport.commitTimestampAttributes());
    }

    /**
     * Pessimistic locks as Spanner's statement hint in front of the {@code SELECT} (see {@link LockHint});
     * a lock timeout, {@code NOWAIT} and {@code SKIP LOCKED} are refused.
     */
    @Override
    public LockingClauseStrategy getLockingClauseStrategy(QuerySpec querySpec, LockOptions lockOptions) {
        LockHint.requireSupported(lockOptions);
        LockingClauseStrategy dialectStrategy = super.getLockingClauseStrategy(querySpec, lockOptions);
        return lockOptions == null || !lockOptions.getLockMode().isPessimistic() ? dialectStrategy
                : LockHint.wrap(dialectStrategy, lockOptions.getLockMode(), false);
    }

    /**
     * Hibernate's query hints ({@code addQueryHint}, the hint {@code org.hibernate.query.database}) as Spanner's
     * hints: table hints such as {@code FORCE_INDEX=SingersByLastName} after the queried table
     * ({@code FROM Singers@{FORCE_INDEX=SingersByLastName}}), other hints in the statement's hint block (see
     * {@link StatementHints}). The stock dialect drops them.
     */
    @Override
    public String getQueryHintString(String query, java.util.List<String> hintList) {
        return hintList.isEmpty() ? query : StatementHints.apply(query, hintList, false);
    }

    @Override
    public String getQueryHintString(String query, String hints) {
        return hints == null || hints.isBlank() ? query : StatementHints.apply(query, java.util.List.of(hints), false);
    }

    @Override
    public LockingSupport getLockingSupport() {
        return LockHint.LOCKING_SUPPORT;
    }

    @Override
    public SqlAstTranslatorFactory getSqlAstTranslatorFactory() {
        return new StandardSqlAstTranslatorFactory() {
            @Override
            protected <T extends JdbcOperation> SqlAstTranslator<T> buildTranslator(SessionFactoryImplementor factory,
                    Statement statement) {
                return new SpannerKeysSqlAstTranslator<>(factory, statement);
            }
        };
    }
}
