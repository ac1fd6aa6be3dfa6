package dev.spannerkeys.zoo.brownfield;

import jakarta.persistence.Entity;

/** An account of the ledger. */
@Entity
public class Account extends LedgerEntry {

    private String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
