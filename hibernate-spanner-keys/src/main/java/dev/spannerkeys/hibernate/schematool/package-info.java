/**
 * The schema actions ({@code create}, {@code drop}, {@code create-drop}, {@code update},
 * {@code validate}) and the exporters the dialects hand to Hibernate, all printing from the schema
 * model, and the targets that send the statements to the database as one DDL batch or write them to
 * a script.
 *
 * <p>Depends on {@code config}, {@code model}, {@code id} and {@code schema}; only the dialects in
 * {@code dev.spannerkeys.hibernate} use it.
 */
package dev.spannerkeys.hibernate.schematool;
