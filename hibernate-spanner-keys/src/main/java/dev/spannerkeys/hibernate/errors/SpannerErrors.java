package dev.spannerkeys.hibernate.errors;

import com.google.cloud.spanner.DatabaseNotFoundException;
import com.google.cloud.spanner.ErrorCode;
import com.google.cloud.spanner.InstanceNotFoundException;
import com.google.cloud.spanner.SpannerException;
import com.google.cloud.spanner.jdbc.JdbcSqlException;
import dev.spannerkeys.internal.jdbc.AbortedTransactions;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Spanner's error code out of whatever a failure wraps it in (Hibernate's exceptions, the JDBC
 * driver's {@code SQLException}s, the client's {@code SpannerException}s), and says what the code
 * means for a commit.
 *
 * <p>What a failed commit left behind depends only on the code (Spanner's
 * {@code google.spanner.v1.Spanner.Commit} contract):
 * <ul>
 *   <li>{@code ABORTED}, {@code ALREADY_EXISTS}, {@code FAILED_PRECONDITION},
 *       {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code OUT_OF_RANGE}: Spanner refused the
 *       transaction; none of its writes were applied ({@link #guaranteesNothingCommitted});</li>
 *   <li>every other code, notably {@code UNAVAILABLE}, {@code DEADLINE_EXCEEDED}, {@code UNKNOWN},
 *       {@code INTERNAL} and {@code CANCELLED}: the request may have reached Spanner and been applied
 *       before the answer was lost; the outcome is unknown.</li>
 * </ul>
 *
 * <p>Stateless and thread-safe.
 */
public final class SpannerErrors {

    private static final Set<ErrorCode> NOTHING_COMMITTED = EnumSet.of(ErrorCode.ABORTED, ErrorCode.ALREADY_EXISTS,
            ErrorCode.FAILED_PRECONDITION, ErrorCode.INVALID_ARGUMENT, ErrorCode.NOT_FOUND, ErrorCode.OUT_OF_RANGE);

    /** Spanner's wording for a missing instance or database; the resource name is the second group. */
    private static final Pattern MISSING = Pattern.compile(
            "(Instance|Database) not found: (projects/[^\\s,;]+)", Pattern.CASE_INSENSITIVE);

    private SpannerErrors() {
    }

    /**
     * Spanner's error code for {@code failure}: the first code found walking its causes (and a
     * {@code SQLException}'s chained exceptions), from the JDBC driver's exceptions or the client's;
     * empty when no cause comes from Spanner.
     */
    public static Optional<ErrorCode> codeOf(Throwable failure) {
        for (Throwable cause : causes(failure)) {
            if (cause instanceof JdbcSqlException jdbc && jdbc.getCode() != null) {
                return Optional.of(fromNumber(jdbc.getCode().getNumber()));
            }
            if (cause instanceof SpannerException spanner) {
                return Optional.of(spanner.getErrorCode());
            }
        }
        return Optional.empty();
    }

    /**
     * Whether {@code failure} means that Spanner aborted the transaction, so that nothing it wrote was
     * committed and running the whole transaction again may succeed: {@code ABORTED} (a lock conflict, or the
     * driver's internal retry of an aborted transaction saw different results, its
     * {@code AbortedDueToConcurrentModificationException}), and on the emulator a transaction invalidated by
     * another one ({@code Transaction not found}, {@code Invalid transaction ID}). Looks through the causes of
     * Hibernate's, JPA's and Spring's exceptions; a {@link CommitOutcomeUnknownException} anywhere among them
     * means no: that commit may have been applied.
     */
    public static boolean abortedTransaction(Throwable failure) {
        boolean aborted = false;
        for (Throwable cause : causes(failure)) {
            if (cause instanceof CommitOutcomeUnknownException) {
                return false;
            }
            if (cause instanceof SQLException sql && AbortedTransactions.retryable(sql)
                    || cause instanceof SpannerException spanner && spanner.getErrorCode() == ErrorCode.ABORTED) {
                aborted = true;
            }
        }
        return aborted;
    }

    /**
     * Whether a commit that failed with {@code code} certainly wrote nothing: Spanner rejected the
     * transaction as a whole. For any other code the commit's outcome is unknown.
     */
    public static boolean guaranteesNothingCommitted(ErrorCode code) {
        return NOTHING_COMMITTED.contains(code);
    }

    /**
     * The instance or database {@code failure} reports missing, or empty.
     *
     * @return the resource name Spanner gave, e.g. {@code projects/p/instances/i/databases/d}, with
     *         whether it is the instance or the database that is missing
     */
    public static Optional<MissingResource> missingInstanceOrDatabase(Throwable failure) {
        for (Throwable cause : causes(failure)) {
            boolean instance = cause instanceof InstanceNotFoundException;
            boolean database = cause instanceof DatabaseNotFoundException;
            String message = cause.getMessage();
            if (message == null) {
                continue;
            }
            Matcher matcher = MISSING.matcher(message);
            if (matcher.find() && (instance || database || codeOf(cause).orElse(null) == ErrorCode.NOT_FOUND
                    || message.contains("NOT_FOUND"))) {
                return Optional.of(new MissingResource(
                        instance || !database && matcher.group(1).equalsIgnoreCase("instance"), matcher.group(2)));
            }
        }
        return Optional.empty();
    }

    /**
     * {@code failure}, which the Spanner client raised and the JDBC driver let through unconverted (as
     * {@code CloudSpannerJdbcConnection.getDialect()} and {@code DatabaseMetaData} methods do), as an
     * {@code SQLException} with Spanner's code as its error code, like the driver's own, for Hibernate's
     * exception conversion.
     */
    public static SQLException asSqlException(SpannerException failure) {
        return new SQLException(failure.getMessage(), null, failure.getErrorCode().getGrpcStatusCode().value(), failure);
    }

    /**
     * An instance or database Spanner reported missing.
     *
     * @param instance {@code true} for the instance, {@code false} for the database
     * @param name the resource name, e.g. {@code projects/p/instances/i/databases/d}
     */
    public record MissingResource(boolean instance, String name) {

        /** {@code "instance"} or {@code "database"}. */
        public String kind() {
            return instance ? "instance" : "database";
        }
    }

    private static ErrorCode fromNumber(int number) {
        for (ErrorCode code : ErrorCode.values()) {
            if (code.getGrpcStatusCode().value() == number) {
                return code;
            }
        }
        return ErrorCode.UNKNOWN;
    }

    /** {@code failure}, its causes, and the exceptions chained to any {@code SQLException} among them. */
    private static Iterable<Throwable> causes(Throwable failure) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        List<Throwable> all = new ArrayList<>();
        ArrayDeque<Throwable> pending = new ArrayDeque<>();
        if (failure != null) {
            pending.add(failure);
        }
        while (!pending.isEmpty() && all.size() < 64) {
            Throwable next = pending.poll();
            if (seen.put(next, Boolean.TRUE) != null) {
                continue;
            }
            all.add(next);
            if (next.getCause() != null) {
                pending.add(next.getCause());
            }
            if (next instanceof SQLException sql && sql.getNextException() != null) {
                pending.add(sql.getNextException());
            }
        }
        return all;
    }
}
