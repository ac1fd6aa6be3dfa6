package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.hibernate.internal.id.SpannerSequence;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.ddl.DdlWriter;
import dev.spannerkeys.hibernate.internal.model.SchemaModels;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.relational.Sequence;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.tool.schema.spi.Exporter;

/**
 * Prints {@code CREATE SEQUENCE} / {@code DROP SEQUENCE} for {@link SpannerSequence}s through the
 * persistence unit's {@link DdlWriter}, with the name rendered as the generator renders it; other sequences go to the
 * dialect's own exporter, except Hibernate's own sequences in the PostgreSQL dialect, which are created
 * {@code BIT_REVERSED_POSITIVE}.
 */
public final class BitReversedSequenceExporter implements Exporter<Sequence> {

    private final SchemaModels models;
    private final Exporter<Sequence> fallback;

    BitReversedSequenceExporter(SchemaModels models, Exporter<Sequence> fallback) {
        this.models = models;
        this.fallback = fallback;
    }

    @Override
    public String[] getSqlCreateStrings(Sequence sequence, Metadata metadata, SqlStringGenerationContext context) {
        if (sequence instanceof SpannerSequence spannerSequence) {
            return new String[] {models.writer(metadata).createSequence(spannerSequence.definition())};
        }
        if (models.dialect() == SqlDialect.POSTGRESQL) {
            // Hibernate's own sequence ("create sequence s start counter with 1") has no kind, which a
            // PostgreSQL-dialect database refuses unless its default_sequence_kind is set: give it the one
            // kind Spanner has.
            // Named through the persistence unit's writer, which renders the sequence as Hibernate does.
            String name = sequence.getName().getSequenceName().getText();
            return new String[] {models.writer(metadata).createSequence(new SequenceDefinition(name,
                    Math.max(1, sequence.getInitialValue()), 0, 0))};
        }
        return fallback.getSqlCreateStrings(sequence, metadata, context);
    }

    @Override
    public String[] getSqlDropStrings(Sequence sequence, Metadata metadata, SqlStringGenerationContext context) {
        if (sequence instanceof SpannerSequence spannerSequence) {
            return new String[] {models.writer(metadata).dropSequence(spannerSequence.definition().name())};
        }
        return fallback.getSqlDropStrings(sequence, metadata, context);
    }
}
