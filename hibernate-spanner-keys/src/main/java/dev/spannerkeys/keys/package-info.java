/**
 * Pure key algorithms, free of Hibernate: Spanner's bit reversal and its inverse for migrations,
 * and a fast random UUIDv4 source.
 *
 * <p>Everything here is deterministic or explicitly seeded by its caller's objects; nothing keeps
 * global state.
 */
package dev.spannerkeys.keys;
