/**
 * What a Spanner error means for the application, in every write mode: whether a failed commit wrote
 * nothing ({@link dev.spannerkeys.hibernate.errors.SpannerErrors}, the exception DML gives, saying so)
 * or may have written everything
 * ({@link dev.spannerkeys.hibernate.errors.CommitOutcomeUnknownException}); how long a commit may wait
 * ({@link dev.spannerkeys.hibernate.internal.errors.CommitDeadline}, setting
 * {@value dev.spannerkeys.hibernate.config.SpannerKeysSettings#COMMIT_TIMEOUT}), enforced, like the
 * sequence refill's bound, by {@link dev.spannerkeys.hibernate.internal.errors.ThreadDeadline}; statement errors
 * converted alike in both dialects
 * ({@link dev.spannerkeys.hibernate.internal.errors.SpannerExceptionConversion}); and a missing instance or
 * database named at bootstrap and at run time
 * ({@link dev.spannerkeys.hibernate.errors.SpannerDatabaseNotFoundException}).
 *
 * <p>The write path in {@code dev.spannerkeys.hibernate.mutations} calls
 * {@link dev.spannerkeys.hibernate.internal.errors.CommitFailures} and
 * {@link dev.spannerkeys.hibernate.internal.errors.CommitDeadline} around every commit; the dialects in
 * {@code dev.spannerkeys.hibernate} install the conversion. This package depends on Hibernate, the
 * Spanner client and {@code dev.spannerkeys.hibernate.config} only. See {@code docs/reliability.md}.
 */
package dev.spannerkeys.hibernate.errors;
