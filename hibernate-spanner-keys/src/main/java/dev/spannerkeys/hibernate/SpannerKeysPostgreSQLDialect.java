package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.internal.SpannerKeysDialectResolver;
import dev.spannerkeys.hibernate.internal.LockHint;
import dev.spannerkeys.hibernate.internal.InlineMultiTableMutations;
import dev.spannerkeys.hibernate.internal.MultiTableInsertRefusal;
import dev.spannerkeys.hibernate.internal.SpannerKeysPostgreSQLSqlAstTranslator;
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
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.dialect.DatabaseVersion;
import org.hibernate.dialect.SpannerPostgreSQLDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.exception.spi.SQLExceptionConversionDelegate;
import org.hibernate.mapping.ForeignKey;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.metamodel.spi.RuntimeModelCreationContext;
import org.hibernate.query.sqm.mutation.spi.SqmMultiTableInsertStrategy;
import org.hibernate.query.sqm.mutation.spi.SqmMultiTableMutationStrategy;
import org.hibernate.mapping.Index;
import org.hibernate.mapping.UniqueKey;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.tool.schema.internal.StandardTableExporter;
import org.hibernate.tool.schema.spi.Exporter;
import org.hibernate.tool.schema.spi.SchemaManagementTool;
import org.hibernate.tool.schema.spi.TableMigrator;
import org.hibernate.persister.entity.mutation.EntityMutationTarget;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.internal.OptionalTableUpdate;
import org.hibernate.sql.model.jdbc.OptionalTableUpdateOperation;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.jdbc.UuidAsBinaryJdbcType;

/**
 * Hibernate's {@link SpannerPostgreSQLDialect} with this library's schema export, as
 * {@link SpannerKeysDialect} does for GoogleSQL: interleaved tables created parents first,
 * {@code @SpannerIndex} options as {@code INCLUDE (...)}, {@code WHERE col IS NOT NULL} and
 * {@code INTERLEAVE IN}, sequences as {@code BIT_REVERSED_POSITIVE SKIP RANGE ... START COUNTER ...},
 * key columns with their generator's {@code DEFAULT}, one DDL batch. {@code @Descending} key parts,
 * which this dialect cannot express, are refused at bootstrap. {@code java.util.UUID} is stored as
 * {@code bytea} (the stock dialect's {@code uuid} column type does not exist in Spanner). Optional secondary tables
 * and stateless upserts are written by an update, insert or delete instead of {@code MERGE}, which Spanner's
 * PostgreSQL interface lacks.
 *
 * <p>Selected automatically by {@link SpannerKeysDialectResolver} when Hibernate connects to a
 * PostgreSQL-dialect Spanner database.
 */
public class SpannerKeysPostgreSQLDialect extends SpannerPostgreSQLDialect {

    private final SpannerSchemaExport schemaExport = new SpannerSchemaExport(this, SqlDialect.POSTGRESQL,
            super.getForeignKeyExporter(), super.getSequenceExporter());

    /** The JDBC URL the dialect was resolved for (for error messages), or {@code null}. */
    private String url;

    /** For {@code hibernate.dialect} configuration. */
    public SpannerKeysPostgreSQLDialect() {
    }

    /**
     * Used by {@link SpannerKeysDialectResolver}. The database's reported version is not used:
     * Spanner reports its own version (1.0), which Hibernate would compare with PostgreSQL's and warn
     * about (HHH000511), and a dialect configured by version would print other DDL than the one
     * {@code hibernate.dialect} or the offline tool creates. Like the stock dialect's version
     * constructor, this one assumes the PostgreSQL version Spanner's interface follows.
     */
    public SpannerKeysPostgreSQLDialect(DialectResolutionInfo info) {
        super((DatabaseVersion) info);
        this.url = SpannerExceptionConversion.urlOf(info);
    }


    @Override
    public void contributeTypes(TypeContributions typeContributions, ServiceRegistry serviceRegistry) {
        super.contributeTypes(typeContributions, serviceRegistry);
        // Spanner's PostgreSQL interface has no uuid column type ("use text or bytea instead"), though
        // the stock dialect emits one: store UUIDs as bytea, as GoogleSQL stores them as BYTES(16).
        typeContributions.getTypeConfiguration().getJdbcTypeRegistry()
                .addDescriptor(SqlTypes.UUID, UuidAsBinaryJdbcType.INSTANCE);
    }

    /**
     * A commit-timestamp column ({@code spanner.commit_timestamp}, written for {@code @CommitTimestamp}) is
     * a timestamp that the driver's metadata reports with no type code ({@code Types.NULL}): Hibernate's
     * column-type check of {@code validate} takes it for the mapped timestamp. Nothing else slips through:
     * the library's own validation, which follows it, compares each column's type and commit-timestamp
     * option exactly.
     */
    @Override
    public boolean equivalentTypes(int typeCode1, int typeCode2) {
        return super.equivalentTypes(typeCode1, typeCode2)
                || isTimestamp(typeCode1) && typeCode2 == SqlTypes.NULL
                || isTimestamp(typeCode2) && typeCode1 == SqlTypes.NULL;
    }

    private static boolean isTimestamp(int typeCode) {
        return typeCode == SqlTypes.TIMESTAMP || typeCode == SqlTypes.TIMESTAMP_UTC
                || typeCode == SqlTypes.TIMESTAMP_WITH_TIMEZONE;
    }


    /**
     * Hibernate's identifier helper, quoting in addition PostgreSQL's reserved keywords ({@code user},
     * {@code order}, {@code group}) and names that are not regular identifiers
     * ({@code hire date}) wherever they are identifiers, as {@code hibernate.auto_quote_keyword} does, without
     * any setting: an entity {@code Order} works unchanged, in DDL, DML and queries alike.
     */
    @Override
    public IdentifierHelper buildIdentifierHelper(IdentifierHelperBuilder builder, DatabaseMetaData metadata)
            throws SQLException {
        return QuotingIdentifierHelper.of(super.buildIdentifierHelper(builder, metadata), SqlDialect.POSTGRESQL);
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
    /**
     * Hibernate's statement-by-statement form (update, then insert if no row was updated; delete when every value is
     * null) for an optional secondary table and a {@code StatelessSession.upsert}, instead of PostgreSQL's
     * {@code MERGE}, which Spanner's PostgreSQL interface does not have ("Unknown statement: merge into ...").
     */
    @Override
    public MutationOperation createOptionalTableUpdateOperation(EntityMutationTarget mutationTarget,
            OptionalTableUpdate optionalTableUpdate, SessionFactoryImplementor factory) {
        return new OptionalTableUpdateOperation(mutationTarget, optionalTableUpdate, factory);
    }

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
                : LockHint.wrap(dialectStrategy, lockOptions.getLockMode(), true);
    }

    /**
     * Hibernate's query hints ({@code addQueryHint}, the hint {@code org.hibernate.query.database}) as Spanner's
     * hints: table hints such as {@code FORCE_INDEX=singers_by_last_name} after the queried table
     * ({@code FROM singers /*@ FORCE_INDEX=singers_by_last_name *}{@code /}), other hints in the statement's
     * hint block (see {@link StatementHints}). Hibernate's PostgreSQL dialect writes {@code /*+ ... *}{@code /},
     * which Spanner ignores.
     */
    @Override
    public String getQueryHintString(String query, java.util.List<String> hintList) {
        return hintList.isEmpty() ? query : StatementHints.apply(query, hintList, true);
    }

    @Override
    public String getQueryHintString(String query, String hints) {
        return hints == null || hints.isBlank() ? query : StatementHints.apply(query, java.util.List.of(hints), true);
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
                return new SpannerKeysPostgreSQLSqlAstTranslator<>(factory, statement);
            }
        };
    }
}
