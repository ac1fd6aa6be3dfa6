package dev.spannerkeys.transactions;

import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A named counter with an assigned key and an index on its name, for the transaction tests. */
@Entity(name = "Counter")
@Table(name = "counters")
@SpannerIndex(name = "counters_by_name", columns = "name")
public class Counter {

    @Id
    @Column(name = "id")
    Long id;

    @Column(name = "name")
    String name;

    @Column(name = "n")
    long n;

    protected Counter() {
    }

    Counter(long id, String name, long n) {
        this.id = id;
        this.name = name;
        this.n = n;
    }
}
