package dev.spannerkeys.featurezoo.embeddable;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.AttributeOverride;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @Embeddable}/{@code @Embedded}: value objects in the owner's columns, twice with overrides, one null. */
public final class EmbeddableFeature implements FeatureModel {

    @Embeddable
    public static class Address {
        String street;
        String city;

        Address() {
        }

        Address(String street, String city) {
            this.street = street;
            this.city = city;
        }
    }

    @Entity(name = "EmbCustomer")
    @Table(name = "emb_customers")
    public static class Customer {
        @Id
        Long id;
        @Embedded
        Address home;
        @Embedded
        @AttributeOverride(name = "street", column = @Column(name = "work_street"))
        @AttributeOverride(name = "city", column = @Column(name = "work_city"))
        Address work;
    }

    @Override
    public List<String> features() {
        return List.of("@Embeddable");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Customer.class);
    }

    @Override
    public List<String> tables() {
        return List.of("emb_customers");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Customer customer = new Customer();
            customer.id = 1L;
            customer.home = new Address("main st", "oslo");
            Customer other = new Customer();
            other.id = 2L;
            other.home = new Address("side st", "rome");
            other.work = new Address("work st", "rome");
            session.persist(customer);
            session.persist(other);
        });
        run.step("update", session -> {
            session.find(Customer.class, 1L).work = new Address("dock", "oslo");
            session.find(Customer.class, 2L).home.city = "milan";
            session.find(Customer.class, 2L).work = null;
        });
        run.assertRows("select id, street, city, work_street, work_city from emb_customers",
                "1 | main st | oslo | dock | oslo", "2 | side st | milan | null | null");
        run.step("delete", session -> session.remove(session.find(Customer.class, 2L)));
    }
}
