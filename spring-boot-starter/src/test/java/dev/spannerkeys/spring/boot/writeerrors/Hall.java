package dev.spannerkeys.spring.boot.writeerrors;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Version;

/** A root table with an assigned key and a version, so that a stale update is detected. */
@Entity
class Hall {

    @Id
    private Long hallId;

    @Version
    private Long version;

    private String name;

    protected Hall() {
    }

    Hall(long id, String name) {
        this.hallId = id;
        this.name = name;
    }

    void rename(String name) {
        this.name = name;
    }
}
