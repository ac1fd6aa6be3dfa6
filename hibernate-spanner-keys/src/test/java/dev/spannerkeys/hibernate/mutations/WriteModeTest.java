package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.config.InvalidSettingException;
import org.junit.jupiter.api.Test;

class WriteModeTest {

    @Test
    void theSettingValuesAreExactlyTheThreeDocumentedOnes() {
        assertEquals(WriteMode.DML, WriteMode.fromSetting("dml"));
        assertEquals(WriteMode.MUTATIONS_AT_COMMIT, WriteMode.fromSetting("mutations-at-commit"));
        assertEquals(WriteMode.MUTATIONS_ALWAYS, WriteMode.fromSetting(" Mutations-Always "));
        assertEquals(WriteMode.MUTATIONS_ALWAYS, WriteMode.fromSetting(WriteMode.MUTATIONS_ALWAYS));
    }

    @Test
    void withoutTheSettingWritesAreDml() {
        assertEquals(WriteMode.DML, WriteMode.fromSetting(null));
    }

    @Test
    void anUnknownValueFailsBootstrapListingTheAllowedOnes() {
        InvalidSettingException failure = assertThrows(InvalidSettingException.class,
                () -> WriteMode.fromSetting("mutations"));
        assertEquals("Setting 'spanner.keys.write-mode' = 'mutations': not one of the allowed values dml, "
                + "mutations-at-commit, mutations-always. Fix: set it to one of dml, mutations-at-commit, "
                + "mutations-always, or remove it for the default (dml)", failure.getMessage());
    }

    @Test
    void onlyDmlSendsNoMutations() {
        assertFalse(WriteMode.DML.usesMutations());
        assertTrue(WriteMode.MUTATIONS_AT_COMMIT.usesMutations());
        assertTrue(WriteMode.MUTATIONS_ALWAYS.usesMutations());
    }
}
