package dev.spannerkeys.hibernate.internal.errors;

import dev.spannerkeys.hibernate.errors.PendingCommitTimestampReadException;
import dev.spannerkeys.hibernate.errors.ReadOnlyTransactionWriteException;
import dev.spannerkeys.hibernate.errors.SpannerDatabaseNotFoundException;
import dev.spannerkeys.hibernate.errors.SpannerErrors;
import com.google.cloud.spanner.ErrorCode;
import dev.spannerkeys.internal.schema.CommitTimestampAttributes;
import dev.spannerkeys.internal.schema.CommitTimestamps;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import dev.spannerkeys.internal.jdbc.AbortedTransactions;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.LockAcquisitionException;
import org.hibernate.exception.ConstraintViolationException.ConstraintKind;
import org.hibernate.exception.spi.SQLExceptionConversionDelegate;

/**
 * The conversion of Spanner's statement errors this library's dialects put before Hibernate's own, so
 * that an error has the same exception type in both dialects and every write mode (the mutation modes
 * report the same rejections at commit, converted alike by {@link CommitFailures}):
 * <ul>
 *   <li>a missing instance or database: {@link SpannerDatabaseNotFoundException}, naming it and the
 *       JDBC URL, instead of a constraint violation or a generic error;</li>
 *   <li>an insert of an interleaved child whose parent row does not exist: a
 *       {@link ConstraintViolationException} of kind {@code OTHER} (Hibernate's dialects give a bare
 *       {@code GenericJDBCException}), so Spring translates it to a
 *       {@code DataIntegrityViolationException};</li>
 *   <li>an insert of a primary key that exists, on a PostgreSQL-dialect database: a
 *       {@link ConstraintViolationException} of kind {@code UNIQUE}, as Hibernate's GoogleSQL dialect
 *       already reports it (its PostgreSQL dialect reads only PostgreSQL's SQLSTATEs, which the Spanner
 *       driver does not set).</li>
 *   <li>a read of a column holding a pending commit timestamp: {@link PendingCommitTimestampReadException},
 *       naming the attributes the column holds, why and what to do;</li>
 *   <li>a write in a read-only transaction: {@link ReadOnlyTransactionWriteException}, naming where read-only
 *       transactions come from and how to write instead;</li>
 *   <li>an aborted transaction ({@code ABORTED}, also the driver's "retried transaction saw different results",
 *       and on the emulator a transaction invalidated by another one): Hibernate's
 *       {@link LockAcquisitionException}, whatever the dialect makes of the code, saying that nothing was
 *       committed and how to run the transaction again. Spring translates it into a
 *       {@code CannotAcquireLockException}, a {@code ConcurrencyFailureException}; JPA wraps it in a
 *       {@code PersistenceException}.</li>
 * </ul>
 * Everything else goes to the dialect's own conversion.
 */
public final class SpannerExceptionConversion {

    /** What an aborted transaction means, after Hibernate's message. */
    static final String ABORTED = "Spanner aborted the transaction (or, on the emulator, another transaction ended it);"
            + " nothing it wrote is committed, and running the whole transaction again, from its first read, is safe:"
            + " SpannerTransactions.runWithRetry, or with Spring @Retryable(includes = ConcurrencyFailureException.class)"
            + " on the @Transactional method (see docs/transactions.md)";

    private SpannerExceptionConversion() {
    }

    /**
     * {@code next}, preceded by this library's conversions.
     *
     * @param url the database's JDBC URL for messages, or {@code null} when not known
     * @param commitTimestampAttributes the attributes the commit-timestamp columns hold, for the message of a
     *        refused read of a pending commit timestamp
     */
    public static SQLExceptionConversionDelegate before(SQLExceptionConversionDelegate next, String url,
            CommitTimestampAttributes commitTimestampAttributes) {
        return (exception, message, sql) -> {
            Optional<SpannerErrors.MissingResource> missing = SpannerErrors.missingInstanceOrDatabase(exception);
            if (missing.isPresent()) {
                return new SpannerDatabaseNotFoundException(missing.get(), url, exception, sql);
            }
            if (CommitTimestamps.isPendingRead(exception.getMessage())) {
                return new PendingCommitTimestampReadException(exception, sql,
                        commitTimestampAttributes.describe(exception.getMessage(), sql));
            }
            if (ReadOnlyTransactionWriteException.isRefusal(exception)) {
                return new ReadOnlyTransactionWriteException(exception, sql);
            }
            if (AbortedTransactions.retryable(exception)) {
                return new LockAcquisitionException(message + ": " + ABORTED, exception, sql);
            }
            String text = exception.getMessage() == null ? "" : exception.getMessage().toLowerCase(Locale.ROOT);
            // Matched on Spanner's wording: a JDBC batch reports the statement's code differently.
            if (text.contains("not found in parent table")) {
                return new ConstraintViolationException(message, exception, sql, ConstraintKind.OTHER, null);
            }
            // "Failed to insert row with primary key ({pk#id:1}) due to previously existing row": a
            // PostgreSQL-dialect JDBC batch reports it without the ALREADY_EXISTS code.
            if (text.contains("failed to insert row with primary key") || text.contains("due to previously existing row")
                    || SpannerErrors.codeOf(exception).orElse(null) == ErrorCode.ALREADY_EXISTS && isInsert(sql)) {
                return new ConstraintViolationException(message, exception, sql, ConstraintKind.UNIQUE, null);
            }
            return next == null ? null : next.convert(exception, message, sql);
        };
    }

    /** The JDBC URL of the database Hibernate resolved the dialect for, or {@code null}. */
    public static String urlOf(DialectResolutionInfo info) {
        DatabaseMetaData metadata = info == null ? null : info.getDatabaseMetadata();
        if (metadata == null) {
            return null;
        }
        try {
            return metadata.getURL();
        } catch (SQLException | RuntimeException e) {
            return null;
        }
    }

    private static boolean isInsert(String sql) {
        return sql != null && sql.stripLeading().regionMatches(true, 0, "insert", 0, "insert".length());
    }
}
