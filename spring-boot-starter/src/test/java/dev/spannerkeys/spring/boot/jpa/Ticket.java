package dev.spannerkeys.spring.boot.jpa;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Transient;
import org.springframework.data.domain.Persistable;

/**
 * Test entity with an assigned key. {@link Persistable} tells Spring Data it is new, so
 * {@code save} persists it instead of merging (which would read the row first).
 */
@Entity
public class Ticket implements Persistable<String> {

    @Id
    private String code;

    private String holder;

    @Transient
    private boolean isNew = true;

    protected Ticket() {
    }

    Ticket(String code, String holder) {
        this.code = code;
        this.holder = holder;
    }

    @Override
    public String getId() {
        return code;
    }

    @Override
    public boolean isNew() {
        return isNew;
    }
}
