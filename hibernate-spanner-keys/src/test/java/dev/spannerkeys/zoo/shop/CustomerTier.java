package dev.spannerkeys.zoo.shop;

/** Loyalty tiers, stored by name. */
public enum CustomerTier {
    STANDARD, SILVER, GOLD
}
