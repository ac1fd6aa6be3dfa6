/** Spanner transactions through Spring: the starter's annotations, Spring's own, on the emulator. */
package dev.spannerkeys.spring.boot.transactions;
