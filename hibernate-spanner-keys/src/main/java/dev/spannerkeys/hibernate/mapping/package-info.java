/**
 * Reading an entity's mapping the way it was written, each of this library's annotations in exactly
 * one place: {@link dev.spannerkeys.hibernate.internal.mapping.SequenceDeclaration} ({@code @BitReversedSequence}),
 * {@link dev.spannerkeys.hibernate.internal.mapping.RandomUuidDeclaration} ({@code @RandomUuid}),
 * {@link dev.spannerkeys.hibernate.internal.mapping.ShardIdDeclaration} ({@code @ShardId}),
 * {@link dev.spannerkeys.hibernate.internal.mapping.InterleavedDeclaration} ({@code @Interleaved}),
 * {@link dev.spannerkeys.hibernate.internal.mapping.SpannerIndexDeclaration} ({@code @SpannerIndex}),
 * {@link dev.spannerkeys.hibernate.internal.mapping.SuppressionDeclaration} ({@code @SuppressAdvisorRule}) and
 * {@link dev.spannerkeys.hibernate.internal.mapping.KeyAttributes} (the {@code @Id} attributes in declared
 * order, with {@code @Descending}). Generators pass the annotation Hibernate hands them to the reader;
 * everything else finds it on the attribute's field or getter through
 * {@link dev.spannerkeys.hibernate.internal.mapping.AttributeMembers}; whether a column is stored as bytes comes
 * from the JDBC type Hibernate resolved ({@link dev.spannerkeys.hibernate.internal.mapping.JdbcTypes}). The one
 * form of bootstrap error is
 * {@link dev.spannerkeys.hibernate.internal.mapping.MappingProblems} (entity, attribute, problem, fix), raised as a
 * {@link dev.spannerkeys.hibernate.mapping.MappingProblemException} that keeps the parts apart.
 * Two checks run where Hibernate's own would come first with less to say:
 * {@link dev.spannerkeys.hibernate.internal.mapping.GeneratorAnnotationCheck} before Hibernate binds the entities
 * (two generator annotations on one attribute) and {@link dev.spannerkeys.hibernate.internal.mapping.ColumnSpellingCheck}
 * right after (column names that differ only in case).
 *
 * <p>Depends on {@code dev.spannerkeys.annotations}, the Hibernate-free {@code keys} and
 * {@code schema} (limits and definitions the readers validate against) and Hibernate's boot model;
 * the generator, shard, model and advisor packages read annotations through it, and only through it
 * (PackageStructureTest).
 */
package dev.spannerkeys.hibernate.mapping;
