package dev.spannerkeys.zoo.ledger;

/** Kinds of ledger entries, stored by ordinal. */
public enum EntryType {
    DEPOSIT, WITHDRAWAL, FEE, INTEREST
}
