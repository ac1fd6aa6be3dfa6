/**
 * A Spring Data JPA application processed ahead of time: Spring Data generates its repositories' queries at
 * build time (booting Hibernate without a connection), and the application runs from the generated code on
 * the development emulator with the library's dialect, sequences and interleaved tables.
 */
package dev.spannerkeys.examples.aot;
