/**
 * Pure key algorithms, free of Hibernate: Spanner's bit reversal and its inverse for migrations
 * ({@link dev.spannerkeys.keys.BitReversal}), the hashed-shard function computed exactly as the
 * database computes it ({@link dev.spannerkeys.keys.ShardFunction} over
 * {@link dev.spannerkeys.keys.ShardSource} encodings), a fast random UUIDv4 source
 * ({@link dev.spannerkeys.keys.RandomUuidV4}) and the 16-byte form of a UUID for {@code BYTES(16)}
 * keys ({@link dev.spannerkeys.keys.UuidBytes}).
 *
 * <p>Everything here is deterministic or explicitly seeded by its caller's objects; nothing keeps
 * global state.
 */
package dev.spannerkeys.keys;
