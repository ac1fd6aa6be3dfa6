package dev.spannerkeys.hibernate.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.cloud.spanner.ErrorCode;
import com.google.cloud.spanner.SpannerExceptionFactory;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Optional;
import org.hibernate.TransactionException;
import org.junit.jupiter.api.Test;

/** Which commit failures guarantee that nothing was written, and how the code is found in a failure. */
class SpannerErrorsTest {

    @Test
    void onlySpannersRefusalsOfTheWholeTransactionGuaranteeThatNothingWasWritten() {
        EnumSet<ErrorCode> nothing = EnumSet.of(ErrorCode.ABORTED, ErrorCode.ALREADY_EXISTS,
                ErrorCode.FAILED_PRECONDITION, ErrorCode.INVALID_ARGUMENT, ErrorCode.NOT_FOUND, ErrorCode.OUT_OF_RANGE);
        for (ErrorCode code : ErrorCode.values()) {
            assertEquals(nothing.contains(code), SpannerErrors.guaranteesNothingCommitted(code), code::name);
        }
        for (ErrorCode unknown : EnumSet.of(ErrorCode.UNAVAILABLE, ErrorCode.DEADLINE_EXCEEDED, ErrorCode.UNKNOWN,
                ErrorCode.INTERNAL, ErrorCode.CANCELLED)) {
            assertFalse(SpannerErrors.guaranteesNothingCommitted(unknown), unknown::name);
        }
    }

    @Test
    void theCodeIsFoundThroughHibernatesAndTheDriversWrappers() {
        SQLException driver = SpannerErrors.asSqlException(
                SpannerExceptionFactory.newSpannerException(ErrorCode.ABORTED, "Transaction was aborted"));
        assertEquals(10, driver.getErrorCode());
        TransactionException hibernate = new TransactionException("Unable to commit against JDBC Connection", driver);
        assertEquals(Optional.of(ErrorCode.ABORTED), SpannerErrors.codeOf(hibernate));
        assertEquals(Optional.empty(), SpannerErrors.codeOf(new IllegalStateException("not Spanner's")));
        SQLException chained = new SQLException("batch failed");
        chained.setNextException(SpannerErrors.asSqlException(
                SpannerExceptionFactory.newSpannerException(ErrorCode.UNAVAILABLE, "io exception")));
        assertEquals(Optional.of(ErrorCode.UNAVAILABLE), SpannerErrors.codeOf(chained));
    }

    @Test
    void aMissingInstanceOrDatabaseIsToldFromAMissingRow() {
        SpannerErrors.MissingResource database = SpannerErrors.missingInstanceOrDatabase(SpannerErrors.asSqlException(
                SpannerExceptionFactory.newSpannerException(ErrorCode.NOT_FOUND,
                        "Database not found: projects/p1/instances/i1/databases/d1"))).orElseThrow();
        assertFalse(database.instance());
        assertEquals("projects/p1/instances/i1/databases/d1", database.name());
        SpannerErrors.MissingResource instance = SpannerErrors.missingInstanceOrDatabase(
                SpannerExceptionFactory.newSpannerException(ErrorCode.NOT_FOUND,
                        "Instance not found: projects/p1/instances/gone")).orElseThrow();
        assertTrue(instance.instance());
        assertEquals("instance", instance.kind());
        assertTrue(SpannerErrors.missingInstanceOrDatabase(SpannerExceptionFactory.newSpannerException(
                ErrorCode.NOT_FOUND, "Table Halls: Row {Int64(1)} not found.")).isEmpty());
    }

    @Test
    void aUrlLosesItsSecretsButKeepsHowItReachesTheEmulator() {
        assertEquals("jdbc:cloudspanner://localhost:9010/projects/p/instances/i/databases/d;usePlainText=true;dialect=postgresql",
                SpannerDatabaseNotFoundException.withoutSecrets("jdbc:cloudspanner://localhost:9010/projects/p/instances/i/"
                        + "databases/d;usePlainText=true;credentials=/keys/sa.json;dialect=postgresql;oauthToken=abc"));
    }
}
