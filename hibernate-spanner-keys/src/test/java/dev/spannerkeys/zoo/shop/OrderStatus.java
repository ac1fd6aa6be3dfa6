package dev.spannerkeys.zoo.shop;

/** Where an order is, stored by name. */
public enum OrderStatus {
    PLACED, PAID, SHIPPED, CANCELLED
}
