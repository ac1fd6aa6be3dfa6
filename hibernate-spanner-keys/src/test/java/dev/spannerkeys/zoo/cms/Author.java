package dev.spannerkeys.zoo.cms;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.Table;
import java.util.HashSet;
import java.util.Set;

/** A writer, and the documents they may edit. */
@Entity
@Table(name = "Authors")
public class Author {

    @Id
    @RandomUuid
    @Column(name = "AuthorId")
    private String authorId;

    @Column(name = "Name", nullable = false)
    private String name;

    @ManyToMany
    @JoinTable(name = "AuthorDocuments", joinColumns = @JoinColumn(name = "AuthorId"),
            inverseJoinColumns = @JoinColumn(name = "DocumentId"))
    private Set<Document> documents = new HashSet<>();

    protected Author() {
    }

    public Author(String name) {
        this.name = name;
    }

    public String getAuthorId() {
        return authorId;
    }

    public Set<Document> getDocuments() {
        return documents;
    }

    public String getName() {
        return name;
    }
}
