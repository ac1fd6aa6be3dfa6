package dev.spannerkeys.hibernate;

import dev.spannerkeys.schema.SqlDialect;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.dialect.SpannerDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.mapping.Table;
import org.hibernate.tool.schema.spi.Exporter;

/**
 * Hibernate's {@link SpannerDialect} (GoogleSQL) with this library's schema export: tables end in
 * {@code ) PRIMARY KEY (...)}, key columns carry their generator's {@code DEFAULT}, and
 * {@code @BitReversedSequence} sequences are created with skip range and start counter.
 *
 * <p>Selected automatically by {@link SpannerKeysDialectResolver} when Hibernate connects to a
 * GoogleSQL Spanner database; set it as {@code hibernate.dialect} only to generate DDL scripts
 * without a connection.
 */
public class SpannerKeysDialect extends SpannerDialect implements SpannerKeysDialectSupport {

    private final Exporter<Table> tableExporter = new GoogleSqlTableExporter(this, super.getTableExporter());
    private final Exporter<Sequence> sequenceExporter =
            new BitReversedSequenceExporter(SqlDialect.GOOGLE_STANDARD_SQL, super.getSequenceExporter());

    /** For {@code hibernate.dialect} configuration. */
    public SpannerKeysDialect() {
    }

    /** Used by {@link SpannerKeysDialectResolver}. */
    public SpannerKeysDialect(DialectResolutionInfo info) {
        super(info);
    }

    @Override
    public SqlDialect sqlDialect() {
        return SqlDialect.GOOGLE_STANDARD_SQL;
    }

    @Override
    public Exporter<Table> getTableExporter() {
        return tableExporter;
    }

    @Override
    public Exporter<Sequence> getSequenceExporter() {
        return sequenceExporter;
    }
}
