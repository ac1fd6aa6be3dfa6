package dev.spannerkeys.featurezoo.embeddablecollection;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** {@code @ElementCollection} of an {@code @Embeddable}, as a {@code Set}: a row per value object. */
public final class EmbeddableCollectionFeature implements FeatureModel {

    @Embeddable
    public static class Phone {
        String kind;
        String number;

        Phone() {
        }

        Phone(String kind, String number) {
            this.kind = kind;
            this.number = number;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Phone other && Objects.equals(kind, other.kind) && Objects.equals(number, other.number);
        }

        @Override
        public int hashCode() {
            return Objects.hash(kind, number);
        }
    }

    @Entity(name = "EceContact")
    @Table(name = "ece_contacts")
    public static class Contact {
        @Id
        Long id;
        String name;
        @ElementCollection
        @CollectionTable(name = "ece_contact_phones", joinColumns = @JoinColumn(name = "contact_id"))
        Set<Phone> phones = new HashSet<>();
    }

    @Override
    public List<String> features() {
        return List.of("@ElementCollection of @Embeddable");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Contact.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ece_contacts", "ece_contact_phones");
    }

    @Override
    public java.util.Map<String, String> dmlFallbacks() {
        return java.util.Map.of("@ElementCollection of @Embeddable", "the delete does not restrict key column rowid");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Contact contact = new Contact();
            contact.id = 1L;
            contact.name = "ada";
            contact.phones.add(new Phone("home", "111"));
            contact.phones.add(new Phone("work", "222"));
            session.persist(contact);
        });
        run.step("change elements", session -> {
            Contact contact = session.find(Contact.class, 1L);
            contact.phones.remove(new Phone("home", "111"));
            contact.phones.add(new Phone("mobile", "333"));
        });
        run.assertRows("select contact_id, kind, number from ece_contact_phones", "1 | mobile | 333", "1 | work | 222");
        run.step("delete", session -> session.remove(session.find(Contact.class, 1L)));
        run.assertRows("select contact_id from ece_contact_phones");
    }
}
