package dev.spannerkeys.zoo.ledger;

import java.io.Serializable;
import java.util.Objects;

/** The key of a ledger entry: the account, then the entry. */
public class EntryKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private Long accountId;
    private Long entryId;

    public EntryKey() {
    }

    public EntryKey(Long accountId, Long entryId) {
        this.accountId = accountId;
        this.entryId = entryId;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EntryKey that && Objects.equals(accountId, that.accountId)
                && Objects.equals(entryId, that.entryId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(accountId, entryId);
    }
}
