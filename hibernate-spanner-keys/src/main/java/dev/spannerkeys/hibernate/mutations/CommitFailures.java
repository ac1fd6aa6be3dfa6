package dev.spannerkeys.hibernate.mutations;

import com.google.cloud.spanner.ErrorCode;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.sql.SQLException;
import java.util.Set;
import org.hibernate.JDBCException;
import org.hibernate.TransactionException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.ConstraintViolationException.ConstraintKind;

/**
 * Translates a commit that Spanner rejected after mutations were buffered into the transaction.
 *
 * <p>With DML, a duplicate key or a child row without its parent fails the statement during the
 * flush; with mutations, Spanner finds it at commit, and Hibernate would report it as a bare
 * {@link TransactionException} ("Unable to commit against JDBC Connection"). This turns it into the
 * exception DML gives for the same error, a {@link ConstraintViolationException}, whose message names
 * the tables and quotes Spanner, which names the table and the key:
 * <ul>
 *   <li>{@code ALREADY_EXISTS} (a row with the key exists): kind {@code UNIQUE};</li>
 *   <li>{@code NOT_FOUND} (an interleaved child's parent row, or an updated row, does not exist):
 *       kind {@code OTHER};</li>
 *   <li>anything else: what Hibernate's {@code SQLExceptionConverter} makes of the error (which also
 *       recognizes foreign-key, unique-index and check violations).</li>
 * </ul>
 * The commit is atomic: a rejected commit wrote nothing, DML or mutation.
 */
final class CommitFailures {

    private CommitFailures() {
    }

    /**
     * The exception to throw for {@code failure}, a failed commit.
     *
     * @param bufferedRows how many rows the transaction buffered as mutations; with none, the failure is
     *        returned unchanged
     * @param bufferedMutations how many mutations (column values and deleted rows) these rows count for
     * @param tables the tables the mutations wrote
     * @param session a session of the transaction, for Hibernate's exception conversion
     */
    static RuntimeException translate(RuntimeException failure, long bufferedRows, long bufferedMutations,
            Set<String> tables, WriteMode mode, SharedSessionContractImplementor session) {
        if (bufferedRows == 0 || !(failure instanceof TransactionException)
                || !(failure.getCause() instanceof SQLException rejection)) {
            return failure;
        }
        String message = "Spanner rejected the commit of the " + bufferedRows + " rows (" + bufferedMutations
                + " mutations) this transaction wrote to " + String.join(", ", tables) + " as mutations ("
                + SpannerKeysSettings.WRITE_MODE + "=" + mode.settingValue() + ": errors that DML raises at flush "
                + "are raised at commit); nothing was written. Spanner: " + rejection.getMessage();
        JDBCException translated;
        if (rejection.getErrorCode() == code(ErrorCode.ALREADY_EXISTS)) {
            translated = new ConstraintViolationException(message, rejection, ConstraintKind.UNIQUE, null);
        } else if (rejection.getErrorCode() == code(ErrorCode.NOT_FOUND)) {
            translated = new ConstraintViolationException(message, rejection, ConstraintKind.OTHER, null);
        } else {
            translated = session.getJdbcServices().getSqlExceptionHelper().convert(rejection, message);
        }
        translated.addSuppressed(failure);
        return translated;
    }

    private static int code(ErrorCode code) {
        return code.getGrpcStatusCode().value();
    }
}
