/**
 * The schema actions ({@code create}, {@code drop}, {@code create-drop}, {@code update},
 * {@code validate}) and the exporters the dialects hand to Hibernate, all printing from the schema
 * model, and the targets that send the statements to the database as one DDL batch or write them to
 * a script.
 *
 * <p>{@code update} and {@code validate} read the live schema ({@link
 * dev.spannerkeys.hibernate.internal.schematool.InformationSchemaReader}) and compare it with the model
 * ({@link dev.spannerkeys.internal.schema.diff}); {@code update} plans the whole change first, refuses what
 * cannot succeed or would lose data, and on the emulator keeps the key counters the emulator would
 * reset.
 *
 * <p>Depends on {@code config}, {@code model}, {@code id} and {@code schema}; only the dialects in
 * {@code dev.spannerkeys.hibernate} use it.
 */
package dev.spannerkeys.hibernate.internal.schematool;
