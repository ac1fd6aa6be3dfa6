package dev.spannerkeys.zoo.brownfield;

import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.SequenceGenerator;

/** The id of the ledger's entities: one named sequence generator shared by {@link Account} and {@link Transfer}. */
@MappedSuperclass
public abstract class LedgerEntry {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "ledger_gen")
    @SequenceGenerator(name = "ledger_gen", sequenceName = "ledger_seq")
    private long id;

    public long getId() {
        return id;
    }
}
