package dev.spannerkeys.zoo.ledger;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.math.BigDecimal;
import java.util.Currency;

/**
 * An account, migrated from a database whose keys came from a plain sequence: the new keys skip
 * that range, and the counter starts past what the old bit-reversed keys used.
 */
@Entity
@Table(name = "Accounts")
public class Account {

    @Id
    @BitReversedSequence(name = "AccountSeq", poolSize = 200, startCounter = 11_000, skipRangeMin = 1,
            skipRangeMax = 4_294_967_296L)
    @Column(name = "AccountId")
    private Long accountId;

    @Column(name = "Iban", nullable = false, unique = true, length = 34)
    private String iban;

    @Column(name = "Currency", length = 3)
    private Currency currency;

    @Column(name = "Balance", nullable = false)
    private BigDecimal balance = BigDecimal.ZERO;

    @Version
    @Column(name = "Version")
    private long version;

    protected Account() {
    }

    public Account(String iban, Currency currency) {
        this.iban = iban;
        this.currency = currency;
    }

    public Long getAccountId() {
        return accountId;
    }

    public BigDecimal getBalance() {
        return balance;
    }

    public Currency getCurrency() {
        return currency;
    }

    void book(BigDecimal amount) {
        balance = balance.add(amount);
    }

    public String getIban() {
        return iban;
    }

    public long getVersion() {
        return version;
    }
}
