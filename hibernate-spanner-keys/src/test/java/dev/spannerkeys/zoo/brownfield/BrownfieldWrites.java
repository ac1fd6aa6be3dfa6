package dev.spannerkeys.zoo.brownfield;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.hibernate.SessionFactory;

/**
 * A clinic's and a shop's services, written against the stock model: registering owners with their pets,
 * invoicing, shipping, transfers between accounts, vouchers and attachments; renaming pets and adjusting
 * invoices; removing owners with their pets (a JPA cascade) and cancelled vouchers.
 */
final class BrownfieldWrites implements ZooWrites {

    private final List<Integer> owners = new ArrayList<>();
    private final Map<Integer, String> pets = new TreeMap<>();
    private final Map<Long, BigDecimal> invoices = new TreeMap<>();
    private final List<Long> shipments = new ArrayList<>();
    private final List<Long> transfers = new ArrayList<>();
    private final List<Long> vouchers = new ArrayList<>();
    private final List<UUID> attachments = new ArrayList<>();
    private final List<String> labels = new ArrayList<>();
    private Long account;

    @Override
    public int load(SessionFactory factory, int aggregates) {
        factory.inTransaction(session -> {
            Account cash = new Account();
            cash.setName("cash");
            session.persist(cash);
            for (int i = 0; i < aggregates; i++) {
                Owner owner = new Owner();
                owner.setFirstName("owner " + i);
                owner.setLastName("last " + i);
                for (int p = 0; p < 2; p++) {
                    Pet pet = new Pet();
                    pet.setName("pet " + i + "-" + p);
                    owner.addPet(pet);
                }
                session.persist(owner);
                Invoice invoice = new Invoice();
                invoice.setAmount(new BigDecimal(10 + i));
                session.persist(invoice);
                Shipment shipment = new Shipment();
                shipment.setDestination("city " + i);
                session.persist(shipment);
                Transfer transfer = new Transfer();
                transfer.setAccount(cash);
                transfer.setCents(100L * i);
                session.persist(transfer);
                Voucher voucher = new Voucher();
                voucher.setCode("V" + i);
                session.persist(voucher);
                Attachment attachment = new Attachment();
                attachment.setFileName("scan " + i);
                session.persist(attachment);
                Label label = new Label();
                label.setText("label " + i);
                session.persist(label);
                owners.add(owner.getId());
                owner.getPets().forEach(pet -> pets.put(pet.getId(), pet.getName()));
                invoices.put(invoice.getId(), invoice.getAmount());
                shipments.add(shipment.getId());
                transfers.add(transfer.getId());
                vouchers.add(voucher.getId());
                attachments.add(attachment.getId());
                labels.add(label.getId());
            }
            account = cash.getId();
        });
        return 1 + aggregates * 9;
    }

    @Override
    public void update(SessionFactory factory) {
        factory.inTransaction(session -> {
            for (Integer id : List.copyOf(pets.keySet())) {
                if (id % 2 == 0) {
                    Pet pet = session.find(Pet.class, id);
                    pet.setName(pet.getName() + " (renamed)");
                    pets.put(id, pet.getName());
                }
            }
            for (Long id : List.copyOf(invoices.keySet())) {
                Invoice invoice = session.find(Invoice.class, id);
                invoice.setAmount(invoice.getAmount().add(BigDecimal.ONE));
                invoices.put(id, invoice.getAmount());
            }
        });
    }

    @Override
    public void delete(SessionFactory factory) {
        factory.inTransaction(session -> {
            Integer removed = owners.remove(0);
            Owner owner = session.find(Owner.class, removed);
            owner.getPets().forEach(pet -> pets.remove(pet.getId()));
            session.remove(owner);                             // cascades to the pets
            session.remove(session.find(Voucher.class, vouchers.remove(0)));
        });
    }

    @Override
    public void readBack(SessionFactory factory) {
        factory.inTransaction(session -> {
            assertEquals(owners.size(), session.createQuery("from Owner", Owner.class).getResultList().size());
            Map<Integer, String> readPets = new TreeMap<>();
            session.createQuery("from Pet", Pet.class).getResultList().forEach(pet -> readPets.put(pet.getId(),
                    pet.getName()));
            assertEquals(pets, readPets);
            Map<Long, BigDecimal> readInvoices = new TreeMap<>();
            session.createQuery("from Invoice", Invoice.class).getResultList().forEach(invoice -> readInvoices.put(
                    invoice.getId(), invoice.getAmount().stripTrailingZeros()));
            Map<Long, BigDecimal> written = new TreeMap<>();
            invoices.forEach((id, amount) -> written.put(id, amount.stripTrailingZeros()));
            assertEquals(written, readInvoices);
            assertEquals(shipments.size(), session.createQuery("from Shipment", Shipment.class).getResultList().size());
            assertEquals(transfers.size(), session.createQuery("from Transfer t where t.account.id = :a", Transfer.class)
                    .setParameter("a", account).getResultList().size());
            assertEquals(vouchers.size(), session.createQuery("from Voucher", Voucher.class).getResultList().size());
            for (UUID id : attachments) {
                assertEquals(id, session.find(Attachment.class, id).getId());
            }
            for (String id : labels) {
                assertEquals(36, session.find(Label.class, id).getId().length());
            }
        });
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("owners", (long) owners.size(), "pets", (long) pets.size(), "Invoice", (long) invoices.size(),
                "Shipment", (long) shipments.size(), "Account", 1L, "Transfer", (long) transfers.size(),
                "Voucher", (long) vouchers.size(), "Attachment", (long) attachments.size(),
                "Label", (long) labels.size());
    }
}
