package dev.spannerkeys.spring.boot.data;

/** A class-based (DTO) projection: Spring Data calls the constructor with the selected attributes. */
public record CustomerSummary(String firstname, String lastname) {
}
