package dev.spannerkeys.benchmarks.emulator.entity;

import jakarta.persistence.MappedSuperclass;

/** The non-key columns every measured row carries: two short strings. */
@MappedSuperclass
public abstract class Payload {

    private String name;
    private String city;

    /** For Hibernate. */
    protected Payload() {
    }

    /** The payload of row number {@code row}, identical across variants. */
    protected Payload(int row) {
        this.name = name(row);
        this.city = city(row);
    }

    /** The {@code name} value of row {@code row}. */
    public static String name(int row) {
        return "name-" + row;
    }

    /** The {@code city} value of row {@code row}. */
    public static String city(int row) {
        return "city-" + (row % 97);
    }

    /** The name column. */
    public String getName() {
        return name;
    }

    /** The city column. */
    public String getCity() {
        return city;
    }
}
