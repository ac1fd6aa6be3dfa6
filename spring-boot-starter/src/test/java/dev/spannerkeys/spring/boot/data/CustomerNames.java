package dev.spannerkeys.spring.boot.data;

/** An interface-based projection: Spring Data selects only these attributes. */
public interface CustomerNames {

    String getFirstname();

    String getLastname();
}
