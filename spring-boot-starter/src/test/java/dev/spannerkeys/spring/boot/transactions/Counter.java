package dev.spannerkeys.spring.boot.transactions;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A named counter with an assigned key. */
@Entity
public class Counter {

    @Id
    private Long id;

    private String name;

    private long n;

    protected Counter() {
    }

    Counter(long id, String name) {
        this.id = id;
        this.name = name;
    }

    Long getId() {
        return id;
    }

    long getN() {
        return n;
    }

    void increment() {
        n++;
    }
}
