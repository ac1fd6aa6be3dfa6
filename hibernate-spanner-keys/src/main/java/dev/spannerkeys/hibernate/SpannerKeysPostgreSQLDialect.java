package dev.spannerkeys.hibernate;

import dev.spannerkeys.schema.SqlDialect;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.dialect.SpannerPostgreSQLDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.tool.schema.spi.Exporter;

/**
 * Hibernate's {@link SpannerPostgreSQLDialect} with this library's schema export:
 * {@code @BitReversedSequence} sequences are created as
 * {@code BIT_REVERSED_POSITIVE SKIP RANGE ... START COUNTER ...} and key columns carry their
 * generator's {@code DEFAULT}.
 *
 * <p>Selected automatically by {@link SpannerKeysDialectResolver} when Hibernate connects to a
 * PostgreSQL-dialect Spanner database.
 */
public class SpannerKeysPostgreSQLDialect extends SpannerPostgreSQLDialect implements SpannerKeysDialectSupport {

    private final Exporter<Sequence> sequenceExporter =
            new BitReversedSequenceExporter(SqlDialect.POSTGRESQL, super.getSequenceExporter());

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
    public Exporter<Sequence> getSequenceExporter() {
        return sequenceExporter;
    }
}
