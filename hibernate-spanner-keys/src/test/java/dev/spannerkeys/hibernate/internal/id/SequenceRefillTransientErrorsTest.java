package dev.spannerkeys.hibernate.internal.id;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * Which refill failures are tried again. The emulator's sequence race on PostgreSQL-dialect databases is, with the
 * wording the driver reports (measured: {@code INTERNAL: io.grpc.StatusRuntimeException: INTERNAL: Sequence function
 * needs access to the schema in the Emulator - Statement: 'SELECT nextval('revinfo_seq') FROM unnest($1)'});
 * another {@code INTERNAL} error is not.
 */
class SequenceRefillTransientErrorsTest {

    private static SQLException failure(int code, String message) {
        return new SQLException(message, null, code);
    }

    @Test
    void theEmulatorsSequenceRaceIsTriedAgain() {
        assertTrue(SequenceRefill.isTransient(failure(SequenceRefill.INTERNAL, "INTERNAL: io.grpc.StatusRuntimeException:"
                + " INTERNAL: Sequence function needs access to the schema in the Emulator - Statement:"
                + " 'SELECT nextval('revinfo_seq') FROM unnest($1)'")));
        assertTrue(SequenceRefill.isTransient(failure(SequenceRefill.ABORTED, "ABORTED: Transaction was aborted.")));
    }

    @Test
    void otherInternalErrorsAreNot() {
        assertFalse(SequenceRefill.isTransient(failure(SequenceRefill.INTERNAL, "INTERNAL: something else")));
        assertFalse(SequenceRefill.isTransient(failure(SequenceRefill.INTERNAL, null)));
        assertFalse(SequenceRefill.isTransient(failure(5, "NOT_FOUND: Sequence not found: revinfo_seq")));
    }
}
