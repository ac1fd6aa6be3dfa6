/** The Spring Boot page's Testcontainers example ({@code docs/spring-boot.md}). */
package dev.spannerkeys.guide.boot;
