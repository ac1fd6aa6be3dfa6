/**
 * The quickstart: plain Hibernate with {@code @BitReversedSequence} and {@code @RandomUuid} keys on
 * a local Spanner emulator, printing the DDL and how the keys spread over the key space.
 */
package dev.spannerkeys.examples.quickstart;
