/**
 * Serialized transactions on the emulator for everything Hibernate does: the connection provider
 * Hibernate uses is wrapped ({@link dev.spannerkeys.hibernate.internal.emulator.SerializingConnectionProvider},
 * installed by {@link dev.spannerkeys.hibernate.internal.emulator.SerializingConnectionProviderInitiator}
 * through the write path's {@code WriteModeServiceContributor}, beneath its connection watch), so that every session's transaction takes its database's
 * {@link dev.spannerkeys.internal.jdbc.EmulatorTransactionLock}; see {@code dev.spannerkeys.jdbc} for why the
 * emulator needs it and what takes the lock when.
 *
 * <p>Settings: {@value dev.spannerkeys.hibernate.config.SpannerKeysSettings#EMULATOR_SERIALIZE_TRANSACTIONS}
 * ({@code auto}: on for emulator URLs, off for Cloud Spanner) and
 * {@value dev.spannerkeys.hibernate.config.SpannerKeysSettings#EMULATOR_LOCK_TIMEOUT}.
 *
 * <p>Depends on {@code config} and the Hibernate-free {@code dev.spannerkeys.jdbc}; nothing in the
 * library depends on it.
 */
package dev.spannerkeys.hibernate.internal.emulator;
