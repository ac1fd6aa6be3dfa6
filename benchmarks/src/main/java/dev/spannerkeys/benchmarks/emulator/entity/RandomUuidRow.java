package dev.spannerkeys.benchmarks.emulator.entity;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Variant (d): the library's random UUIDv4, stored as {@code STRING(36)}. */
@Entity(name = "RandomUuidRow")
public class RandomUuidRow extends Payload {

    @Id
    @RandomUuid
    private String id;

    /** For Hibernate. */
    protected RandomUuidRow() {
    }

    /** Row number {@code row}, its id left to the generator. */
    public RandomUuidRow(int row) {
        super(row);
    }

    /** The generated id. */
    public String getId() {
        return id;
    }
}
