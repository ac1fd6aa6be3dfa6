package dev.spannerkeys.zoo.ledger;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.LocalDate;
import org.hibernate.annotations.ColumnDefault;

/** A booking on an account, stored inside the account; the statement reads them newest first. */
@Entity
@Table(name = "LedgerEntries")
@IdClass(EntryKey.class)
@Interleaved(in = Account.class)
@SpannerIndex(name = "EntriesByBookingDate", columns = {"AccountId", "BookingDate DESC"}, interleaveIn = Account.class,
        storing = {"Amount", "EntryType"})
public class LedgerEntry {

    @Id
    @Column(name = "AccountId")
    private Long accountId;

    @Id
    @BitReversedSequence(name = "EntrySeq", poolSize = 500)
    @Column(name = "EntryId")
    private Long entryId;

    @Column(name = "BookingDate", nullable = false)
    private LocalDate bookingDate;

    @Column(name = "Amount", nullable = false)
    private BigDecimal amount;

    @Enumerated
    @Column(name = "EntryType")
    private EntryType entryType;

    @ColumnDefault("false")
    @Column(name = "Reconciled", nullable = false)
    private boolean reconciled;

    protected LedgerEntry() {
    }

    public LedgerEntry(Account account, LocalDate bookingDate, BigDecimal amount, EntryType entryType) {
        this.accountId = account.getAccountId();
        this.bookingDate = bookingDate;
        this.amount = amount;
        this.entryType = entryType;
        account.book(amount);
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public EntryType getEntryType() {
        return entryType;
    }

    public Long getAccountId() {
        return accountId;
    }

    public Long getEntryId() {
        return entryId;
    }

    public LocalDate getBookingDate() {
        return bookingDate;
    }

    public boolean isReconciled() {
        return reconciled;
    }

    /** Marks the entry as matched with the bank statement. */
    public void reconcile() {
        reconciled = true;
    }
}
