package dev.spannerkeys.spring.boot.data;

import jakarta.persistence.Entity;
import jakarta.persistence.EntityListeners;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.envers.Audited;
import org.hibernate.envers.NotAudited;
import org.jspecify.annotations.Nullable;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.jpa.domain.support.AuditingEntityListener;

/**
 * Test entity as Spring Data's guides write one: a stock {@code @GeneratedValue} id (taken over by the
 * library), Spring Data's auditing dates, a lazy one-to-many for {@code @EntityGraph}, and Hibernate Envers'
 * history of its changes for Spring Data Envers' {@code RevisionRepository}.
 */
@Entity
@Audited
@EntityListeners(AuditingEntityListener.class)
public class Customer {

    @Id
    @GeneratedValue
    private @Nullable Long id;

    private String firstname;

    private String lastname;

    @CreatedDate
    private @Nullable Instant createdDate;

    @LastModifiedDate
    private @Nullable Instant lastModifiedDate;

    @NotAudited
    @OneToMany(mappedBy = "customer")
    private List<Purchase> purchases = new ArrayList<>();

    protected Customer() {
        this("", "");
    }

    public Customer(String firstname, String lastname) {
        this.firstname = firstname;
        this.lastname = lastname;
    }

    public @Nullable Long getId() {
        return id;
    }

    public String getFirstname() {
        return firstname;
    }

    public void setFirstname(String firstname) {
        this.firstname = firstname;
    }

    public String getLastname() {
        return lastname;
    }

    public @Nullable Instant getCreatedDate() {
        return createdDate;
    }

    public @Nullable Instant getLastModifiedDate() {
        return lastModifiedDate;
    }

    public List<Purchase> getPurchases() {
        return purchases;
    }

    @Override
    public String toString() {
        return firstname + " " + lastname;
    }
}
