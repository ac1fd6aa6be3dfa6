package dev.spannerkeys.hibernate.mutations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hibernate.internal.util.config.ConfigurationException;
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
        ConfigurationException failure = assertThrows(ConfigurationException.class,
                () -> WriteMode.fromSetting("mutations"));
        assertEquals("Setting 'spanner.keys.write-mode' is 'mutations'; allowed values are 'dml', "
                + "'mutations-at-commit', 'mutations-always'", failure.getMessage());
    }

    @Test
    void onlyDmlSendsNoMutations() {
        assertFalse(WriteMode.DML.usesMutations());
        assertTrue(WriteMode.MUTATIONS_AT_COMMIT.usesMutations());
        assertTrue(WriteMode.MUTATIONS_ALWAYS.usesMutations());
    }
}
