package dev.spannerkeys.hibernate.mutations;

import java.util.Locale;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.ConstraintViolationException.ConstraintKind;
import org.hibernate.exception.spi.SQLExceptionConversionDelegate;

/**
 * Makes a DML insert of an interleaved child whose parent row does not exist a
 * {@link ConstraintViolationException} (kind {@code OTHER}), which Hibernate's Spanner dialects
 * report as a bare {@code GenericJDBCException}. A missing parent is a data-integrity violation; with
 * it, the error has the same type in every write mode. A duplicate key that a PostgreSQL-dialect
 * JDBC batch reports without its ALREADY_EXISTS code is made a {@code UNIQUE} violation the same way; (the mutation modes report the same rejection,
 * found at commit, this way: see {@link CommitFailures}), so Spring translates it to a
 * {@code DataIntegrityViolationException} whichever mode wrote the row. Other errors are left to the
 * dialect's own conversion.
 */
public final class MissingParentConversion {

    private MissingParentConversion() {
    }

    /** {@code next}, preceded by the conversion of a missing interleaving parent. */
    public static SQLExceptionConversionDelegate before(SQLExceptionConversionDelegate next) {
        return (exception, message, sql) -> {
            String text = exception.getMessage() == null ? "" : exception.getMessage().toLowerCase(Locale.ROOT);
            // Matched on Spanner's wording: a JDBC batch reports the statement's code differently.
            if (text.contains("not found in parent table")) {
                return new ConstraintViolationException(message, exception, sql, ConstraintKind.OTHER, null);
            }
            // A duplicate key, as a PostgreSQL-dialect JDBC batch reports it (without the ALREADY_EXISTS code).
            if (text.contains("due to previously existing row")) {
                return new ConstraintViolationException(message, exception, sql, ConstraintKind.UNIQUE, null);
            }
            return next == null ? null : next.convert(exception, message, sql);
        };
    }
}
