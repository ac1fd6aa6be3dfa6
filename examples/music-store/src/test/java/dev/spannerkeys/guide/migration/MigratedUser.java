package dev.spannerkeys.guide.migration;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Users migrated from a table with UUID keys: stored as lowercase STRING(36), new keys random. */
@Entity
@Table(name = "Users")
public class MigratedUser {
    @Id
    @RandomUuid
    private String userId;             // migrated rows keep their UUIDs, lowercased

    private String name;

    protected MigratedUser() {
    }

    /** @param name the user's name */
    public MigratedUser(String name) {
        this.name = name;
    }

    /** @return the key, {@code null} until persisted */
    public String getUserId() {
        return userId;
    }
}
