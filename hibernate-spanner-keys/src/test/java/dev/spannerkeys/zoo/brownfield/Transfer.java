package dev.spannerkeys.zoo.brownfield;

import jakarta.persistence.Entity;
import jakarta.persistence.ManyToOne;

/** A transfer between accounts of the ledger. */
@Entity
public class Transfer extends LedgerEntry {

    @ManyToOne
    private Account account;

    private long cents;

    public Account getAccount() {
        return account;
    }

    public void setAccount(Account account) {
        this.account = account;
    }

    public long getCents() {
        return cents;
    }

    public void setCents(long cents) {
        this.cents = cents;
    }
}
