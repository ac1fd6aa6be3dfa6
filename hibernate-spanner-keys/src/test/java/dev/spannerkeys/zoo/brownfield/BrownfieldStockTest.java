package dev.spannerkeys.zoo.brownfield;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.emulator.DatabaseDialect;
import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulator;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The brownfield models with {@code spanner.keys.generated-values=stock}, what changes against the default:
 * the clinic's {@code Integer} IDENTITY ids are refused before any DDL (a stock identity's values need 63
 * bits), and the {@code Long} and UUID models start in both dialects, Hibernate's own sequences created
 * {@code bit_reversed_positive} (a PostgreSQL-dialect database refuses a sequence without a kind), one round
 * trip per id.
 */
@SpannerEmulatorTest
class BrownfieldStockTest {

    static final Map<String, Object> STOCK = Map.of(SpannerKeysSettings.GENERATED_VALUES, "stock");

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void stockGeneratorsStartInBothDialectsAndIntegerIdentityIdsAreRefused(DatabaseDialect dialect,
            SpannerEmulator emulator) throws Exception {
        EmulatorDatabase database = emulator.newDatabase(dialect);
        RuntimeException refused = assertThrows(RuntimeException.class, () -> TestSessionFactories.create(database,
                STOCK, new BrownfieldModel().entities().toArray(Class<?>[]::new)).close());
        StringBuilder messages = new StringBuilder();
        for (Throwable t = refused; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append(" | ");
        }
        assertTrue(messages.toString().contains("which the Integer attribute cannot hold")
                && messages.toString().contains("spanner.keys.generated-values' at take-over"), messages.toString());
        String tables = dialect == DatabaseDialect.POSTGRESQL
                ? "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
                : "SELECT table_name FROM information_schema.tables WHERE table_schema = ''";
        assertEquals(List.of(), SqlQueries.rows(database, tables));

        try (SessionFactory factory = TestSessionFactories.create(database, STOCK, Invoice.class, Shipment.class,
                Account.class, Transfer.class, Attachment.class, Label.class)) {
            Invoice invoice = new Invoice();
            invoice.setAmount(BigDecimal.TEN);
            Shipment shipment = new Shipment();
            shipment.setDestination("Porto");
            Account account = new Account();
            account.setName("cash");
            Transfer transfer = new Transfer();
            transfer.setAccount(account);
            factory.inTransaction(session -> List.of(invoice, shipment, account, transfer).forEach(session::persist));
            // A stock sequence's values: bit-reversed, from 2^62 on, with no skip range.
            assertTrue(invoice.getId() > 0 && shipment.getId() > 0 && transfer.getId() > 0);
            factory.inTransaction(session -> assertEquals("cash", session.find(Transfer.class, transfer.getId())
                    .getAccount().getName()));
        }
        String sequences = dialect == DatabaseDialect.POSTGRESQL
                ? "SELECT sequence_name FROM information_schema.sequences ORDER BY sequence_name"
                : "SELECT name FROM information_schema.sequences ORDER BY name";
        assertEquals(List.of("Shipment_SEQ", "invoice_seq", "ledger_seq").stream().map(String::toLowerCase).sorted()
                .toList(), SqlQueries.rows(database, sequences).stream().map(row -> String.valueOf(row).toLowerCase()
                        .replaceAll("[\\[\\]]", "")).sorted().toList());
    }
}
