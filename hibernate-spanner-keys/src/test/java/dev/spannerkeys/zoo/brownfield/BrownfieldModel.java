package dev.spannerkeys.zoo.brownfield;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.internal.mapping.TakenOverKey;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;

/**
 * Models written the stock way, as applications written for another database declare them, unchanged:
 * IDENTITY on an {@code Integer} id inherited from a {@code @MappedSuperclass} (a clinic's owners and pets),
 * a named sequence with {@code allocationSize = 50} and {@code @Version} (invoices), AUTO (shipments), one
 * {@code @SequenceGenerator} shared by two entities (a ledger's accounts and transfers), TABLE (vouchers), and
 * UUID ids ({@code java.util.UUID} and {@code String}). The library takes the numeric ids over.
 */
public final class BrownfieldModel implements ZooModel {

    @Override
    public String name() {
        return "brownfield";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Owner.class, Pet.class, Invoice.class, Shipment.class, Account.class, Transfer.class,
                Voucher.class, Attachment.class, Label.class);
    }

    @Override
    public void writeAndRead(SessionFactory factory) {
        Owner owner = new Owner();
        owner.setFirstName("Jean");
        owner.setLastName("Coleman");
        Pet pet = new Pet();
        pet.setName("Samantha");
        owner.addPet(pet);
        Invoice invoice = new Invoice();
        invoice.setAmount(new BigDecimal("80.00"));
        Account account = new Account();
        account.setName("cash");
        Transfer transfer = new Transfer();
        transfer.setAccount(account);
        transfer.setCents(8000);
        factory.inTransaction(session -> {
            session.persist(owner);
            session.persist(invoice);
            session.persist(account);
            session.persist(transfer);
        });
        assertTrue(owner.getId() >= TakenOverKey.LOWEST_NARROW_KEY, "owner id " + owner.getId());
        assertTrue(invoice.getId() > TakenOverKey.WIDE_SKIP_RANGE_MAX, "invoice id " + invoice.getId());
        factory.inTransaction(session -> {
            Owner read = session.find(Owner.class, owner.getId());
            assertEquals("Samantha", read.getPets().get(0).getName());
            Invoice paid = session.find(Invoice.class, invoice.getId());
            paid.setAmount(new BigDecimal("75.00"));
        });
        factory.inTransaction(session -> {
            assertEquals(1L, session.find(Invoice.class, invoice.getId()).getVersion());
            assertEquals("cash", session.find(Transfer.class, transfer.getId()).getAccount().getName());
        });
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return Map.of("@Version", "is versioned: its optimistic-lock check needs DML");
    }

    @Override
    public ZooWrites writes() {
        return new BrownfieldWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("@GeneratedValue(IDENTITY) Integer on a @MappedSuperclass", "@GeneratedValue(SEQUENCE) with "
                + "@SequenceGenerator(allocationSize = 50)", "@GeneratedValue(AUTO) Long",
                "@SequenceGenerator shared by two entities", "@GeneratedValue(TABLE)", "@GeneratedValue UUID",
                "@GeneratedValue(UUID) String", "@Version", "@OneToMany(mappedBy)", "@ManyToOne");
    }
}
