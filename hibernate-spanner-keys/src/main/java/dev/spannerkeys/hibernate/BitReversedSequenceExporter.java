package dev.spannerkeys.hibernate;

import dev.spannerkeys.schema.SequenceDdl;
import dev.spannerkeys.schema.SqlDialect;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.tool.schema.spi.Exporter;

/**
 * Prints {@code CREATE SEQUENCE} / {@code DROP SEQUENCE} for {@link SpannerSequence}s through
 * {@link SequenceDdl}; other sequences go to the dialect's own exporter.
 */
final class BitReversedSequenceExporter implements Exporter<Sequence> {

    private final SequenceDdl ddl;
    private final Exporter<Sequence> fallback;

    BitReversedSequenceExporter(SqlDialect dialect, Exporter<Sequence> fallback) {
        this.ddl = new SequenceDdl(dialect);
        this.fallback = fallback;
    }

    @Override
    public String[] getSqlCreateStrings(Sequence sequence, Metadata metadata, SqlStringGenerationContext context) {
        if (sequence instanceof SpannerSequence spannerSequence) {
            return new String[] {ddl.create(spannerSequence.definition(), context.format(sequence.getName()))};
        }
        return fallback.getSqlCreateStrings(sequence, metadata, context);
    }

    @Override
    public String[] getSqlDropStrings(Sequence sequence, Metadata metadata, SqlStringGenerationContext context) {
        if (sequence instanceof SpannerSequence) {
            return new String[] {ddl.drop(context.format(sequence.getName()))};
        }
        return fallback.getSqlDropStrings(sequence, metadata, context);
    }
}
